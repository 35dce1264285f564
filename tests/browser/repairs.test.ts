import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { RepairCreated } from '../../src/api-contract.js';
import { labelPhoto } from '../fixtures/repairs/media.js';
import { seriousAccessibilityViolations, signInInBrowser } from '../support/browser.js';
import { completedRepairFromPage } from '../support/browser-repairs.js';
import { useBrowserPerFile } from '../support/browser-suite.js';

/** The repairs screens of issue 4, against the whole server: embedded sign-in, analyser and knowledge base. */
describe('repairs screens in the shell (browser)', function () {
  this.timeout(90_000);
  let page: Page;
  let photo: Buffer;
  let accounts = 0;

  const FAUCET = 'My kitchen faucet keeps dripping from the spout even when the handle is off';

  // Every test signs up a new account in the same browser: each gets its 2 free fixes.
  const suite = useBrowserPerFile({ env: { FREE_FIX_ACCOUNTS_PER_DEVICE: '100' } }, (fresh) => (page = fresh));
  before(async () => {
    photo = await labelPhoto();
  });

  const newEmail = () => `fixer${++accounts}-${Date.now()}@example.com`;
  const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
  const toasts = () => page.getByRole('region', { name: 'Notifications' }).getByRole('status');
  const uploadCard = () => page.getByRole('region', { name: 'Start a repair' });
  const recentFixes = () => page.getByRole('region', { name: 'Recent Fixes' });
  const fileInput = () => uploadCard().getByLabel('Choose a photo or video');
  const submitButton = () => uploadCard().getByRole('button', { name: 'Get Repair Instructions' });
  const termsCheckbox = () => uploadCard().getByRole('checkbox', { name: /I agree to the Terms of Service/ });

  async function signInOnDashboard() {
    await page.goto(`${suite.app.baseUrl}/`);
    await signInInBrowser(page, { email: newEmail(), firstName: 'Robin' });
    await heading('Welcome back, Robin').waitFor();
  }

  async function choosePhoto(name = 'faucet.jpg') {
    await fileInput().setInputFiles({ name, mimeType: 'image/jpeg', buffer: photo });
  }

  /** On the embedded default nothing understands the photo, so the card asks for a description. */
  const descriptionField = () => uploadCard().getByLabel('Describe the problem (required)');

  /** Presses Submit with the keyboard: it is marked disabled, not inert, so pressing it says what is missing. */
  async function pressSubmit() {
    await submitButton().focus();
    await page.keyboard.press('Enter');
  }

  /** A repair uploaded through the API from the signed-in page, once the server has finished it. */
  const completedRepairThroughApi = (description: string) => completedRepairFromPage(page, photo, description);

  const accessibilityViolations = () => seriousAccessibilityViolations(page);

  it('uploads a photo, shows the overlay, opens the instructions 1 s after "Analysis Complete!", lists it in Recent Fixes', async () => {
    await signInOnDashboard();
    await recentFixes().getByText('No repair requests yet').waitFor();
    expect(await accessibilityViolations()).to.deep.equal([]);

    await choosePhoto();
    await uploadCard().getByRole('img', { name: 'Preview of faucet.jpg' }).waitFor();
    await uploadCard()
      .getByText(/does not yet understand what it shows/)
      .waitFor();
    await descriptionField().fill(FAUCET);
    await uploadCard().getByText(`${FAUCET.length} of 2,000 characters`).waitFor();
    await termsCheckbox().check();

    const overlay = page.getByRole('dialog', { name: 'Analyzing your item with AI...' });
    // The answer comes once the photo is analysed: reading its text can take seconds on a busy machine.
    const uploaded = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/repair-requests' && response.request().method() === 'POST',
      { timeout: 30_000 },
    );
    await submitButton().click();
    await overlay.waitFor();
    expect(await page.evaluate('document.activeElement?.tagName')).to.equal('DIALOG');
    const uploadResponse = await uploaded;
    const created = (await uploadResponse.json()) as RepairCreated;
    expect(created.status).to.equal('completed');
    // The region the shell uses for this browser goes with the upload, for Hire a Pro.
    const region = /name="region"\r\n\r\n(CA|US)\r\n/.exec(
      uploadResponse.request().postDataBuffer()!.toString('latin1'),
    )?.[1];
    expect(region).to.be.oneOf(['CA', 'US']);

    await toasts().getByText('Analysis Complete!').waitFor();
    const toastAt = Date.now();
    await page.waitForURL(`**/repair/${created.id}`);
    expect(Date.now() - toastAt).to.be.within(800, 3_000);
    expect(await overlay.count()).to.equal(0);

    // The address changes before the repair's page (a chunk of its own) has replaced the dashboard's heading.
    const title = await page.getByRole('heading', { level: 1, name: /faucet/i }).innerText();
    expect(await page.title()).to.equal(`${title} | RepairLens`);
    await page.getByRole('heading', { name: 'Steps', level: 2 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Steps' }).locator('+ ol > li').count()).to.be.at.least(5);
    await page.getByRole('heading', { name: 'Safety warnings' }).waitFor();
    await page.getByText(/^Confidence: \d+%$/).waitFor();
    await page.getByText(FAUCET).waitFor();
    const hireAPro = page.getByRole('link', { name: 'Hire a Pro', exact: true });
    expect(await hireAPro.getAttribute('href')).to.equal(`/contractors?category=plumbing&region=${region}`);
    expect(await accessibilityViolations()).to.deep.equal([]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    const row = recentFixes().getByRole('link', { name: new RegExp(title) });
    await row.waitFor();
    expect(await row.innerText()).to.include('Completed');
    await recentFixes().getByText('1 repair in total').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByText('Free fixes: 1').waitFor();

    await row.click();
    await heading(title).waitFor();
  });

  it('keeps Submit disabled until there are a file, a description and the agreement, and says what is missing', async () => {
    await signInOnDashboard();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/repair-requests')) posts.push(request.url());
    });

    expect(await submitButton().isDisabled()).to.equal(true);
    await pressSubmit();
    await toasts().getByText('File Required').waitFor();
    await toasts().getByText('Please select an image or video to upload').waitFor();

    await choosePhoto();
    expect(await submitButton().isDisabled()).to.equal(true);
    await pressSubmit();
    await toasts().getByText('Description Required').waitFor();
    await descriptionField().fill('broken');
    await pressSubmit();
    await toasts().getByText('Description Required').waitFor();
    await descriptionField().fill('dripping faucet');
    await pressSubmit();
    await toasts().getByText('Terms Agreement Required').waitFor();
    await toasts().getByText('Please agree to our Terms of Service and Privacy Policy to continue').waitFor();
    expect(await toasts().getByText('File Required').count(), 'one toast at a time').to.equal(0);

    await uploadCard().getByRole('button', { name: 'Remove faucet.jpg' }).click();
    await termsCheckbox().check();
    expect(await submitButton().isDisabled()).to.equal(true);
    await choosePhoto();
    expect(await submitButton().isEnabled()).to.equal(true);
    expect(posts).to.deep.equal([]);
  });

  it('refuses a file over 25 MB and a file of another type before sending anything', async () => {
    await signInOnDashboard();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/repair-requests')) posts.push(request.url());
    });
    await uploadCard().getByText('JPEG, PNG, GIF, MP4, MOV or WEBM, up to 50MB. One file per repair.').waitFor();

    // 25 MB take a while to reach the browser.
    await fileInput().setInputFiles(
      { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(25 * 1024 * 1024 + 1) },
      { timeout: 30_000 },
    );
    await toasts().getByText('Upload Error').waitFor();
    await toasts()
      .getByText('File is too large. Maximum size is 25MB. Please compress your image or video.', { exact: true })
      .waitFor();

    await fileInput().setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7'),
    });
    await toasts()
      .getByText('Invalid file type. Only JPEG, PNG, GIF, MP4, MOV, and WEBM files are supported.', { exact: true })
      .waitFor();

    expect(await uploadCard().getByRole('figure', { name: 'Selected file' }).count()).to.equal(0);
    expect(await submitButton().isDisabled()).to.equal(true);
    expect(posts).to.deep.equal([]);
  });

  it('takes a photo dropped on the card, and refuses two at once', async () => {
    await signInOnDashboard();
    const drop = async (names: string[]) => {
      const dataTransfer = await page.evaluateHandle(
        ({ names, bytes }) => {
          const transfer = new DataTransfer();
          for (const name of names) transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' }));
          return transfer;
        },
        { names, bytes: [...photo] },
      );
      await uploadCard().getByText('or drag and drop it here').dispatchEvent('drop', { dataTransfer });
    };

    await drop(['sink.jpg', 'tap.jpg']);
    await toasts().getByText('Only one file can be uploaded at a time.').waitFor();
    expect(await uploadCard().getByRole('figure', { name: 'Selected file' }).count()).to.equal(0);

    await drop(['sink.jpg']);
    await uploadCard().getByRole('img', { name: 'Preview of sink.jpg' }).waitFor();
    await uploadCard().getByRole('figure', { name: 'Selected file' }).getByText('sink.jpg').waitFor();
  });

  it('opens "Free Fixes Used Up!" when the upload is answered 402', async () => {
    await signInOnDashboard();
    await page.route('**/api/repair-requests', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 402, json: { message: 'No repairs left.', requiresPayment: true } })
        : route.fallback(),
    );
    await choosePhoto();
    await descriptionField().fill(FAUCET);
    await termsCheckbox().check();
    await submitButton().click();

    await page.getByRole('dialog', { name: 'Free Fixes Used Up!' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Analyzing your item with AI...' }).count()).to.equal(0);
    expect(await toasts().getByText('Upload Failed').count()).to.equal(0);
  });

  it('says "Unauthorized" when the session has ended and signs in again after 0.5 s', async () => {
    await signInOnDashboard();
    await choosePhoto();
    await descriptionField().fill(FAUCET);
    await termsCheckbox().check();
    await page.context().clearCookies();
    const signInRequested = page.waitForRequest((request) => request.url().endsWith('/api/login'));

    await submitButton().click();
    await toasts().getByText('Unauthorized').waitFor();
    await toasts().getByText('You are logged out. Logging in again...').waitFor();
    const shownAt = Date.now();
    await signInRequested;
    expect(Date.now() - shownAt).to.be.within(300, 2_000);
  });

  it('shows "Upload Failed" with the server\'s message for any other refusal', async () => {
    await signInOnDashboard();
    await page.route('**/api/repair-requests', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 415,
            json: { message: 'Invalid file type. Only JPEG, PNG, GIF, MP4, MOV, and WEBM files are supported.' },
          })
        : route.fallback(),
    );
    await choosePhoto();
    await descriptionField().fill(FAUCET);
    await termsCheckbox().check();
    await submitButton().click();

    await toasts().getByText('Upload Failed').waitFor();
    await toasts()
      .getByText('Invalid file type. Only JPEG, PNG, GIF, MP4, MOV, and WEBM files are supported.')
      .waitFor();
    expect(await submitButton().isEnabled(), 'the file stays for another try').to.equal(true);
  });

  it('updates a pending repair by itself when it completes', async () => {
    await signInOnDashboard();
    const completed = await completedRepairThroughApi(FAUCET);
    let reads = 0;
    await page.route(`**/api/repair-requests/${completed.id}`, (route) => {
      reads += 1;
      // The first read finds it still being analysed; the next ones get the server's real answer.
      if (reads > 1) return route.fallback();
      return route.fulfill({
        json: {
          ...completed,
          status: 'pending',
          title: 'Analyzing your upload',
          estimatedTime: null,
          instructions: null,
        },
      });
    });

    await page.goto(`${suite.app.baseUrl}/repair/${completed.id}`);
    await heading('Analyzing your upload').waitFor();
    await page.getByText('This page updates by itself as soon as they are ready.', { exact: false }).waitFor();
    await heading(completed.title).waitFor({ timeout: 10_000 });
    await page.getByRole('heading', { name: 'Steps', level: 2 }).waitFor();
    const readsWhenDone = reads;
    await page.waitForTimeout(3_500);
    expect(reads, 'polling stops once the repair is done').to.equal(readsWhenDone);
  });

  it('says an answer that asks for more detail was not charged, and takes the detail on the same page', async () => {
    await signInOnDashboard();
    const vague = await completedRepairThroughApi('it is broken');
    expect(vague.instructions?.needsMoreDetail).to.equal(true);
    await page.goto(`${suite.app.baseUrl}/repair/${vague.id}`);
    await page.getByText(/^Not charged:/).waitFor();
    await page.getByText('The photo itself was not understood', { exact: false }).waitFor();
    expect(await accessibilityViolations()).to.deep.equal([]);

    await page.getByLabel('Add the missing detail').fill(FAUCET);
    await page.getByRole('button', { name: 'Get Repair Instructions' }).click();
    await page.getByRole('heading', { name: 'Steps', level: 2 }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('heading', { level: 1 }).innerText()).to.match(/faucet/i);
    await page.getByText(/^Source: the RepairLens guide/).waitFor();
    expect(await page.getByText(/^Not charged:/).count()).to.equal(0);
    await page.getByRole('navigation', { name: 'Main' }).getByText('Free fixes: 1').waitFor();
  });

  it('puts an emergency first, with what to do now and no steps', async () => {
    await signInOnDashboard();
    const danger = await completedRepairThroughApi('I smell gas near the stove and the burner will not light');
    await page.goto(`${suite.app.baseUrl}/repair/${danger.id}`);
    const alert = page.getByRole('alert').filter({ hasText: 'Safety check' });
    await alert.waitFor();
    await alert.getByRole('heading', { name: 'Do this now' }).waitFor();
    expect(await alert.locator('ol > li').count()).to.be.at.least(2);
    expect(await page.getByRole('heading', { name: 'Steps' }).count()).to.equal(0);
    await page.getByRole('link', { name: 'Hire a Pro', exact: true }).first().waitFor();
    expect(await accessibilityViolations()).to.deep.equal([]);
  });

  it('prints the repair without the navigation, and fits a phone screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInOnDashboard();
    const repair = await completedRepairThroughApi(FAUCET);
    await page.goto(`${suite.app.baseUrl}/repair/${repair.id}`);
    await page.getByRole('heading', { name: 'Steps', level: 2 }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).to.be.at.most(390);

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).to.equal(false);
    expect(await page.getByRole('contentinfo').isVisible()).to.equal(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).to.equal(false);
    expect(await page.getByRole('heading', { name: 'Steps', level: 2 }).isVisible()).to.equal(true);
    expect(await page.getByRole('heading', { name: 'Safety warnings', level: 2 }).isVisible()).to.equal(true);
  });

  it('shows a repair in the public gallery once its owner shares it, filtered by category', async () => {
    await signInOnDashboard();
    const { id, title } = await completedRepairThroughApi(FAUCET);
    await page.goto(`${suite.app.baseUrl}/repair/${id}`);
    await heading(title).waitFor();

    const visitor = await suite.browser.newPage();
    try {
      await visitor.goto(`${suite.app.baseUrl}/gallery`);
      await visitor.getByRole('heading', { level: 1, name: 'Repair Gallery' }).waitFor();
      await visitor.getByText('No shared repairs yet.').waitFor();

      const sharing = page.getByRole('checkbox', { name: 'Share to the gallery' });
      expect(await sharing.isChecked()).to.equal(false);
      await sharing.check();
      await toasts().getByText('Shared to the gallery').waitFor();
      expect(await sharing.isChecked()).to.equal(true);

      await visitor.reload();
      const entry = visitor.getByRole('article', { name: title });
      await entry.waitFor();
      expect(await entry.getByRole('img').count(), 'never a photo').to.equal(0);
      await entry.getByLabel('Repair at a glance').getByText('Plumbing', { exact: true }).waitFor();
      await entry.getByText('Show the instructions').click();
      await entry.getByRole('heading', { name: 'Steps', level: 3 }).waitFor();

      await visitor.getByLabel('Category').selectOption({ label: 'Electrical' });
      await visitor.getByText('No shared repairs in this category yet.').waitFor();
      expect(new URL(visitor.url()).search).to.equal('?category=electrical');
      await visitor.getByLabel('Category').selectOption({ label: 'Plumbing' });
      await visitor.getByRole('article', { name: title }).waitFor();
    } finally {
      await visitor.context().close();
    }
  });
});
