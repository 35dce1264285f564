import { expect } from 'chai';
import type { AuthUser } from '../../../src/api-contract.js';
import { createDevelopmentOidcProvider } from '../../../src/modules/identity/index.js';
import { startAppOnExternalIssuer, type AppOnExternalIssuer } from '../../support/external-issuer.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import type { TestApp } from '../../support/test-app.js';

/**
 * The embedded provider started as if it were an external issuer, on its own port: RepairLens reaches
 * it only through OIDC_ISSUER and a client id and secret, proving nothing depends on it being in-process.
 */
describe('signing in with an external OpenID Connect issuer', () => {
  let appOnIssuer: AppOnExternalIssuer | undefined;
  let server: TestApp;

  before(async () => {
    appOnIssuer = await startAppOnExternalIssuer({
      clientId: 'repairlens-external',
      clientSecret: 'external-test-secret',
    });
    server = appOnIssuer.app;
  });
  after(async () => appOnIssuer?.close());

  it('does not mount the embedded provider when an issuer is configured', async () => {
    const response = await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`);
    expect(response.headers.get('content-type') ?? '').not.to.contain('application/json');
  });

  it('signs in through the other issuer and creates the account from its claims', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const started = await browser.request('/api/login');
    expect(new URL(started.headers.get('location')!).port).not.to.equal(new URL(server.baseUrl).port);
    await signIn(browser, { email: 'outside@example.com', firstName: 'Out', lastName: 'Side' });
    const user = (await (await browser.request('/api/auth/user')).json()) as AuthUser;
    expect(user).to.deep.include({
      email: 'outside@example.com',
      firstName: 'Out',
      lastName: 'Side',
      freeFixesRemaining: 2,
    });
  });

  it('signs out at the other issuer too', async () => {
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, { email: 'outside@example.com' });
    const logout = await browser.request('/api/logout', { method: 'POST' });
    const target = new URL(((await logout.json()) as { redirectTo: string }).redirectTo);
    expect(target.origin).not.to.equal(server.baseUrl);
    expect(target.pathname).to.equal('/session/end');
    expect((await browser.request('/api/auth/user')).status).to.equal(401);
  });
});

describe('the development provider', () => {
  it('refuses to start in production', () => {
    expect(() =>
      createDevelopmentOidcProvider({ issuer: 'https://x.example', mountPath: '', nodeEnv: 'production', clients: [] }),
    ).to.throw(/must not run in production/);
  });
});
