import { mkdir } from 'node:fs/promises';
import { expect } from 'chai';
import type { FileChooser, Page } from 'playwright-core';
import type { AdminDashboard, AuthUser } from '../../src/api-contract.js';
import { labelPhoto } from '../fixtures/repairs/media.js';
import { signInInBrowser } from '../support/browser.js';
import { useBrowserPerFile } from '../support/browser-suite.js';

const ADMIN_EMAIL = 'admin@example.com';
const SHOTS = '/tmp/shots-u1';
const FAUCET = 'My kitchen faucet keeps dripping from the spout';
const TOO_LARGE = 'File is too large. Maximum size is 25MB. Please compress your image or video.';

/**
 * Issue 21, money and trust, as people use it on a phone (390 px) and a tablet (820 px): one balance on every
 * screen, an upload that survives paying for it, results that delivered nothing told apart, and the upload
 * field usable from the keyboard with its errors kept beside it.
 */
describe('money and trust on a phone and a tablet (browser)', function () {
  // Real analyses and trips to the local payment provider's pages.
  this.timeout(120_000);
  let photo: Buffer;
  let blankLabel: Buffer;
  let accounts = 0;

  const suite = useBrowserPerFile({ env: { ADMIN_EMAILS: ADMIN_EMAIL, FREE_FIX_ACCOUNTS_PER_DEVICE: '100' } });

  /** A screenshot at 390 px of what the person sees, the cookie banner answered first so it hides nothing. */
  async function screenshot(page: Page, name: string): Promise<void> {
    if (page.viewportSize()?.width !== 390) return;
    const accept = page.getByRole('button', { name: 'Accept', exact: true });
    // A toast may lie over it; the click is the person's answer all the same.
    if (await accept.isVisible()) await accept.dispatchEvent('click');
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }

  before(async () => {
    await mkdir(SHOTS, { recursive: true });
    [photo, blankLabel] = await Promise.all([labelPhoto(), labelPhoto([''])]);
  });

  for (const width of [390, 820]) {
    describe(`at ${width} px`, () => {
      let page: Page;

      beforeEach(async () => {
        page = await suite.browser.newPage({ viewport: { width, height: 844 } });
      });

      const uploadCard = () => page.getByRole('region', { name: 'Start a repair', exact: true });
      const toasts = () => page.getByRole('region', { name: 'Notifications' }).getByRole('status');
      const fileInput = () => uploadCard().getByLabel('Choose a photo or video');

      async function signInAsNewUser(): Promise<AuthUser> {
        await signInInBrowser(page, {
          email: `trust${++accounts}-${Date.now()}@example.com`,
          baseUrl: suite.app.baseUrl,
        });
        return (await (await page.context().request.get(`${suite.app.baseUrl}/api/auth/user`)).json()) as AuthUser;
      }

      async function expectNoSidewaysScrolling(screen: string): Promise<void> {
        const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
        expect(widths[0], `${screen} is no wider than the viewport`).to.equal(widths[1]);
      }

      async function fillUpload(file: Buffer, description: string): Promise<void> {
        await fileInput().setInputFiles({ name: 'faucet.jpg', mimeType: 'image/jpeg', buffer: file });
        await uploadCard().getByLabel('Describe the problem (required)').fill(description);
        await uploadCard()
          .getByRole('checkbox', { name: /I agree to the Terms of Service/ })
          .check();
      }

      async function payOnProviderPage(): Promise<void> {
        await page.waitForURL(/\/api\/local-payments\/checkout\/lcs_/);
        await page.getByRole('button', { name: 'Pay', exact: true }).click();
      }

      it('shows one balance in the header, the dashboard, the upload card and the account page after buying a credit', async () => {
        await signInAsNewUser();
        await page.goto(`${suite.app.baseUrl}/account`);
        await page.getByRole('button', { name: 'Buy a Repair Credit' }).click();
        await payOnProviderPage();
        await page.waitForURL((url) => url.pathname === '/success');
        await toasts().getByText('Payment successful!').waitFor();

        const balance = '2 free + 1 credit';
        await page.goto(`${suite.app.baseUrl}/account`);
        await page
          .getByRole('region', { name: 'Plan and credits' })
          .getByText(`Repairs left: ${balance}`, { exact: true })
          .waitFor();
        await expectNoSidewaysScrolling('the account page');
        await screenshot(page, 'account-balance');

        await page.goto(`${suite.app.baseUrl}/`);
        // The header's counter folds into the menu on a phone: read as text, shown or not.
        await page.getByRole('banner').getByText(`Repairs: ${balance}`, { exact: true }).waitFor({ state: 'attached' });
        await page.getByRole('main').getByText(`Repairs left: ${balance}`, { exact: true }).first().waitFor();
        await uploadCard().getByText(`Repairs left: ${balance}`, { exact: true }).waitFor();
        expect(await page.getByText('Free fixes: 0').count(), 'no "Free fixes: 0" next to a credit').to.equal(0);
        await expectNoSidewaysScrolling('the dashboard');
        await screenshot(page, 'dashboard-balance');
      });

      it('brings the upload back to the dashboard, ready to send, after paying from "Free Fixes Used Up!"', async () => {
        const user = await signInAsNewUser();
        await suite.app.app.database.withContext(() =>
          suite.app.app.database.em.execute(
            'update billing_account set free_fixes_remaining = 0, credits = 0 where user_id = ?',
            [user.id],
          ),
        );
        await page.goto(`${suite.app.baseUrl}/`);
        await fillUpload(photo, FAUCET);
        await uploadCard().getByRole('button', { name: 'Get Repair Instructions' }).click();
        const dialog = page.getByRole('dialog', { name: 'Free Fixes Used Up!' });
        await dialog.getByRole('button', { name: 'Pay Once' }).click();
        await payOnProviderPage();

        await page.waitForURL((url) => url.pathname === '/' && url.search === '');
        await toasts().getByText('Payment successful!').waitFor();
        await uploadCard()
          .getByText('Your photo and description are back. Press Get Repair Instructions to send them.')
          .waitFor();
        await uploadCard().getByRole('figure', { name: 'Selected file' }).getByText('faucet.jpg').waitFor();
        expect(await uploadCard().getByLabel('Describe the problem (required)').inputValue()).to.equal(FAUCET);
        expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Get Repair Instructions');
        await expectNoSidewaysScrolling('the dashboard with the upload restored');
        await screenshot(page, 'upload-restored');

        await uploadCard().getByRole('button', { name: 'Get Repair Instructions' }).click();
        await toasts().getByText('Analysis Complete!').waitFor({ timeout: 30_000 });
        await page.waitForURL(/\/repair\/[0-9a-f-]{36}$/);
      });

      it('shows a result that delivered nothing as "Needs more detail", not "Completed", and the admin dashboard counts it apart', async () => {
        await signInAsNewUser();
        await page.goto(`${suite.app.baseUrl}/`);
        await fillUpload(blankLabel, 'it is broken somehow');
        await uploadCard().getByRole('button', { name: 'Get Repair Instructions' }).click();
        await toasts().getByText('Needs more detail', { exact: true }).waitFor({ timeout: 30_000 });
        expect(await toasts().getByText('Analysis Complete!').count()).to.equal(0);
        await page.waitForURL(/\/repair\/[0-9a-f-]{36}$/);

        await page.goto(`${suite.app.baseUrl}/`);
        const recentFixes = page.getByRole('region', { name: 'Recent Fixes' });
        const row = recentFixes.getByRole('listitem').first();
        await row.getByText('Needs more detail', { exact: true }).waitFor();
        await row.getByText('Not charged: add the detail it asked for').waitFor();
        expect(await recentFixes.getByText('Completed', { exact: true }).count()).to.equal(0);
        await expectNoSidewaysScrolling('Recent Fixes');
        await screenshot(page, 'recent-fixes-needs-detail');

        const admin = await suite.browser.newPage({ viewport: { width, height: 844 } });
        try {
          await signInInBrowser(admin, { email: ADMIN_EMAIL, baseUrl: suite.app.baseUrl });
          const figures = (await (
            await admin.context().request.get(`${suite.app.baseUrl}/api/admin/dashboard`)
          ).json()) as AdminDashboard;
          const total = (key: 'completed' | 'needsMoreDetail') =>
            figures.repairsPerDay.reduce((sum, day) => sum + day[key], 0);
          expect(total('needsMoreDetail')).to.be.at.least(1);
          await admin.goto(`${suite.app.baseUrl}/admin`);
          const tile = admin
            .getByRole('group', { name: 'Key figures' })
            .getByRole('definition')
            .filter({ hasText: 'needing more detail' });
          await tile.waitFor();
          expect(await tile.innerText()).to.contain(
            `${total('completed')} completed, ${total('needsMoreDetail')} needing more detail`,
          );
          await screenshot(admin, 'admin-dashboard');
        } finally {
          await admin.context().close();
        }
      });

      it('opens the file chooser with Enter on the drop zone and moves on to the description once a file is chosen', async () => {
        // Listened for from the start: the browser intercepts file dialogs only once someone listens.
        const chooser = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
        await signInAsNewUser();
        await page.goto(`${suite.app.baseUrl}/`);
        await page.getByText('No repair requests yet').waitFor();
        await fileInput().focus();
        expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).to.equal('file');
        await page.keyboard.press('Enter');
        await (await chooser).setFiles({ name: 'faucet.jpg', mimeType: 'image/jpeg', buffer: photo });

        await uploadCard().getByRole('figure', { name: 'Selected file' }).waitFor();
        expect(await page.evaluate(() => document.activeElement?.getAttribute('placeholder') !== null)).to.equal(true);
        expect(await page.evaluate(() => document.activeElement?.tagName)).to.equal('TEXTAREA');
      });

      it('keeps the 25 MB error beside the field after its toast is gone, until another file is chosen', async () => {
        await signInAsNewUser();
        await page.goto(`${suite.app.baseUrl}/`);
        await fileInput().setInputFiles(
          {
            name: 'huge.jpg',
            mimeType: 'image/jpeg',
            buffer: Buffer.alloc(26 * 1024 * 1024),
          },
          { timeout: 30_000 },
        );
        const error = uploadCard().getByRole('alert');
        await error.getByText(TOO_LARGE).waitFor();
        await toasts().getByText(TOO_LARGE).waitFor();
        await toasts().getByText(TOO_LARGE).waitFor({ state: 'hidden', timeout: 10_000 });
        expect(await error.innerText()).to.equal(`Upload Error: ${TOO_LARGE}`);
        const describedBy = (await fileInput().getAttribute('aria-describedby'))!.split(' ');
        expect(describedBy).to.include(await error.getAttribute('id'));
        await uploadCard().getByText('up to 50MB', { exact: false }).first().waitFor();
        await expectNoSidewaysScrolling('the upload card with its error');
        await screenshot(page, 'upload-too-large');

        await fileInput().setInputFiles({ name: 'faucet.jpg', mimeType: 'image/jpeg', buffer: photo });
        await error.waitFor({ state: 'detached' });
      });

      it('mentions the 2 free repairs on the pricing page, and offers a repair before a checkout to someone who has them', async () => {
        await page.goto(`${suite.app.baseUrl}/pricing`);
        await page.getByText('Every account starts with 2 free repairs', { exact: false }).waitFor();
        await expectNoSidewaysScrolling('the pricing page');
        await screenshot(page, 'pricing');

        await signInAsNewUser();
        await page.goto(`${suite.app.baseUrl}/pricing`);
        const checkouts: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === '/api/create-one-time-checkout') checkouts.push(request.url());
        });
        await page.getByRole('link', { name: 'Buy a Repair' }).click();
        await page.getByText('You still have 2 free repairs: use them before buying one.').waitFor();
        expect(checkouts, 'no checkout without asking').to.deep.equal([]);
        await expectNoSidewaysScrolling('the checkout page');
        await screenshot(page, 'checkout-free-repairs-left');
        await page.getByRole('link', { name: 'Start a repair' }).click();
        await uploadCard().waitFor();
      });
    });
  }
});
