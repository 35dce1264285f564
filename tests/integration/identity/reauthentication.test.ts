import { expect } from 'chai';
import sinon from 'sinon';
import { startAppOnExternalIssuer, type AppOnExternalIssuer } from '../../support/external-issuer.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import type { TestApp } from '../../support/test-app.js';

const MINUTE_MS = 60 * 1000;

/**
 * Signing in again to confirm it is you (`/api/login?reauthenticate=1`, asked before granting credits) asks the
 * issuer for max_age=0 and prompt=login, and believes only an ID token whose auth_time says it happened just now.
 * The issuer runs on its own port without RepairLens's usual prompt=login, so it keeps a session of its own and
 * would sign the person in silently, as a real single sign-on issuer does.
 */
describe('signing in again to confirm it is you (external issuer)', () => {
  let appOnIssuer: AppOnExternalIssuer | undefined;
  let server: TestApp;
  let clock: sinon.SinonFakeTimers;

  before(async () => {
    appOnIssuer = await startAppOnExternalIssuer({
      clientId: 'repairlens-reauthentication',
      clientSecret: 'reauthentication-test-secret',
    });
    server = appOnIssuer.app;
  });
  after(async () => appOnIssuer?.close());
  beforeEach(() => {
    clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date'], shouldAdvanceTime: true });
  });
  afterEach(() => clock.restore());

  /** Signed in at the issuer and here 11 minutes ago; the issuer's own session is still on. */
  const signedInLongAgo = async (email: string) => {
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, { email });
    clock.tick(11 * MINUTE_MS);
    return browser;
  };
  const providerPage = async (browser: TestBrowser, authorizationUrl: URL) => {
    const start = authorizationUrl.toString();
    const { response, url } = await browser.follow(await browser.request(start), start);
    return { html: await response.text(), url: new URL(url) };
  };

  it('a plain sign-in goes through silently on the issuer session, a re-authentication shows its form', async () => {
    const browser = await signedInLongAgo('silent@example.com');

    const plain = await browser.request('/api/login');
    const silently = await providerPage(browser, new URL(plain.headers.get('location')!));
    expect(silently.url.origin, 'back at RepairLens without a form').to.equal(server.baseUrl);

    const fresh = await browser.request('/api/login?reauthenticate=1');
    const asked = await providerPage(browser, new URL(fresh.headers.get('location')!));
    expect(asked.html).to.contain('<form method="post"');
  });

  for (const [issuerIgnores, keptParameters] of [
    ['max_age and prompt (no auth_time in the ID token)', {}],
    ['prompt=login and answers with its old auth_time', { max_age: '86400' }],
  ] as const) {
    it(`refuses the callback when the issuer ignores ${issuerIgnores}, and keeps the session as it was`, async () => {
      const browser = await signedInLongAgo(`ignored-${Object.keys(keptParameters).length}@example.com`);
      const sessionBefore = browser.cookies.get('rl_session');

      const started = await browser.request('/api/login?reauthenticate=1');
      const authorization = new URL(started.headers.get('location')!);
      authorization.searchParams.delete('prompt');
      authorization.searchParams.delete('max_age');
      for (const [name, value] of Object.entries(keptParameters)) authorization.searchParams.set(name, value);
      const landed = await providerPage(browser, authorization);

      expect(landed.url.origin).to.equal(server.baseUrl);
      expect(landed.url.pathname + landed.url.search).to.equal('/?error=sign_in_failed');
      expect(browser.cookies.get('rl_session')).to.equal(sessionBefore);
    });
  }
});
