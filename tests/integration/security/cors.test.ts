import { expect } from 'chai';
import { signIn, TestBrowser } from '../../support/http-client.js';
import type { TestApp } from '../../support/test-app.js';
import { useAppServingFrontendStandIn } from './frontend-stand-in.js';

const ELSEWHERE = 'https://elsewhere.example';

function expectNoCorsGrant(response: Response, what: string): void {
  expect(response.headers.get('access-control-allow-origin'), what).to.equal(null);
  expect(response.headers.get('access-control-allow-credentials'), what).to.equal(null);
  expect(response.headers.get('access-control-allow-methods'), what).to.equal(null);
}

describe('CORS: closed to other origins', () => {
  let server: TestApp;
  useAppServingFrontendStandIn((started) => (server = started));

  it('grants another origin no read of the API, public or signed in', async () => {
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, { email: 'cors@example.com' });
    for (const path of ['/api/pricing', '/api/auth/user', '/api/repair-requests']) {
      const response = await browser.request(path, { headers: { origin: ELSEWHERE } });
      expect(response.status, path).to.equal(200);
      expectNoCorsGrant(response, path);
    }
  });

  it('answers no preflight of another origin, so its browser sends no write', async () => {
    for (const [path, method] of [
      ['/api/repair-requests', 'POST'],
      ['/api/user/profile', 'PATCH'],
      ['/api/log-error', 'POST'],
    ] as const) {
      const preflight = await fetch(`${server.baseUrl}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: ELSEWHERE,
          'access-control-request-method': method,
          'access-control-request-headers': 'content-type',
        },
      });
      expectNoCorsGrant(preflight, `preflight of ${method} ${path}`);
    }
  });

  it('refuses a write from another origin that carries the session cookie, with 403', async () => {
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, { email: 'cors-write@example.com' });
    const forged = await browser.json('/api/user/profile', 'PATCH', { firstName: 'Mallory' }, { origin: ELSEWHERE });
    expect(forged.status).to.equal(403);
    expectNoCorsGrant(forged, 'the refused write');
    expect(((await forged.json()) as { message: string }).message).to.equal(
      'This request did not come from RepairLens and was refused.',
    );
  });

  it("serves the admin console's files to its own origin only, since the shell comes from that origin too", async () => {
    const manifest = await fetch(`${server.baseUrl}/admin-remote/mf-manifest.json`, { headers: { origin: ELSEWHERE } });
    expect(manifest.status).to.equal(200);
    expectNoCorsGrant(manifest, 'the admin console manifest');
    expect(manifest.headers.get('cross-origin-resource-policy')).to.equal('same-origin');
  });
});
