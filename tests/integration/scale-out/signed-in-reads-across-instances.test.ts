import { expect } from 'chai';
import type { AuthUser } from '../../../src/api-contract.js';
import { createApplication, type Application } from '../../../src/composition-root.js';
import { loadConfig } from '../../../src/config.js';
import { createLogger } from '../../../src/shared/logging/logger.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { freePort } from '../../support/test-app.js';
import { createTestDatabase, postgresAnswers, type TestDatabase } from '../../support/test-database.js';

const ADMIN = 'cache-admin@example.com';
/** Well under the kept reads' lifetime (15 s): only a notification can explain an answer this quick. */
const DEADLINE_MS = 2000;

/** Asks again and again, with no pause worth the name, until `check` holds or the deadline passes. */
async function within<T>(what: string, ask: () => Promise<T>, check: (answer: T) => boolean): Promise<T> {
  const deadline = Date.now() + DEADLINE_MS;
  for (;;) {
    const answer = await ask();
    if (check(answer)) return answer;
    if (Date.now() > deadline) throw new Error(`not within ${DEADLINE_MS} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The same browser's cookies, sent to another instance. */
function sameCookiesAt(browser: TestBrowser, baseUrl: string): TestBrowser {
  const other = new TestBrowser(baseUrl);
  for (const [name, value] of browser.cookies) other.cookies.set(name, value);
  return other;
}

/**
 * Every instance keeps signed-in reads for a few seconds; a change made through one instance (or straight in the
 * database) must reach the others through PostgreSQL notifications at once, not when the kept read runs out.
 */
describe('signed-in reads kept by two instances on one PostgreSQL database', function () {
  this.timeout(60_000);
  let database: TestDatabase;
  let first: Application;
  let second: Application;
  let secondUrl: string;

  before(async function () {
    if (!(await postgresAnswers())) {
      console.log('    skipped: no PostgreSQL server answers at 127.0.0.1:5432');
      return this.skip();
    }
    database = await createTestDatabase('postgresql');
    if (database.config.kind !== 'postgresql') throw new Error('expected PostgreSQL');
    const [firstPort, secondPort] = [await freePort(), await freePort()];
    // Both name the first as their public address, as instances behind one balancer name it: the development
    // provider's issuer (whose verified e-mails make admins) is then the same on both.
    const instance = async (port: number) => {
      const config = loadConfig({
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${firstPort}`,
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
        DATABASE_URL: (database.config as { url: string }).url,
        ADMIN_EMAILS: ADMIN,
      });
      const app = await createApplication(config, createLogger(config.logLevel));
      await app.listen();
      return app;
    };
    first = await instance(firstPort);
    second = await instance(secondPort);
    secondUrl = `http://127.0.0.1:${secondPort}`;
  });
  after(async () => {
    await second?.close();
    await first?.close();
    await database?.drop();
  });

  const signedInOnFirst = async (email: string) => {
    const browser = new TestBrowser(first.config.publicUrl);
    await signIn(browser, { email });
    return browser;
  };
  const userOf = async (browser: TestBrowser) => (await browser.request('/api/auth/user')).json() as Promise<AuthUser>;

  it('refuses a session signed out on one instance on the other at once', async () => {
    const person = await signedInOnFirst('leaving@example.com');
    const onSecond = sameCookiesAt(person, secondUrl);
    // Twice: the second answer comes from what the second instance keeps.
    expect((await onSecond.request('/api/auth/user')).status).to.equal(200);
    expect((await onSecond.request('/api/auth/user')).status).to.equal(200);

    expect((await person.json('/api/logout', 'POST', {})).status).to.equal(200);

    await within(
      'the second instance refuses the signed-out session',
      async () => (await sameCookiesAt(onSecond, secondUrl).request('/api/auth/user')).status,
      (status) => status === 401,
    );
  });

  it('answers 403 on the other instance once the admin role is taken away through one', async () => {
    const admin = await signedInOnFirst(ADMIN);
    const onSecond = sameCookiesAt(admin, secondUrl);
    expect((await onSecond.request('/api/admin/users')).status).to.equal(200);
    expect((await onSecond.request('/api/admin/users')).status).to.equal(200);

    // The address is no longer one a trusted issuer verified: the configured admin e-mail no longer makes an admin.
    await first.database.withContext(() =>
      first.database.em.execute(`update identity_user set email_verified_by = null where email = ?`, [ADMIN]),
    );

    await within(
      'the second instance refuses the admin console',
      async () => (await onSecond.request('/api/admin/users')).status,
      (status) => status === 403,
    );
  });

  it('shows credits granted through one instance on the other at once', async () => {
    const customer = await signedInOnFirst('receiving@example.com');
    const onSecond = sameCookiesAt(customer, secondUrl);
    const before = await userOf(onSecond);
    expect((await userOf(onSecond)).credits).to.equal(before.credits);
    // Signing in again makes the address verified again, and the grant needs a sign-in moments ago.
    const admin = await signedInOnFirst(ADMIN);

    const granted = await admin.json(`/api/admin/users/${before.id}/credit-grants`, 'POST', {
      credits: 3,
      reason: 'Goodwill',
    });
    expect(granted.status).to.equal(201);

    await within(
      'the second instance shows the granted credits',
      () => userOf(onSecond),
      (user) => user.credits === before.credits + 3,
    );
  });

  it('shows a write made through an instance in the very next read there', async () => {
    const person = await signedInOnFirst('renaming@example.com');
    expect((await userOf(person)).firstName).to.not.equal('Renamed');
    expect(
      (await person.json('/api/user/profile', 'PATCH', { firstName: 'Renamed', lastName: 'Person' })).status,
    ).to.equal(200);
    expect((await userOf(person)).firstName).to.equal('Renamed');
  });
});
