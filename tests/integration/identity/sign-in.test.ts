import { expect } from 'chai';
import type { AuthUser } from '../../../src/api-contract.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { startTestApp, type TestApp, useServerPerSuite } from '../../support/test-app.js';

describe('signing in with OpenID Connect (embedded development provider)', () => {
  let server: TestApp;
  useServerPerSuite(
    () => startTestApp({ env: { ADMIN_EMAILS: 'ops@repairlens.test' } }),
    (started) => (server = started),
  );

  const currentUser = async (browser: TestBrowser) => {
    const response = await browser.request('/api/auth/user');
    return { status: response.status, body: (await response.json()) as AuthUser & { message?: string } };
  };

  it('answers 401 "Unauthorized" for the user while nobody is signed in', async () => {
    const { status, body } = await currentUser(new TestBrowser(server.baseUrl));
    expect(status).to.equal(401);
    expect(body).to.deep.equal({ message: 'Unauthorized' });
  });

  it('sends /api/login to the provider with PKCE (S256), state and nonce', async () => {
    const response = await new TestBrowser(server.baseUrl).request('/api/login');
    expect(response.status).to.equal(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).to.equal('/oidc/auth');
    expect(location.searchParams.get('code_challenge_method')).to.equal('S256');
    expect(location.searchParams.get('code_challenge')).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(location.searchParams.get('state')).to.have.length.greaterThan(40);
    expect(location.searchParams.get('nonce')).to.have.length.greaterThan(40);
    expect(location.searchParams.get('redirect_uri')).to.equal(`${server.baseUrl}/api/callback`);
  });

  it('creates the account on first sign-in with 2 free fixes and the names from the form', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const { landedOn } = await signIn(browser, { email: 'Ada@Example.com', firstName: 'Ada', lastName: 'Lovelace' });
    expect(new URL(landedOn).pathname).to.equal('/');
    const { status, body } = await currentUser(browser);
    expect(status).to.equal(200);
    expect(body).to.deep.include({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: null,
      freeFixesRemaining: 2,
      credits: 0,
      subscriptionStatus: 'inactive',
      subscriptionPlan: null,
      stripeCustomerId: null,
      isAdmin: false,
    });
    expect(body.roles).to.deep.equal([]);
    expect(body.id).to.match(/^[0-9a-f-]{36}$/);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/ and never exposes it to scripts', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const started = await browser.request('/api/login');
    const signInCookie = started.headers.getSetCookie().find((line) => line.startsWith('rl_signin='))!;
    expect(signInCookie)
      .to.match(/httponly/i)
      .and.match(/samesite=lax/i)
      .and.match(/path=\//i);
    await signIn(browser, { email: 'cookie@example.com' });
    expect(browser.cookies.get('rl_session')).to.match(/^[A-Za-z0-9_-]{43}$/);
  });

  it('signs the same person in to the same account, keeping names they edited', async () => {
    const first = new TestBrowser(server.baseUrl);
    await signIn(first, { email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' });
    const { body: before } = await currentUser(first);
    await first.json('/api/user/profile', 'PATCH', { firstName: 'Amazing', lastName: 'Grace' });

    const second = new TestBrowser(server.baseUrl);
    await signIn(second, { email: 'grace@example.com', firstName: 'Other', lastName: 'Name' });
    const { body: after } = await currentUser(second);
    expect(after.id).to.equal(before.id);
    expect(after).to.deep.include({ firstName: 'Amazing', lastName: 'Grace', freeFixesRemaining: 2 });
  });

  it('issues a new session id at every sign-in, never reusing one the browser had', async () => {
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, { email: 'rotate@example.com' });
    const firstSession = browser.cookies.get('rl_session');
    await signIn(browser, { email: 'rotate@example.com' });
    expect(browser.cookies.get('rl_session')).to.be.a('string').and.not.equal(firstSession);
    const replay = new TestBrowser(server.baseUrl);
    replay.cookies.set('rl_session', firstSession!);
    expect((await currentUser(replay)).status, 'the first session still works: sign-in does not end others').to.equal(
      200,
    );
  });

  it('recognises configured admin e-mails on the server and says so in the user', async () => {
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, { email: 'OPS@repairlens.test' });
    const { body } = await currentUser(browser);
    expect(body.roles).to.deep.equal(['admin']);
    expect(body.isAdmin).to.equal(true);
  });

  it('returns to the page the person came from, but never to another site', async () => {
    const browser = new TestBrowser(server.baseUrl);
    expect(
      new URL((await signIn(browser, { email: 'back@example.com', returnTo: '/pricing?x=1' })).landedOn).pathname,
    ).to.equal('/pricing');
    const other = new TestBrowser(server.baseUrl);
    const { landedOn } = await signIn(other, { email: 'back@example.com', returnTo: '//evil.example/steal' });
    expect(new URL(landedOn).origin).to.equal(server.baseUrl);
    expect(new URL(landedOn).pathname).to.equal('/');
  });

  it('refuses a callback from a browser that did not start the sign-in', async () => {
    const starter = new TestBrowser(server.baseUrl);
    const started = await starter.request('/api/login');
    const form = await starter.follow(started, `${server.baseUrl}/api/login`);
    const action = /<form method="post" action="([^"]+)"/.exec(await form.response.text())![1]!;
    const actionUrl = new URL(action, form.url);
    const submitted = await starter.request(actionUrl.toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=victim%40example.com',
    });
    // Walk the provider's redirects but stop before the callback, then hand the callback to another browser.
    let response = submitted;
    let url = actionUrl.toString();
    while (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location')!, url).toString();
      if (url.includes('/api/callback')) break;
      response = await starter.request(url);
    }
    expect(url).to.contain('/api/callback');
    const attacker = new TestBrowser(server.baseUrl);
    const callback = await attacker.request(url);
    expect(callback.status).to.equal(302);
    expect(callback.headers.get('location')).to.equal('/?error=sign_in_expired');
    expect(attacker.cookies.has('rl_session')).to.equal(false);
    const again = await starter.request(url);
    expect(again.headers.get('location'), 'the attempt was used up').to.equal('/?error=sign_in_expired');
  });

  it('sends the browser to the Authentication Error screen when the provider reports a denial', async () => {
    const browser = new TestBrowser(server.baseUrl);
    await browser.request('/api/login');
    const response = await browser.request('/api/callback?error=access_denied&state=unknown');
    expect(response.headers.get('location')).to.equal('/?error=access_denied');
  });

  it('ends the session on the server at sign-out, so a replayed session cookie is refused', async () => {
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, { email: 'leaving@example.com' });
    const stolen = browser.cookies.get('rl_session')!;
    const logout = await browser.request('/api/logout', { method: 'POST' });
    expect(logout.status).to.equal(200);
    const providerLogout = new URL(((await logout.json()) as { redirectTo: string }).redirectTo);
    expect(providerLogout.pathname, 'the provider session ends too').to.equal('/oidc/session/end');
    expect(providerLogout.searchParams.get('post_logout_redirect_uri')).to.equal(`${server.baseUrl}/`);
    expect(browser.cookies.has('rl_session')).to.equal(false);

    const replay = new TestBrowser(server.baseUrl);
    replay.cookies.set('rl_session', stolen);
    expect((await currentUser(replay)).status).to.equal(401);
  });
});

describe('session lifetime', () => {
  let server: TestApp;
  before(async () => {
    // 0.0004 hours is about 1.4 seconds of idleness.
    server = await startTestApp({ env: { SESSION_IDLE_TIMEOUT_HOURS: '0.0004' } });
  });
  after(async () => server.close());

  it('ends a session left idle past the idle timeout', async () => {
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, { email: 'idle@example.com' });
    expect((await browser.request('/api/auth/user')).status).to.equal(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await browser.request('/api/auth/user')).status).to.equal(401);
  });
});

describe('signing in on a port of its own, with PUBLIC_URL left unset', () => {
  let server: TestApp;
  before(async () => {
    // startTestApp picks a free port other than 3000; an empty PUBLIC_URL counts as unset.
    server = await startTestApp({ env: { PUBLIC_URL: '' } });
  });
  after(async () => server.close());

  it('derives its public address from PORT and completes the development sign-in there', async () => {
    expect(server.baseUrl).to.match(/^http:\/\/localhost:\d+$/);
    expect(server.baseUrl).not.to.equal('http://localhost:3000');
    const browser = new TestBrowser(server.baseUrl);
    const { landedOn } = await signIn(browser, { email: 'port@example.com' });
    expect(new URL(landedOn).origin).to.equal(server.baseUrl);
    const user = await browser.request('/api/auth/user');
    expect(user.status).to.equal(200);
    expect(((await user.json()) as AuthUser).email).to.equal('port@example.com');
  });
});
