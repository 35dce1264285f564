import { expect } from 'chai';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { startTestApp, type TestApp, useServerPerSuite } from '../../support/test-app.js';

/** Signing out changes state, so it is a POST under the origin check: no other site can sign a person out. */
describe('signing out (through the real server)', () => {
  let server: TestApp;
  useServerPerSuite(startTestApp, (started) => (server = started));

  const signedIn = async (email: string) => {
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, { email });
    return browser;
  };
  const isSignedIn = async (browser: TestBrowser) => (await browser.request('/api/auth/user')).status === 200;

  it('ends the session on POST and answers where to go next: the provider, which ends its session too', async () => {
    const browser = await signedIn('post-sign-out@example.com');
    const response = await browser.request('/api/logout', { method: 'POST' });
    expect(response.status).to.equal(200);
    expect(response.headers.get('cache-control')).to.contain('no-store');
    const { redirectTo } = (await response.json()) as { redirectTo: string };
    expect(new URL(redirectTo).pathname).to.equal('/oidc/session/end');
    expect(await isSignedIn(browser)).to.equal(false);
  });

  it('answers 405 to a GET (a link, an image, a page load) and leaves the person signed in', async () => {
    const browser = await signedIn('get-sign-out@example.com');
    const response = await browser.request('/api/logout');
    expect(response.status).to.equal(405);
    expect(response.headers.get('set-cookie')).to.equal(null);
    expect(await isSignedIn(browser)).to.equal(true);
  });

  it('refuses a POST from another site with 403 and leaves the person signed in', async () => {
    const browser = await signedIn('cross-site-sign-out@example.com');
    for (const origin of ['https://evil.example', null]) {
      const response = await browser.request('/api/logout', { method: 'POST', origin });
      expect(response.status, `origin ${origin}`).to.equal(403);
    }
    expect(await isSignedIn(browser)).to.equal(true);
  });

  it('sends a visitor without a session home', async () => {
    const response = await new TestBrowser(server.baseUrl).request('/api/logout', { method: 'POST' });
    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({ redirectTo: '/' });
  });
});
