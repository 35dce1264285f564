import { expect } from 'chai';
import sinon from 'sinon';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const ADMIN = 'lifetime-admin@example.com';
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Admin sessions end sooner than customers' (ADMIN_SESSION_IDLE_MINUTES, ADMIN_SESSION_ABSOLUTE_HOURS): a
 * forgotten console tab is a far bigger prize. Only Date is faked, so the server's clock moves and its sockets,
 * timers and database do not notice.
 */
describe('admin session lifetime (through the real server)', () => {
  let server: TestApp;
  let clock: sinon.SinonFakeTimers;

  before(async () => {
    server = await startTestApp({
      env: { ADMIN_EMAILS: ADMIN, ADMIN_SESSION_IDLE_MINUTES: '30', ADMIN_SESSION_ABSOLUTE_HOURS: '12' },
    });
  });
  after(async () => server.close());
  beforeEach(() => {
    clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date'], shouldAdvanceTime: true });
  });
  afterEach(() => clock.restore());

  const signedIn = async (email: string) => {
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, { email });
    return browser;
  };
  const userStatus = async (browser: TestBrowser) => (await browser.request('/api/auth/user')).status;

  it('signs an admin out after 31 idle minutes, while a customer idle as long stays signed in', async () => {
    const admin = await signedIn(ADMIN);
    const customer = await signedIn('idle-customer@example.com');
    expect(await userStatus(admin)).to.equal(200);

    clock.tick(31 * MINUTE_MS);

    expect(await userStatus(admin)).to.equal(401);
    expect(admin.cookies.has('rl_session'), 'the ended session cookie is cleared').to.equal(false);
    expect(await userStatus(customer)).to.equal(200);
  });

  it('keeps an admin who keeps working signed in past the idle limit', async () => {
    const admin = await signedIn(ADMIN);
    for (let step = 0; step < 4; step++) {
      clock.tick(20 * MINUTE_MS);
      expect(await userStatus(admin), `after ${(step + 1) * 20} minutes`).to.equal(200);
    }
  });

  it('ends an admin session 12 hours after sign-in however busy, while a customer session goes on', async () => {
    const admin = await signedIn(ADMIN);
    const customer = await signedIn('busy-customer@example.com');
    for (let elapsed = 20 * MINUTE_MS; elapsed < 12 * HOUR_MS; elapsed += 20 * MINUTE_MS) {
      clock.tick(20 * MINUTE_MS);
      await userStatus(customer);
      expect(await userStatus(admin), `after ${elapsed / MINUTE_MS} minutes`).to.equal(200);
    }

    clock.tick(20 * MINUTE_MS);

    expect(await userStatus(admin)).to.equal(401);
    expect(await userStatus(customer)).to.equal(200);
  });
});
