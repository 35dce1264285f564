import { createServer, type Server } from 'node:http';
import { expect } from 'chai';
import type { AuthUser } from '../../../src/api-contract.js';
import { createDevelopmentOidcProvider } from '../../../src/modules/identity/index.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { freePort, startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * An account belongs to the provider account (issuer and subject) that created it. Someone whose provider
 * account merely claims a victim's address, with email_verified missing (as Microsoft Entra ID sends it), false
 * or "false", must get neither the victim's account nor an admin's. The embedded provider stands in for an
 * external issuer whose subjects and email_verified the tests choose.
 */
describe('accounts bound to the provider’s issuer and subject', function () {
  // Two servers with a database each, and many sign-ins: PGlite on a small machine needs more than the default.
  this.timeout(120_000);
  let issuerServer: Server;
  let issuer: string;
  /** What the issuer answers at the next sign-in: the subject it gives, and its email_verified claim. */
  let answer: { subject: string; emailVerified: unknown } = { subject: 'nobody', emailVerified: true };
  let trusting: TestApp;
  let wary: TestApp;

  const MISSING = Symbol('claim left out');
  const UNVERIFIED_CLAIMS: ReadonlyArray<[label: string, claim: unknown, refusal: string]> = [
    ['email_verified missing', MISSING, 'account_exists'],
    ['email_verified false', false, 'email_unverified'],
    ['email_verified "false"', 'false', 'account_exists'],
  ];

  before(async () => {
    const [issuerPort, trustingPort, waryPort] = [await freePort(), await freePort(), await freePort()];
    issuer = `http://127.0.0.1:${issuerPort}`;
    const apps = [`http://127.0.0.1:${trustingPort}`, `http://127.0.0.1:${waryPort}`];
    const handler = createDevelopmentOidcProvider({
      issuer,
      mountPath: '',
      nodeEnv: 'test',
      clients: [
        {
          clientId: 'repairlens-binding',
          clientSecret: 'binding-test-secret',
          redirectUris: apps.map((app) => `${app}/api/callback`),
          postLogoutRedirectUris: apps.map((app) => `${app}/`),
        },
      ],
      imitate: {
        subjectFor: () => answer.subject,
        claimsFor: () => ({ email_verified: answer.emailVerified === MISSING ? undefined : answer.emailVerified }),
      },
    });
    issuerServer = createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => issuerServer.listen(issuerPort, '127.0.0.1', resolve));
    const external = {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'repairlens-binding',
      OIDC_CLIENT_SECRET: 'binding-test-secret',
    };
    trusting = await startTestApp({
      env: {
        ...external,
        PORT: String(trustingPort),
        PUBLIC_URL: apps[0]!,
        OIDC_EMAIL_LINKING_ISSUERS: issuer,
        ADMIN_EMAILS: 'boss@repairlens.test,unclaimed-boss@repairlens.test',
      },
    });
    wary = await startTestApp({
      env: {
        ...external,
        PORT: String(waryPort),
        PUBLIC_URL: apps[1]!,
        ADMIN_EMAILS: 'boss@repairlens.test',
        ADMIN_SUBJECTS: `${issuer}#entra-boss, bare-subject-boss`,
      },
    });
  });
  after(async () => {
    await trusting?.close();
    await wary?.close();
    issuerServer?.close();
  });

  /** A fresh browser signing in at `app` as the issuer's `subject`, whose profile claims `email`. */
  async function signInAs(app: TestApp, email: string, subject: string, emailVerified: unknown) {
    answer = { subject, emailVerified };
    const browser = new TestBrowser(app.baseUrl);
    const { landedOn } = await signIn(browser, { email });
    const landed = new URL(landedOn);
    return { browser, landed: `${landed.pathname}${landed.search}` };
  }

  async function currentUser(browser: TestBrowser): Promise<{ status: number; user: AuthUser }> {
    const response = await browser.request('/api/auth/user');
    return { status: response.status, user: (await response.json()) as AuthUser };
  }

  function accountsWithEmail(app: TestApp, email: string) {
    return app.app.database.withContext(() =>
      app.app.database.em.execute<{ id: string; oidc_issuer: string; oidc_subject: string }[]>(
        'select id, oidc_issuer, oidc_subject from identity_user where email = ?',
        [email],
      ),
    );
  }

  function linkedIdentities(app: TestApp) {
    return app.app.database.withContext(() =>
      app.app.database.em.execute<{ oidc_subject: string; user_id: string }[]>(
        'select oidc_subject, user_id from identity_linked_identity',
      ),
    );
  }

  describe('with an issuer trusted for e-mail', () => {
    const VICTIM = 'victim@example.com';
    const BOSS = 'boss@repairlens.test';
    let victim: TestBrowser;
    let victimBefore: AuthUser;
    let boss: TestBrowser;

    before(async () => {
      ({ browser: victim } = await signInAs(trusting, VICTIM, 'victim-subject', true));
      ({ browser: boss } = await signInAs(trusting, BOSS, 'boss-subject', true));
      const { user: victimAccount } = await currentUser(victim);
      // Something of the victim's worth stealing: credits on the balance.
      const granted = await boss.json(`/api/admin/users/${victimAccount.id}/credit-grants`, 'POST', {
        credits: 3,
        reason: 'goodwill',
      });
      expect(granted.status).to.equal(201);
      victimBefore = (await currentUser(victim)).user;
      expect(victimBefore.credits).to.equal(3);
    });

    for (const [label, claim, refusal] of UNVERIFIED_CLAIMS) {
      it(`refuses someone else's provider account claiming the victim's address with ${label}`, async () => {
        const attacker = await signInAs(trusting, VICTIM, `attacker-${label}`, claim);

        expect(attacker.landed).to.equal(`/?error=${refusal}`);
        expect(attacker.browser.cookies.has('rl_session')).to.equal(false);
        expect((await attacker.browser.request('/api/auth/user')).status).to.equal(401);
        expect((await attacker.browser.request('/api/repair-requests')).status).to.equal(401);
        const { status, user } = await currentUser(victim);
        expect(status, 'the victim is still signed in').to.equal(200);
        expect(user).to.deep.equal(victimBefore);
        expect(await accountsWithEmail(trusting, VICTIM)).to.deep.equal([
          { id: victimBefore.id, oidc_issuer: issuer, oidc_subject: 'victim-subject' },
        ]);
        expect(await linkedIdentities(trusting)).to.deep.equal([]);
      });

      it(`gives no admin role to someone else's provider account claiming an admin's address with ${label}`, async () => {
        const attacker = await signInAs(trusting, BOSS, `boss-attacker-${label}`, claim);

        expect(attacker.landed).to.equal(`/?error=${refusal}`);
        expect((await attacker.browser.request('/api/admin/users')).status).to.equal(401);
        const [stored] = await accountsWithEmail(trusting, BOSS);
        expect(stored).to.deep.include({ oidc_issuer: issuer, oidc_subject: 'boss-subject' });
        expect((await currentUser(boss)).user.roles).to.deep.equal(['admin']);
      });
    }

    it('lets an unverified address nobody holds create a new account, never an admin one', async () => {
      const newcomer = await signInAs(trusting, 'unclaimed-boss@repairlens.test', 'squatter', MISSING);

      expect(newcomer.landed).to.equal('/');
      const { user } = await currentUser(newcomer.browser);
      expect(user).to.deep.include({ email: 'unclaimed-boss@repairlens.test', isAdmin: false });
      expect(user.roles).to.deep.equal([]);
      expect((await newcomer.browser.request('/api/admin/users')).status).to.equal(403);
    });

    it('links a new provider account whose address the trusted issuer verified, leaving the first binding as it was', async () => {
      const { browser: first } = await signInAs(trusting, 'mover@example.com', 'mover-old-subject', true);
      const account = (await currentUser(first)).user;

      const moved = await signInAs(trusting, 'mover@example.com', 'mover-new-subject', true);

      expect(moved.landed).to.equal('/');
      expect((await currentUser(moved.browser)).user.id).to.equal(account.id);
      expect(await accountsWithEmail(trusting, 'mover@example.com')).to.deep.equal([
        { id: account.id, oidc_issuer: issuer, oidc_subject: 'mover-old-subject' },
      ]);
      expect(await linkedIdentities(trusting)).to.deep.equal([
        { oidc_subject: 'mover-new-subject', user_id: account.id },
      ]);
      const exported = (await (await moved.browser.request('/api/user/export')).json()) as {
        profile: { signInProvider: object; linkedSignInProviders: object[] };
      };
      expect(exported.profile.signInProvider).to.deep.equal({ issuer, subject: 'mover-old-subject' });
      expect(exported.profile.linkedSignInProviders).to.deep.equal([{ issuer, subject: 'mover-new-subject' }]);

      // Both provider accounts now find the account by their subject, whatever they claim about e-mail.
      for (const subject of ['mover-old-subject', 'mover-new-subject']) {
        const again = await signInAs(trusting, 'mover@example.com', subject, MISSING);
        expect((await currentUser(again.browser)).user.id).to.equal(account.id);
      }
    });

    it('keeps a returning person on their own account when their provider now claims another account’s address', async () => {
      const { browser: first } = await signInAs(trusting, 'alice@example.com', 'alice-subject', true);
      const alice = (await currentUser(first)).user;

      const again = await signInAs(trusting, VICTIM, 'alice-subject', true);

      expect(again.landed).to.equal('/');
      const { user } = await currentUser(again.browser);
      expect(user).to.deep.include({ id: alice.id, email: 'alice@example.com' });
      expect((await currentUser(victim)).user).to.deep.equal(victimBefore);
    });
  });

  describe('with an issuer not trusted for e-mail', () => {
    it('does not link even a verified address to the account holding it', async () => {
      const { browser: holder } = await signInAs(wary, 'holder@example.com', 'holder-subject', true);
      const before = (await currentUser(holder)).user;

      const other = await signInAs(wary, 'holder@example.com', 'other-subject', true);

      expect(other.landed).to.equal('/?error=account_exists');
      expect(other.browser.cookies.has('rl_session')).to.equal(false);
      expect(await accountsWithEmail(wary, 'holder@example.com')).to.deep.equal([
        { id: before.id, oidc_issuer: issuer, oidc_subject: 'holder-subject' },
      ]);
    });

    it('makes no admin of an ADMIN_EMAILS address, even one it says is verified', async () => {
      const boss = await signInAs(wary, 'boss@repairlens.test', 'email-boss', true);

      expect(boss.landed).to.equal('/');
      expect((await currentUser(boss.browser)).user.roles).to.deep.equal([]);
      expect((await boss.browser.request('/api/admin/users')).status).to.equal(403);
    });

    it('makes an admin of a provider account named in ADMIN_SUBJECTS, with no verified e-mail needed', async () => {
      const boss = await signInAs(wary, 'entra-boss@example.com', 'entra-boss', MISSING);

      const { user } = await currentUser(boss.browser);
      expect(user).to.deep.include({ isAdmin: true });
      expect(user.roles).to.deep.equal(['admin']);
      expect((await boss.browser.request('/api/admin/users')).status).to.equal(200);

      const bare = await signInAs(wary, 'bare-boss@example.com', 'bare-subject-boss', MISSING);
      expect((await currentUser(bare.browser)).user.roles, 'a bare subject in ADMIN_SUBJECTS').to.deep.equal(['admin']);
    });
  });
});
