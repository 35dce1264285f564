import { expect } from 'chai';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** A test browser that also keeps every Set-Cookie line it was sent, to read the attributes. */
function recordingBrowser(baseUrl: string): { browser: TestBrowser; setCookies: string[] } {
  const browser = new TestBrowser(baseUrl);
  const setCookies: string[] = [];
  const request = browser.request.bind(browser);
  browser.request = async (path, init) => {
    const response = await request(path, init);
    setCookies.push(...response.headers.getSetCookie());
    return response;
  };
  return { browser, setCookies };
}

const hintLines = (setCookies: string[]) => setCookies.filter((line) => line.startsWith('rl_signed_in='));

/**
 * The signed-in hint (issue 17): a cookie scripts may read, with no secret in it, so that the shell asks who is
 * signed in only when someone may be. It comes and goes with the session cookie.
 */
describe('the signed-in hint cookie beside the session', () => {
  let server: TestApp;
  before(async () => {
    // 0.0004 hours is about 1.4 seconds of idleness.
    server = await startTestApp({ env: { SESSION_IDLE_TIMEOUT_HOURS: '0.0004' } });
  });
  after(async () => server.close());

  it('is set at sign-in, readable by scripts, SameSite=Lax, Path=/, holding nothing but 1', async () => {
    const { browser, setCookies } = recordingBrowser(server.baseUrl);
    await signIn(browser, { email: 'hint@example.com' });
    const [hint] = hintLines(setCookies);
    expect(hint).to.match(/^rl_signed_in=1;/);
    expect(hint).not.to.match(/httponly/i);
    expect(hint)
      .to.match(/samesite=lax/i)
      .and.match(/path=\//i);
    expect(browser.cookies.get('rl_signed_in')).to.equal('1');
  });

  it('is given to a session signed in before the hint existed, on its next request', async () => {
    const { browser } = recordingBrowser(server.baseUrl);
    await signIn(browser, { email: 'hint-older@example.com' });
    browser.cookies.delete('rl_signed_in');
    expect((await browser.request('/api/repair-requests')).status).to.equal(200);
    expect(browser.cookies.get('rl_signed_in')).to.equal('1');
  });

  it('is cleared with the session at sign-out', async () => {
    const { browser } = recordingBrowser(server.baseUrl);
    await signIn(browser, { email: 'hint-leaving@example.com' });
    expect(browser.cookies.get('rl_signed_in')).to.equal('1');
    await browser.request('/api/logout', { method: 'POST' });
    expect(browser.cookies.has('rl_session')).to.equal(false);
    expect(browser.cookies.has('rl_signed_in')).to.equal(false);
  });

  it('is cleared with a session that has expired', async () => {
    const { browser } = recordingBrowser(server.baseUrl);
    await signIn(browser, { email: 'hint-idle@example.com' });
    expect(browser.cookies.get('rl_signed_in')).to.equal('1');
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await browser.request('/api/auth/user')).status).to.equal(401);
    expect(browser.cookies.has('rl_signed_in')).to.equal(false);
  });
});
