import { expect } from 'chai';
import type { AuthUser } from '../../../src/api-contract.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { startTestApp, type TestApp, useServerPerSuite } from '../../support/test-app.js';

describe('personal data: export and account deletion', () => {
  let server: TestApp;
  useServerPerSuite(startTestApp, (started) => (server = started));

  it('exports profile, sessions, devices and the balance ledger as a JSON download', async () => {
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, { email: 'export@example.com', firstName: 'Ex', lastName: 'Port' });
    const response = await browser.request('/api/user/export');
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-disposition')).to.contain('attachment');
    const data = (await response.json()) as {
      profile: { email: string; signInProvider: { issuer: string } };
      sessions: object[];
      billing: { balance: object; ledger: object[] };
    };
    expect(data.profile).to.deep.include({ email: 'export@example.com', firstName: 'Ex', lastName: 'Port' });
    expect(data.profile.signInProvider.issuer).to.equal(`${server.baseUrl}/oidc`);
    expect(data.sessions).to.have.length(1);
    expect(data.sessions[0]).to.have.keys(['createdAt', 'lastSeenAt', 'expiresAt', 'userAgent', 'ipAddress']);
    expect(data.billing.balance).to.deep.include({ freeFixesRemaining: 2, credits: 0 });
    expect(data.billing.ledger).to.have.length(1);
    expect(data.billing.ledger[0]).to.deep.include({
      kind: 'grant',
      balance: 'free_fixes',
      delta: 2,
      reason: 'sign-up',
    });
  });

  it('answers 401 to a visitor asking for an export or a deletion', async () => {
    const visitor = new TestBrowser(server.baseUrl);
    expect((await visitor.request('/api/user/export')).status).to.equal(401);
    expect((await visitor.request('/api/user', { method: 'DELETE' })).status).to.equal(401);
  });

  it('deletes the account: its sessions end, and signing up again with the same e-mail gives no new free fixes', async () => {
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, { email: 'leaver@example.com' });
    const before = (await (await browser.request('/api/auth/user')).json()) as AuthUser;
    const other = new TestBrowser(server.baseUrl);
    await signIn(other, { email: 'leaver@example.com' });

    const deleted = await browser.request('/api/user', { method: 'DELETE' });
    expect(deleted.status).to.equal(204);
    expect((await browser.request('/api/auth/user')).status).to.equal(401);
    expect((await other.request('/api/auth/user')).status, 'every session of the account ends').to.equal(401);

    const again = new TestBrowser(server.baseUrl);
    await signIn(again, { email: 'leaver@example.com' });
    const after = (await (await again.request('/api/auth/user')).json()) as AuthUser;
    expect(after.id).not.to.equal(before.id);
    expect(after.freeFixesRemaining).to.equal(0);
  });

  it('keeps the ledger rows of a deleted account as financial records, without the person', async () => {
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, { email: 'records@example.com' });
    const { id } = (await (await browser.request('/api/auth/user')).json()) as AuthUser;
    await browser.request('/api/user', { method: 'DELETE' });
    const ledger = await server.app.database.withContext(() =>
      server.app.database.em.execute<{ user_id: string }[]>(
        'select user_id from billing_ledger_entry where user_id = ?',
        [id],
      ),
    );
    const people = await server.app.database.withContext(() =>
      server.app.database.em.execute<{ id: string }[]>('select id from identity_user where id = ?', [id]),
    );
    expect(ledger).to.have.length(1);
    expect(people).to.have.length(0);
  });
});
