import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type {
  AdminUser,
  AdminUserList,
  AuthUser,
  CreditGrantReceipt,
  SessionsEnded,
} from '../../../src/api-contract.js';
import { labelPhoto } from '../../fixtures/repairs/media.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { startRepairsApp, uploadOk, type RepairsTestApp } from '../repairs/support.js';
import { useServerPerSuite } from '../../support/test-app.js';

const ADMIN_EMAIL = 'admin@users.example';
const FAUCET = 'My kitchen faucet keeps dripping from the spout even when the handle is off';

interface AuditRow {
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

describe('admin console: users (search, account, credit grants, ending sessions)', function () {
  this.timeout(60_000);
  let server: RepairsTestApp;
  let admin: TestBrowser;

  useServerPerSuite(
    () => startRepairsApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL, LOCAL_ANALYSIS_READ_TEXT: 'false' } }),
    (started) => (server = started),
  );
  before(async () => {
    admin = await browserOf(ADMIN_EMAIL);
  });

  async function browserOf(email: string, names: { firstName?: string; lastName?: string } = {}) {
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, { email, ...names });
    return browser;
  }

  async function person(email: string, names: { firstName?: string; lastName?: string } = {}) {
    const browser = await browserOf(email, names);
    const user = (await (await browser.request('/api/auth/user')).json()) as AuthUser;
    return { browser, user };
  }

  async function json<T>(response: Response, status = 200): Promise<T> {
    expect(response.status, await response.clone().text()).to.equal(status);
    return (await response.json()) as T;
  }

  const search = (query: string) => admin.request(`/api/admin/users?${query}`).then((r) => json<AdminUserList>(r));
  const detail = (id: string) => admin.request(`/api/admin/users/${id}`).then((r) => json<AdminUser>(r));
  const grant = (id: string, body: unknown) => admin.json(`/api/admin/users/${id}/credit-grants`, 'POST', body);
  const message = async (response: Response) => ((await response.json()) as { message: string }).message;
  const auditOf = (target: string) =>
    server.sql<AuditRow>(
      'select actor, action, target, before, after from admin_audit_entry where target = ? order by created_at',
      [target],
    );
  const ledgerOf = (userId: string) =>
    server.sql<{ kind: string; delta: number }>(
      'select kind, delta from billing_ledger_entry where user_id = ? order by created_at',
      [userId],
    );

  it('finds people by part of their e-mail in any case, newest first, in pages, with plan and balances', async () => {
    const first = await person('robin.search@finders.example', { firstName: 'Robin', lastName: 'Search' });
    const second = await person('robin_other@finders.example');
    await person('casey@elsewhere.example');

    const found = await search('q=ROBIN');
    expect(found.total).to.equal(2);
    expect(found.items.map((item) => item.id)).to.deep.equal([second.user.id, first.user.id]);
    const [, robin] = found.items;
    expect(robin).to.include({
      email: 'robin.search@finders.example',
      name: 'Robin Search',
      plan: 'free',
      credits: 0,
      freeFixesRemaining: 2,
    });
    expect(Date.parse(robin!.createdAt)).to.be.a('number').and.not.NaN;
    expect(Date.parse(robin!.lastSignInAt)).to.be.at.least(Date.parse(robin!.createdAt));
    expect(found.items[0]!.name).to.equal(null);

    expect((await search('q=finders.EXAMPLE&limit=1&offset=1')).items.map((item) => item.id)).to.deep.equal([
      first.user.id,
    ]);
    expect(
      (await search('q=robin_')).items.map((item) => item.id),
      '_ is searched for as typed',
    ).to.deep.equal([second.user.id]);
    expect((await search('q=%25')).total, '% is searched for as typed').to.equal(0);
    expect((await search('q=nobody-here')).items).to.deep.equal([]);
    expect((await search('')).total).to.be.at.least(4);
    const tooLong = await admin.request(`/api/admin/users?q=${'a'.repeat(201)}`);
    expect(tooLong.status).to.equal(400);
    expect(await message(tooLong)).to.match(/^q: /);
    expect((await admin.request('/api/admin/users?limit=0')).status).to.equal(400);
  });

  it("shows one person's plan, balances, free fixes used, recent repairs, ledger and active sessions", async () => {
    const { browser, user } = await person('detail@users.example', { firstName: 'Dana', lastName: 'Detail' });
    await browserOf('detail@users.example');
    const repair = await uploadOk(browser, { bytes: await labelPhoto(), description: FAUCET });
    expect(repair.status).to.equal('completed');

    const shown = await detail(user.id);
    expect(shown).to.deep.include({
      id: user.id,
      email: 'detail@users.example',
      name: 'Dana Detail',
      firstName: 'Dana',
      lastName: 'Detail',
      roles: [],
      plan: 'free',
      subscription: null,
      credits: 0,
      freeFixesRemaining: 1,
      freeFixesUsed: 1,
      basicAllowanceRemaining: 0,
      activeSessions: 2,
    });
    expect(shown.repairs.total).to.equal(1);
    expect(shown.repairs.recent).to.have.length(1);
    expect(shown.repairs.recent[0]).to.include({ id: repair.id, status: 'completed', category: 'plumbing' });
    expect(shown.ledger.map((entry) => [entry.kind, entry.balance, entry.delta])).to.deep.equal([
      ['spend', 'free_fixes', -1],
      ['grant', 'free_fixes', 2],
    ]);
    expect(shown.ledger[0]!.repairId).to.equal(repair.id);
    expect((await admin.request(`/api/admin/users/${user.id}`)).headers.get('cache-control')).to.equal('no-store');

    const adminUser = (await (await admin.request('/api/auth/user')).json()) as AuthUser;
    expect((await detail(adminUser.id)).roles).to.deep.equal(['admin']);
  });

  it('grants credits with a reason through the ledger, and audits the balance before and after', async () => {
    const { browser, user } = await person('granted@users.example');

    const receipt = await json<CreditGrantReceipt>(
      await grant(user.id, { credits: 3, reason: '  Goodwill after the outage  ' }),
      201,
    );
    expect(receipt).to.deep.equal({ granted: 3, creditsBefore: 0, creditsAfter: 3 });
    const again = await json<CreditGrantReceipt>(await grant(user.id, { credits: 2, reason: 'Second thoughts' }), 201);
    expect(again).to.deep.equal({ granted: 2, creditsBefore: 3, creditsAfter: 5 });

    const own = (await (await browser.request('/api/auth/user')).json()) as AuthUser;
    expect(own.credits, 'the person sees the credits').to.equal(5);
    const shown = await detail(user.id);
    expect(shown.credits).to.equal(5);
    expect(
      shown.ledger
        .slice(0, 2)
        .map(({ kind, balance, delta, reason, actor }) => ({ kind, balance, delta, reason, actor })),
    ).to.deep.equal([
      { kind: 'admin_grant', balance: 'credits', delta: 2, reason: 'Second thoughts', actor: ADMIN_EMAIL },
      { kind: 'admin_grant', balance: 'credits', delta: 3, reason: 'Goodwill after the outage', actor: ADMIN_EMAIL },
    ]);
    expect(await auditOf(`user:${user.id}`)).to.deep.equal([
      {
        actor: ADMIN_EMAIL,
        action: 'billing.grant-credits',
        target: `user:${user.id}`,
        before: { credits: 0 },
        after: { credits: 3, granted: 3, reason: 'Goodwill after the outage' },
      },
      {
        actor: ADMIN_EMAIL,
        action: 'billing.grant-credits',
        target: `user:${user.id}`,
        before: { credits: 3 },
        after: { credits: 5, granted: 2, reason: 'Second thoughts' },
      },
    ]);
  });

  it('refuses a grant that is not a whole number of credits from 1 to 1000 with a reason, and changes nothing', async () => {
    const { user } = await person('refused@users.example');
    const cases: [unknown, string][] = [
      [{ reason: 'No amount' }, 'credits: is required'],
      [{ credits: 0, reason: 'Too few' }, 'credits: must be at least 1'],
      [{ credits: 1001, reason: 'Too many' }, 'credits: must be at most 1000'],
      [{ credits: 2.5, reason: 'Half' }, 'credits: must be a whole number'],
      [{ credits: '3', reason: 'Text' }, 'credits: must be a number'],
      [{ credits: 3 }, 'reason: is required'],
      [{ credits: 3, reason: '   ' }, 'reason: must not be empty'],
      [{ credits: 3, reason: 'x'.repeat(501) }, 'reason: must be at most 500 characters'],
    ];
    for (const [body, expected] of cases) {
      const response = await grant(user.id, body);
      expect(response.status, JSON.stringify(body)).to.equal(400);
      expect(await message(response)).to.equal(expected);
    }
    const extra = await grant(user.id, { credits: 3, reason: 'Fine', actor: 'someone@else.example' });
    expect(extra.status).to.equal(400);
    expect((await grant('not-a-user-id', { credits: 3, reason: 'Fine' })).status).to.equal(400);
    expect(await grant(user.id, { credits: 1000, reason: 'x'.repeat(500) }).then((r) => r.status)).to.equal(201);

    expect(await ledgerOf(user.id)).to.deep.equal([
      { kind: 'grant', delta: 2 },
      { kind: 'admin_grant', delta: 1000 },
    ]);
    expect(await auditOf(`user:${user.id}`)).to.have.length(1);
  });

  it('answers 404 for an unknown user on every route, writing nothing', async () => {
    const unknown = randomUUID();
    for (const response of [
      await admin.request(`/api/admin/users/${unknown}`),
      await grant(unknown, { credits: 3, reason: 'Nobody' }),
      await admin.request(`/api/admin/users/${unknown}/sessions`, { method: 'DELETE' }),
    ]) {
      expect(response.status).to.equal(404);
      expect(await message(response)).to.equal('User not found');
    }
    expect(await auditOf(`user:${unknown}`)).to.deep.equal([]);
    expect(await ledgerOf(unknown)).to.deep.equal([]);
  });

  it("ends all of a person's sessions: their cookies then get 401, and the audit log says how many ended", async () => {
    const { browser: laptop, user } = await person('ended@users.example');
    const phone = await browserOf('ended@users.example');
    const bystander = await person('bystander@users.example');
    expect((await laptop.request('/api/auth/user')).status).to.equal(200);

    const ended = await json<SessionsEnded>(
      await admin.request(`/api/admin/users/${user.id}/sessions`, { method: 'DELETE' }),
    );
    expect(ended).to.deep.equal({ ended: 2 });
    expect((await laptop.request('/api/auth/user')).status).to.equal(401);
    expect((await phone.request('/api/auth/user')).status).to.equal(401);
    expect((await bystander.browser.request('/api/auth/user')).status, 'others stay signed in').to.equal(200);
    expect((await detail(user.id)).activeSessions).to.equal(0);
    expect(await auditOf(`user:${user.id}`)).to.deep.equal([
      {
        actor: ADMIN_EMAIL,
        action: 'identity.end-sessions',
        target: `user:${user.id}`,
        before: { sessions: 2 },
        after: { sessions: 0 },
      },
    ]);

    await signIn(laptop, { email: 'ended@users.example' });
    expect((await laptop.request('/api/auth/user')).status, 'the person can sign in again').to.equal(200);
  });

  describe('refuses everyone but admins', () => {
    let member: TestBrowser;
    let memberId: string;
    before(async () => {
      const signedIn = await person('member@users.example');
      member = signedIn.browser;
      memberId = signedIn.user.id;
    });

    const calls = (id: string): [string, (browser: TestBrowser) => Promise<Response>][] => [
      ['GET /api/admin/users', (browser) => browser.request('/api/admin/users?q=member')],
      ['GET /api/admin/users/:id', (browser) => browser.request(`/api/admin/users/${id}`)],
      [
        'POST /api/admin/users/:id/credit-grants',
        (browser) => browser.json(`/api/admin/users/${id}/credit-grants`, 'POST', { credits: 5, reason: 'Myself' }),
      ],
      [
        'DELETE /api/admin/users/:id/sessions',
        (browser) => browser.request(`/api/admin/users/${id}/sessions`, { method: 'DELETE' }),
      ],
    ];

    it('answers 401 to a visitor on every route', async () => {
      const visitor = new TestBrowser(server.baseUrl);
      for (const [name, call] of calls(memberId)) expect((await call(visitor)).status, name).to.equal(401);
    });

    it('answers 403 to a signed-in member on every route, and changes nothing', async () => {
      for (const [name, call] of calls(memberId)) expect((await call(member)).status, name).to.equal(403);
      expect((await member.request('/api/auth/user')).status, 'still signed in').to.equal(200);
      expect(((await (await member.request('/api/auth/user')).json()) as AuthUser).credits).to.equal(0);
    });
  });
});
