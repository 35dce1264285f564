import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { seriousAccessibilityViolations, signInInBrowser } from '../support/browser.js';
import { useBrowserPerFile } from '../support/browser-suite.js';
import { signIn, TestBrowser as HttpBrowser } from '../support/http-client.js';

const ADMIN_EMAIL = 'admin@example.com';
const PERSON_EMAIL = 'pat.target@example.com';

describe('admin console: users section (browser)', () => {
  let page: Page;
  /** The person the admin looks after, signed in on a device of their own. */
  let personDevice: HttpBrowser;

  const suite = useBrowserPerFile({ env: { ADMIN_EMAILS: ADMIN_EMAIL } }, (fresh) => (page = fresh));
  before(async () => {
    personDevice = new HttpBrowser(suite.app.baseUrl);
    await signIn(personDevice, { email: PERSON_EMAIL, firstName: 'Pat', lastName: 'Target' });
    await signIn(new HttpBrowser(suite.app.baseUrl), { email: 'someone.else@example.com' });
  });
  beforeEach(async () => {
    await signInInBrowser(page, { email: ADMIN_EMAIL, baseUrl: suite.app.baseUrl });
  });

  const fact = (term: string) => page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

  async function openPerson() {
    await page.goto(`${suite.app.baseUrl}/admin/users`);
    await page.getByRole('heading', { level: 2, name: 'Users' }).waitFor();
    await page.getByRole('table', { name: 'Users' }).getByRole('link', { name: 'someone.else@example.com' }).waitFor();
    await page.getByLabel('Search by e-mail').fill('PAT.TARGET');
    await page.getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Users' });
    await table.getByRole('link', { name: 'someone.else@example.com' }).waitFor({ state: 'detached' });
    expect(await table.getByRole('row').count(), 'the heading row and one person').to.equal(2);
    expect(new URL(page.url()).search).to.equal('?q=PAT.TARGET');
    await table.getByRole('link', { name: PERSON_EMAIL }).click();
    await page.getByRole('heading', { level: 2, name: PERSON_EMAIL }).waitFor();
  }

  it('finds a person by e-mail, opens them and grants 3 credits with a reason, seeing the new balance', async () => {
    await openPerson();
    expect(await fact('Name').textContent()).to.equal('Pat Target');
    expect(await fact('Credits').textContent()).to.equal('0');
    expect(await fact('Free fixes').textContent()).to.equal('2 left, 0 used');

    await page.getByRole('button', { name: 'Grant credits' }).click();
    await page.getByText('Enter a whole number of credits from 1 to 1000.').waitFor();
    await page.getByText('Give a reason of at most 500 characters').waitFor();

    await page.getByLabel('Credits', { exact: true }).fill('3');
    await page.getByLabel('Reason', { exact: true }).fill('Goodwill after a failed repair');
    await page.getByRole('button', { name: 'Grant credits' }).click();

    await page.getByRole('status').filter({ hasText: 'Granted 3 credits. New balance: 3 credits.' }).waitFor();
    await page.waitForFunction(
      () =>
        document.evaluate("//dt[.='Credits']/following-sibling::dd[1]", document).iterateNext()?.textContent === '3',
    );
    const ledger = page.getByRole('table', { name: 'Recent balance changes' });
    await ledger
      .getByRole('row', { name: /Granted by an admin.*\+3.*Goodwill after a failed repair.*admin@example\.com/ })
      .waitFor();

    const own = (await (await personDevice.request('/api/auth/user')).json()) as { credits: number };
    expect(own.credits).to.equal(3);
  });

  it("shows a person's page with no serious accessibility problems", async () => {
    await openPerson();
    await page.getByRole('button', { name: 'Grant credits' }).click();
    await page.getByText('Enter a whole number of credits from 1 to 1000.').waitFor();
    expect(await seriousAccessibilityViolations(page)).to.deep.equal([]);
  });

  it("ends a person's sessions after a confirmation: their device is signed out", async () => {
    await openPerson();
    expect(await fact('Active sessions').textContent()).to.equal('1');

    await page.getByRole('button', { name: 'End all sessions' }).click();
    const confirmation = page.getByRole('group', { name: 'Confirm ending all sessions' });
    await confirmation.getByText(`End all of ${PERSON_EMAIL}'s sessions?`).waitFor();
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    expect((await personDevice.request('/api/auth/user')).status, 'cancelled: still signed in').to.equal(200);

    await page.getByRole('button', { name: 'End all sessions' }).click();
    await page.getByRole('button', { name: 'Yes, end all sessions' }).click();
    await page.getByRole('status').filter({ hasText: 'Ended 1 session.' }).waitFor();
    await page.waitForFunction(
      () =>
        document.evaluate("//dt[.='Active sessions']/following-sibling::dd[1]", document).iterateNext()?.textContent ===
        '0',
    );
    expect((await personDevice.request('/api/auth/user')).status).to.equal(401);
  });
});
