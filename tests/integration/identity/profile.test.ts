import { expect } from 'chai';
import type { AuthUser } from '../../../src/api-contract.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { startTestApp, type TestApp, useServerPerSuite } from '../../support/test-app.js';

describe('PATCH /api/user/profile', () => {
  let server: TestApp;
  let browser: TestBrowser;
  useServerPerSuite(startTestApp, (started) => (server = started));
  before(async () => {
    browser = new TestBrowser(server.baseUrl);
    await signIn(browser, { email: 'profile@example.com', firstName: 'Pat', lastName: 'Smith' });
  });

  const patch = (body: unknown, init: { origin?: string | null } = {}) =>
    browser.json('/api/user/profile', 'PATCH', body, init);
  const message = async (response: Response) => ((await response.json()) as { message: string }).message;

  it('changes first and last name, trimmed, and answers the refreshed user', async () => {
    const response = await patch({ firstName: '  Jean-François ', lastName: "O'Brien" });
    expect(response.status).to.equal(200);
    const user = (await response.json()) as AuthUser;
    expect(user).to.deep.include({ firstName: 'Jean-François', lastName: "O'Brien", email: 'profile@example.com' });
  });

  it('accepts names in any script', async () => {
    const response = await patch({ firstName: 'Zoë', lastName: 'Nguyễn' });
    expect(response.status).to.equal(200);
  });

  it('refuses an empty name with 400 naming the field', async () => {
    const response = await patch({ firstName: '   ', lastName: 'Smith' });
    expect(response.status).to.equal(400);
    expect(await message(response)).to.equal('firstName: must not be empty');
  });

  it('refuses a name over 50 characters', async () => {
    const response = await patch({ firstName: 'A', lastName: 'B'.repeat(51) });
    expect(response.status).to.equal(400);
    expect(await message(response)).to.equal('lastName: must be at most 50 characters');
  });

  it('refuses digits and symbols in a name', async () => {
    const response = await patch({ firstName: 'R2-D2', lastName: 'Smith' });
    expect(response.status).to.equal(400);
    expect(await message(response)).to.equal('firstName: may contain only letters, spaces, apostrophes and hyphens');
  });

  it('refuses any other field (no mass assignment): e-mail, credits and free fixes stay as they were', async () => {
    for (const extra of [{ email: 'attacker@example.com' }, { credits: 100 }, { freeFixesRemaining: 99 }]) {
      const response = await patch({ firstName: 'Pat', lastName: 'Smith', ...extra });
      expect(response.status, JSON.stringify(extra)).to.equal(400);
      expect(await message(response)).to.contain(Object.keys(extra)[0]!);
    }
    const user = (await (await browser.request('/api/auth/user')).json()) as AuthUser;
    expect(user).to.deep.include({ email: 'profile@example.com', credits: 0, freeFixesRemaining: 2 });
  });

  it('answers 401 to a visitor', async () => {
    const visitor = new TestBrowser(server.baseUrl);
    const response = await visitor.json('/api/user/profile', 'PATCH', { firstName: 'A', lastName: 'B' });
    expect(response.status).to.equal(401);
  });

  it('refuses a forged cross-site request with 403 and changes nothing', async () => {
    const before = (await (await browser.request('/api/auth/user')).json()) as AuthUser;
    const forged = await patch({ firstName: 'Hacked', lastName: 'Name' }, { origin: 'https://evil.example' });
    expect(forged.status).to.equal(403);
    const noOrigin = await patch({ firstName: 'Hacked', lastName: 'Name' }, { origin: null });
    expect(noOrigin.status, 'a cookie-bearing write without Origin or Referer').to.equal(403);
    const after = (await (await browser.request('/api/auth/user')).json()) as AuthUser;
    expect(after.firstName).to.equal(before.firstName);
  });
});
