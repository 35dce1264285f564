import { expect } from 'chai';
import type { AuthUser } from '../../../src/api-contract.js';
import { desktopFingerprint as fingerprint } from '../../support/device-fingerprints.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { startOfFreshWindowIfNeeded } from '../../support/rate-limit-window.js';
import { startTestApp, type TestApp, useServerPerSuite } from '../../support/test-app.js';

describe('device fingerprint and the free-fix cap per device', () => {
  let server: TestApp;
  useServerPerSuite(startTestApp, (started) => (server = started));

  const freeFixesOf = async (browser: TestBrowser) =>
    ((await (await browser.request('/api/auth/user')).json()) as AuthUser).freeFixesRemaining;

  /** A browser on a given device: the app reports the fingerprint at start, then the person signs up. */
  async function signUpOnDevice(canvas: string, email: string): Promise<TestBrowser> {
    const browser = new TestBrowser(server.baseUrl);
    const reported = await browser.json('/api/auth/fingerprint', 'POST', fingerprint(canvas));
    expect(reported.status).to.equal(204);
    await signIn(browser, { email });
    return browser;
  }

  it('records a fingerprint with 204 and remembers the device in an HttpOnly cookie', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const response = await browser.json('/api/auth/fingerprint', 'POST', fingerprint('device-0'));
    expect(response.status).to.equal(204);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('rl_device='));
    expect(cookie).to.match(/httponly/i);
    expect(browser.cookies.get('rl_device')).to.match(/^[0-9a-f]{64}$/);
  });

  it('gives the same device the same key whatever the order of its plugins', async () => {
    const first = new TestBrowser(server.baseUrl);
    await first.json('/api/auth/fingerprint', 'POST', fingerprint('device-order'));
    const second = new TestBrowser(server.baseUrl);
    await second.json('/api/auth/fingerprint', 'POST', {
      ...fingerprint('device-order'),
      plugins: ['Chrome PDF Viewer', 'PDF Viewer'],
    });
    expect(second.cookies.get('rl_device')).to.equal(first.cookies.get('rl_device'));
  });

  it('refuses a malformed fingerprint with 400', async () => {
    const browser = new TestBrowser(server.baseUrl);
    for (const body of [
      { ...fingerprint('x'), screen: { width: 'wide', height: 1, colorDepth: 24 } },
      { ...fingerprint('x'), extra: 'field' },
      { userAgent: 'only this' },
      { ...fingerprint('x'), canvas: 'c'.repeat(129) },
    ]) {
      expect((await browser.json('/api/auth/fingerprint', 'POST', body)).status).to.equal(400);
    }
  });

  it('gives free fixes to the first 2 accounts created on one device and none to the third', async () => {
    const first = await signUpOnDevice('shared-device', 'first@example.com');
    const second = await signUpOnDevice('shared-device', 'second@example.com');
    const third = await signUpOnDevice('shared-device', 'third@example.com');
    expect([await freeFixesOf(first), await freeFixesOf(second), await freeFixesOf(third)]).to.deep.equal([2, 2, 0]);
    const elsewhere = await signUpOnDevice('another-device', 'fourth@example.com');
    expect(await freeFixesOf(elsewhere), 'another device is not affected').to.equal(2);
  });

  it('ignores a device cookie the server never issued', async () => {
    await signUpOnDevice('cookie-device', 'c1@example.com');
    await signUpOnDevice('cookie-device', 'c2@example.com');
    const browser = new TestBrowser(server.baseUrl);
    browser.cookies.set('rl_device', 'f'.repeat(64));
    await signIn(browser, { email: 'c3@example.com' });
    expect(await freeFixesOf(browser)).to.equal(2);
    // The app then reports the real device, which has no room left: the gift is taken back.
    await browser.json('/api/auth/fingerprint', 'POST', fingerprint('cookie-device'));
    expect(await freeFixesOf(browser)).to.equal(0);
  });

  it('takes free fixes back when the device is learned only after sign-up and had no room, with a ledger entry', async () => {
    await signUpOnDevice('late-device', 'l1@example.com');
    await signUpOnDevice('late-device', 'l2@example.com');
    const late = new TestBrowser(server.baseUrl);
    await signIn(late, { email: 'late@example.com' });
    expect(await freeFixesOf(late)).to.equal(2);
    await late.json('/api/auth/fingerprint', 'POST', fingerprint('late-device'));
    expect(await freeFixesOf(late)).to.equal(0);
    const exported = (await (await late.request('/api/user/export')).json()) as {
      billing: { ledger: { kind: string; delta: number; reason: string }[] };
    };
    expect(exported.billing.ledger.map(({ kind, delta }) => [kind, delta])).to.deep.equal([
      ['grant', 2],
      ['revoke', -2],
    ]);
  });

  it('rate limits fingerprint reports from one address with 429 and Retry-After', async () => {
    const limited = await startTestApp();
    try {
      const browser = new TestBrowser(limited.baseUrl);
      await startOfFreshWindowIfNeeded(60, 15);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 22; attempt++) {
        statuses.push((await browser.json('/api/auth/fingerprint', 'POST', fingerprint(`rl-${attempt}`))).status);
      }
      expect(statuses.slice(0, 20).every((status) => status === 204)).to.equal(true);
      const refused = await browser.json('/api/auth/fingerprint', 'POST', fingerprint('rl-last'));
      expect(refused.status).to.equal(429);
      expect(Number(refused.headers.get('retry-after'))).to.be.within(1, 60);
    } finally {
      await limited.close();
    }
  });
});
