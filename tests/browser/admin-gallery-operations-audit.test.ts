import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { AdminGalleryList } from '../../src/api-contract.js';
import { EMAIL_OUTBOX } from '../../src/shared/email/email.js';
import { labelPhoto } from '../fixtures/repairs/media.js';
import {
  launchBrowser,
  seriousAccessibilityViolations,
  signInInBrowser,
  type TestBrowser,
} from '../support/browser.js';
import { signIn, TestBrowser as HttpBrowser } from '../support/http-client.js';
import { signedInBrowser, startRepairsApp, uploadOk, type RepairsTestApp } from '../integration/repairs/support.js';

const ADMIN = 'curator@example.com';
const ERROR_MESSAGE = 'TypeError: the repair card exploded at 42% loaded';
const EMAIL_SUBJECT = 'Your contractor application was received';

describe('admin console: gallery curation, operations and the audit log (browser)', function () {
  this.timeout(120_000);
  let app: RepairsTestApp;
  let browser: TestBrowser;
  let page: Page;
  /** Titles of three shared repairs, oldest first. */
  let titles: { faucet: string; toilet: string; newest: string };

  before(async () => {
    app = await startRepairsApp({ env: { ADMIN_EMAILS: ADMIN } });
    const photo = await labelPhoto();
    const share = async (owner: HttpBrowser, description: string) => {
      const { id } = await uploadOk(owner, { bytes: photo, description });
      const shared = await owner.json(`/api/repair-requests/${id}/sharing`, 'PATCH', { shared: true });
      if (shared.status !== 200) throw new Error(`sharing "${description}" answered ${shared.status}`);
      return id;
    };
    const first = await signedInBrowser(app.baseUrl, 'first');
    const faucet = await share(first, 'My kitchen faucet keeps dripping from the spout even when the handle is off');
    const toilet = await share(first, 'The toilet keeps running and refilling the tank every few minutes');
    const second = await signedInBrowser(app.baseUrl, 'second');
    const newest = await share(second, 'My bike tire went flat: the inner tube has a puncture');

    const admin = new HttpBrowser(app.baseUrl);
    await signIn(admin, { email: ADMIN });
    const { items } = (await (await admin.request('/api/admin/gallery')).json()) as AdminGalleryList;
    const titleOf = (id: string) => items.find((item) => item.id === id)!.title;
    titles = { faucet: titleOf(faucet), toilet: titleOf(toilet), newest: titleOf(newest) };
    expect(new Set(Object.values(titles)).size, 'three different titles').to.equal(3);

    const logged = await new HttpBrowser(app.baseUrl).json('/api/log-error', 'POST', {
      error: ERROR_MESSAGE,
      timestamp: new Date().toISOString(),
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
      url: `${app.baseUrl}/dashboard`,
    });
    expect(logged.status).to.equal(204);
    const outbox = app.app.container.get(EMAIL_OUTBOX);
    await app.app.database.withContext(() =>
      outbox.add([
        { to: 'pro@example.com', subject: EMAIL_SUBJECT, text: 'We will review your application soon.', html: '' },
      ]),
    );

    browser = await launchBrowser();
    page = await browser.newPage();
    await signInInBrowser(page, { email: ADMIN, baseUrl: app.baseUrl });
  });
  after(async () => {
    await page?.context().close();
    await browser?.close();
    await app?.close();
  });

  const status = () => page.getByRole('main').getByRole('status');
  const publicGalleryTitles = async () => {
    await page.goto(`${app.baseUrl}/gallery`);
    await page.getByRole('article').first().waitFor();
    return page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
  };

  it('hides one repair and features another: the public gallery drops the first and lists the second first', async () => {
    expect(await publicGalleryTitles()).to.deep.equal([titles.newest, titles.toilet, titles.faucet]);

    await page.goto(`${app.baseUrl}/admin/gallery`);
    await page.getByRole('heading', { level: 2, name: 'Gallery curation' }).waitFor();
    await page.getByRole('button', { name: `Hide “${titles.toilet}”` }).click();
    await status().getByText(`“${titles.toilet}” is hidden from the public gallery.`).waitFor();
    await page.getByRole('button', { name: `Show “${titles.toilet}”` }).waitFor();
    expect(await page.getByRole('button', { name: `Feature “${titles.toilet}”` }).isDisabled()).to.equal(true);

    await page.getByRole('button', { name: `Feature “${titles.faucet}”` }).click();
    await status().getByText(`“${titles.faucet}” is featured: the public gallery lists it first.`).waitFor();
    await page.getByRole('button', { name: `Unfeature “${titles.faucet}”` }).waitFor();

    await page.getByRole('combobox', { name: 'Visibility' }).selectOption('hidden');
    // The list of every state stays up until the hidden ones arrive, and it has the toilet row too.
    await page.getByRole('row').filter({ hasText: titles.faucet }).waitFor({ state: 'detached' });
    expect(await page.getByRole('row').filter({ hasText: titles.toilet }).count()).to.equal(1);
    expect(await seriousAccessibilityViolations(page)).to.deep.equal([]);

    expect(await publicGalleryTitles()).to.deep.equal([titles.faucet, titles.newest]);
  });

  it("opens the owner's account in Users from a shared repair's row", async () => {
    await page.goto(`${app.baseUrl}/admin/gallery`);
    const row = page.getByRole('row').filter({ hasText: titles.newest });
    await row.getByRole('link', { name: /^Account [0-9a-f]{8}…$/ }).click();
    await page.getByRole('heading', { level: 2, name: /^second-.*@example\.com$/ }).waitFor();
    expect(new URL(page.url()).pathname).to.match(/^\/admin\/users\/[0-9a-f-]{36}$/);
  });

  it('finds a logged browser error and an outbox e-mail, whose text body opens from its row', async () => {
    await page.goto(`${app.baseUrl}/admin/operations`);
    await page.getByRole('tab', { name: 'Client errors', selected: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Message, page or browser' }).fill('42%');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('table', { name: 'Client errors' }).getByText(ERROR_MESSAGE).waitFor();
    await page.getByText('1–1 of 1').waitFor();
    expect(await seriousAccessibilityViolations(page)).to.deep.equal([]);

    await page.getByRole('tab', { name: 'E-mail outbox' }).click();
    await page.getByRole('searchbox', { name: 'Recipient or subject' }).fill('application was');
    await page.getByRole('button', { name: 'Search' }).click();
    const outbox = page.getByRole('table', { name: 'E-mail outbox' });
    await outbox.getByText(EMAIL_SUBJECT).click();
    await outbox.getByText('We will review your application soon.').waitFor();
    expect(await outbox.getByRole('row').count(), 'the heading row and one e-mail').to.equal(2);
  });

  it('shows the audit entries of those actions with who did them and what changed', async () => {
    await page.goto(`${app.baseUrl}/admin/audit-log`);
    await page.getByRole('searchbox', { name: 'Action' }).fill('repairs.');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByText('1–2 of 2').waitFor();
    const hide = page.getByRole('row').filter({ hasText: 'repairs.hide' });
    const feature = page.getByRole('row').filter({ hasText: 'repairs.feature' });
    await hide.getByText(ADMIN).waitFor();
    await hide.getByText('hidden: false → true').waitFor();
    await feature.getByText('featured: false → true').click();
    await feature.getByText('"featured": true').waitFor();
    expect(await seriousAccessibilityViolations(page)).to.deep.equal([]);
  });
});
