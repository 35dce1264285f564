import { createHash } from 'node:crypto';
import { expect } from 'chai';
import type { AuthUser } from '../../../src/api-contract.js';
import { createApplication } from '../../../src/composition-root.js';
import { personalDataHash } from '../../../src/modules/identity/application/secrets.js';
import { createLogger } from '../../../src/shared/logging/logger.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { startTestApp, type TestApp, useServerPerSuite } from '../../support/test-app.js';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const DAY_MS = 24 * 60 * 60 * 1000;

describe('deleted accounts’ e-mails: remembered only as a keyed hash, and only for their retention', () => {
  let server: TestApp;
  useServerPerSuite(startTestApp, (started) => (server = started));

  const sql = <T>(query: string, params: unknown[] = []) =>
    server.app.database.withContext(() => server.app.database.em.execute<T[]>(query, params));
  const storedHashes = async () =>
    (await sql<{ email_hash: string }>('select email_hash from identity_deleted_account')).map((row) => row.email_hash);

  /** Another instance starting on the same database (a new release), which does its start-up housekeeping. */
  async function anotherInstanceStarts(): Promise<void> {
    const instance = await createApplication(server.app.config, createLogger('silent'));
    await instance.close();
  }

  async function signUp(email: string): Promise<{ browser: TestBrowser; user: AuthUser }> {
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, { email });
    return { browser, user: (await (await browser.request('/api/auth/user')).json()) as AuthUser };
  }

  async function deleteAccount(email: string): Promise<void> {
    const { browser } = await signUp(email);
    expect((await browser.request('/api/user', { method: 'DELETE' })).status).to.equal(204);
  }

  it('stores the HMAC under PERSONAL_DATA_HASH_KEY, never the plain SHA-256 a dictionary of addresses reverses', async () => {
    await deleteAccount('hashed-leaver@example.com');
    const hashes = await storedHashes();
    expect(hashes).not.to.include(sha256('hashed-leaver@example.com'));
    expect(hashes).to.include(personalDataHash(server.app.config.personalDataHashKey, 'hashed-leaver@example.com'));
  });

  it('re-keys a plain SHA-256 stored before keying when an instance starts; that address still gets no free fixes', async () => {
    const plain = sha256('early-leaver@example.com');
    await sql(
      'insert into identity_deleted_account (email_hash, free_fixes_granted, deleted_at, keyed) values (?, 2, now(), false)',
      [plain],
    );

    await anotherInstanceStarts();

    const hashes = await storedHashes();
    expect(hashes, 'no plain SHA-256 is left').not.to.include(plain);
    expect(hashes).to.include(personalDataHash(server.app.config.personalDataHashKey, 'early-leaver@example.com'));
    const { user } = await signUp('early-leaver@example.com');
    expect(user.freeFixesRemaining).to.equal(0);
  });

  it('forgets a deleted account’s e-mail after the retention period (3 years by default), keeping newer ones', async () => {
    await deleteAccount('long-gone@example.com');
    await deleteAccount('recently-gone@example.com');
    const key = server.app.config.personalDataHashKey;
    await sql('update identity_deleted_account set deleted_at = ? where email_hash = ?', [
      new Date(Date.now() - 1096 * DAY_MS),
      personalDataHash(key, 'long-gone@example.com'),
    ]);

    await anotherInstanceStarts();

    const hashes = await storedHashes();
    expect(hashes).not.to.include(personalDataHash(key, 'long-gone@example.com'));
    expect(hashes).to.include(personalDataHash(key, 'recently-gone@example.com'));
  });
});
