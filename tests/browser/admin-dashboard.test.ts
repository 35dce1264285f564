import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { labelPhoto } from '../fixtures/repairs/media.js';
import { pressOnCheckout } from '../integration/contractors/support.js';
import { startRepairsApp } from '../integration/repairs/support.js';
import { seriousAccessibilityViolations, signInInBrowser } from '../support/browser.js';
import { useBrowserPerFile } from '../support/browser-suite.js';
import { signIn, TestBrowser as HttpSession } from '../support/http-client.js';

const ADMIN_EMAIL = 'admin@example.com';

describe('admin console: the dashboard (browser)', function () {
  this.timeout(120_000);
  let page: Page;

  const suite = useBrowserPerFile(
    () => startRepairsApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL, LOCAL_ANALYSIS_READ_TEXT: 'false' } }),
    (fresh) => (page = fresh),
  );
  /** Two people sign up over HTTP: one gets instructions for a photo, the other buys a repair credit (CA$5). */
  before(async () => {
    const fixer = new HttpSession(suite.app.baseUrl);
    await signIn(fixer, { email: 'fixer@example.com' });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await labelPhoto())], { type: 'image/jpeg' }), 'photo.jpg');
    form.append('description', 'My kitchen faucet keeps dripping from the spout even when the handle is off');
    const repair = await fixer.request('/api/repair-requests', { method: 'POST', body: form });
    expect(repair.status).to.equal(201);

    const buyer = new HttpSession(suite.app.baseUrl);
    await signIn(buyer, { email: 'buyer@example.com' });
    const { url } = (await (await buyer.json('/api/create-one-time-checkout', 'POST', {})).json()) as { url: string };
    const landed = await pressOnCheckout(buyer, url, 'Pay');
    const check = await buyer.request(`/api/stripe/session/${landed.searchParams.get('session_id')}`);
    expect(await check.json()).to.include({ success: true });
  });

  const tiles = () => page.getByRole('group', { name: 'Key figures' });
  /** A tile's figure and its detail line, as shown. */
  async function tile(name: string): Promise<string[]> {
    const term = tiles()
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${name}$`) });
    await term.waitFor();
    return term.locator('xpath=..').getByRole('definition').allInnerTexts();
  }

  it('shows the last 30 days as tiles and charts, then another period when the admin picks one', async () => {
    await signInInBrowser(page, { email: ADMIN_EMAIL, baseUrl: suite.app.baseUrl });
    await page.goto(`${suite.app.baseUrl}/admin`);
    await page.getByRole('heading', { level: 2, name: 'Overview', exact: true }).waitFor();

    expect(await page.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).to.equal('true');
    // The admin signed in too: three new accounts today.
    expect(await tile('New users')).to.deep.equal(['3']);
    expect(await tile('Repairs')).to.deep.equal([
      '1',
      '1 completed, 0 needing more detail, 0 stopped for safety, 0 failed, 0 in progress',
    ]);
    expect(await tile('Free to paid')).to.deep.equal(['33.3%', '1 of 3 new users paid']);
    expect(await tile('Revenue')).to.deep.equal(['$5.00 CAD']);
    expect(await tile('Leads sent')).to.deep.equal(['0', '0 accepted, 0 declined, 0 expired']);

    for (const title of ['New users per day', 'Repairs per day', 'Revenue by plan and region']) {
      const figure = page.getByRole('figure', { name: title });
      await figure.locator('svg.recharts-surface').first().waitFor();
    }
    // Beside its chart, the revenue table for everyone; the daily figures as tables for screen readers.
    const revenue = page.getByRole('figure', { name: 'Revenue by plan and region' }).getByRole('table');
    expect(await revenue.getByRole('row').nth(1).innerText()).to.match(/^Pay per Repair\s+Canada\s+1\s+\$5\.00 CAD$/);
    const usersTable = page.getByRole('table', { name: 'New users per day' });
    expect(await usersTable.getByRole('row').count()).to.equal(31);

    await page.getByRole('button', { name: 'Last 7 days' }).click();
    // A header row and one row per day: the ninth row goes when the seven days arrive.
    await usersTable.getByRole('row').nth(8).waitFor({ state: 'detached' });
    expect(await usersTable.getByRole('row').count()).to.equal(8);
    expect(await page.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).to.equal('true');
    expect(await tile('New users')).to.deep.equal(['3']);

    await page.getByLabel('From').fill('2024-01-01');
    await page.getByLabel('To', { exact: true }).fill('2024-01-31');
    await page.getByRole('button', { name: 'Show period' }).click();
    await page.getByText(/^Jan\.? 1, 2024 to Jan\.? 31, 2024, in UTC days$/).waitFor();
    expect(await tile('New users')).to.deep.equal(['0']);
    expect(await tile('Revenue')).to.deep.equal(['None']);
    await page.getByText('No payments in this period.').waitFor();
    expect(await page.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).to.equal('false');
  });

  it('has no serious accessibility problems, charts included', async () => {
    await signInInBrowser(page, { email: ADMIN_EMAIL, baseUrl: suite.app.baseUrl });
    await page.goto(`${suite.app.baseUrl}/admin`);
    await page.getByRole('figure', { name: 'Repairs per day' }).locator('svg.recharts-surface').first().waitFor();
    expect(await seriousAccessibilityViolations(page)).to.deep.equal([]);
  });

  it("says what is wrong with a backwards period, in the server's words", async () => {
    await signInInBrowser(page, { email: ADMIN_EMAIL, baseUrl: suite.app.baseUrl });
    await page.goto(`${suite.app.baseUrl}/admin`);
    await tiles().waitFor();
    await page.getByLabel('From').fill('2024-02-10');
    await page.getByLabel('To', { exact: true }).fill('2024-02-01');
    await page.getByRole('button', { name: 'Show period' }).click();
    await page.getByRole('alert').getByText('from must be on or before to').waitFor();
  });
});
