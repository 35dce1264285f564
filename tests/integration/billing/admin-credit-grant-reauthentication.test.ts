import { expect } from 'chai';
import sinon from 'sinon';
import type { AdminUser, AuthUser } from '../../../src/api-contract.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { startTestApp, type TestApp, useServerPerSuite } from '../../support/test-app.js';

const ADMIN = 'granting-admin@example.com';
const MINUTE_MS = 60 * 1000;

/**
 * Granting credits is giving money away: the admin must have proved who they are at the provider in the last
 * ten minutes, however long the console session itself may live. The console sends them through /api/login with
 * `reauthenticate=1` (max_age=0, prompt=login) and back to the person's page.
 */
describe('admin credit grants ask for a recent sign-in (through the real server)', () => {
  let server: TestApp;
  let clock: sinon.SinonFakeTimers;
  let customerId: string;

  useServerPerSuite(
    () => startTestApp({ env: { ADMIN_EMAILS: ADMIN } }),
    (started) => (server = started),
  );
  before(async () => {
    const customer = new TestBrowser(server.baseUrl);
    await signIn(customer, { email: 'grant-receiver@example.com' });
    customerId = ((await (await customer.request('/api/auth/user')).json()) as AuthUser).id;
  });
  beforeEach(() => {
    clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date'], shouldAdvanceTime: true });
  });
  afterEach(() => clock.restore());

  const signedInAdmin = async () => {
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, { email: ADMIN });
    return browser;
  };
  const grant = (admin: TestBrowser) =>
    admin.json(`/api/admin/users/${customerId}/credit-grants`, 'POST', { credits: 3, reason: 'Goodwill' });
  const creditsOf = async (admin: TestBrowser) =>
    ((await (await admin.request(`/api/admin/users/${customerId}`)).json()) as AdminUser).credits;

  it('grants right after signing in', async () => {
    const admin = await signedInAdmin();
    const before = await creditsOf(admin);
    expect((await grant(admin)).status).to.equal(201);
    expect(await creditsOf(admin)).to.equal(before + 3);
  });

  it('refuses with 401 reauthentication_required and grants nothing when the sign-in is 11 minutes old', async () => {
    const admin = await signedInAdmin();
    const before = await creditsOf(admin);
    clock.tick(11 * MINUTE_MS);

    const refused = await grant(admin);

    expect(refused.status).to.equal(401);
    const body = (await refused.json()) as { code: string; message: string };
    expect(body.code).to.equal('reauthentication_required');
    expect(body.message).to.match(/sign in again/i);
    expect(await creditsOf(admin), 'the console still works: only the grant asks').to.equal(before);
  });

  it('asks the provider for a fresh sign-in (max_age=0, prompt=login), comes back to the page and then grants', async () => {
    const admin = await signedInAdmin();
    const before = await creditsOf(admin);
    clock.tick(11 * MINUTE_MS);
    expect((await grant(admin)).status).to.equal(401);

    const returnTo = `/admin/users/${customerId}`;
    const started = await admin.request(`/api/login?reauthenticate=1&returnTo=${encodeURIComponent(returnTo)}`);
    const authorization = new URL(started.headers.get('location')!);
    expect(authorization.searchParams.get('max_age')).to.equal('0');
    expect(authorization.searchParams.get('prompt')).to.equal('login');

    const { landedOn } = await signIn(admin, { email: ADMIN, returnTo, reauthenticate: true });

    expect(new URL(landedOn).pathname).to.equal(returnTo);
    expect((await grant(admin)).status).to.equal(201);
    expect(await creditsOf(admin)).to.equal(before + 3);
  });

  it('asks again once the fresh sign-in is itself more than 10 minutes old', async () => {
    const admin = await signedInAdmin();
    clock.tick(11 * MINUTE_MS);
    await signIn(admin, { email: ADMIN, reauthenticate: true });
    expect((await grant(admin)).status).to.equal(201);

    clock.tick(11 * MINUTE_MS);

    expect((await grant(admin)).status).to.equal(401);
  });
});
