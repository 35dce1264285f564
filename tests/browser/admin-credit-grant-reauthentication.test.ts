import { expect } from 'chai';
import type { Page } from 'playwright-core';
import sinon from 'sinon';
import type { AuthUser } from '../../src/api-contract.js';
import { signInInBrowser, submitProviderForm } from '../support/browser.js';
import { useBrowserPerFile } from '../support/browser-suite.js';
import { signIn, TestBrowser as HttpBrowser } from '../support/http-client.js';

const ADMIN_EMAIL = 'reauthenticating.admin@example.com';
const MINUTE_MS = 60 * 1000;

/** The server's clock is moved (only Date is faked, in this process where the server runs); Chromium's is not. */
describe('admin console: granting credits after signing in again (browser)', () => {
  let page: Page;
  let clock: sinon.SinonFakeTimers;
  const suite = useBrowserPerFile({ env: { ADMIN_EMAILS: ADMIN_EMAIL } }, (fresh) => (page = fresh));
  afterEach(() => clock?.restore());

  it('asks an admin whose sign-in is 11 minutes old to sign in again, comes back with the grant kept and grants', async () => {
    const person = new HttpBrowser(suite.app.baseUrl);
    await signIn(person, { email: 'kept.grant@example.com' });
    const personId = ((await (await person.request('/api/auth/user')).json()) as AuthUser).id;
    await signInInBrowser(page, { email: ADMIN_EMAIL, baseUrl: suite.app.baseUrl });
    clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date'], shouldAdvanceTime: true });
    clock.tick(11 * MINUTE_MS);

    await page.goto(`${suite.app.baseUrl}/admin/users/${personId}`);
    await page.getByRole('heading', { level: 2, name: 'kept.grant@example.com' }).waitFor();
    await page.getByLabel('Credits', { exact: true }).fill('4');
    await page.getByLabel('Reason', { exact: true }).fill('Refund for a failed repair');
    await page.getByRole('button', { name: 'Grant credits' }).click();

    const notice = page.getByRole('alert').filter({ hasText: 'sign in again to confirm it is you' });
    await notice.waitFor();
    await notice.getByRole('link', { name: 'Sign in again' }).click();
    await page.getByRole('heading', { name: 'Local development sign-in' }).waitFor();
    await submitProviderForm(page, { email: ADMIN_EMAIL });

    await page.getByRole('status').filter({ hasText: 'Signed in again.' }).waitFor();
    expect(new URL(page.url()).pathname).to.equal(`/admin/users/${personId}`);
    expect(await page.getByLabel('Credits', { exact: true }).inputValue()).to.equal('4');
    expect(await page.getByLabel('Reason', { exact: true }).inputValue()).to.equal('Refund for a failed repair');
    await page.getByRole('button', { name: 'Grant credits' }).click();

    await page.getByRole('status').filter({ hasText: 'Granted 4 credits. New balance: 4 credits.' }).waitFor();
    const own = (await (await person.request('/api/auth/user')).json()) as AuthUser;
    expect(own.credits).to.equal(4);
  });
});
