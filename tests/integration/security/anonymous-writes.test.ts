import { expect } from 'chai';
import type { AuthUser } from '../../../src/api-contract.js';
import { ForgetUnusedDevices } from '../../../src/modules/identity/application/record-device.js';
import { DEVICE_REPOSITORY } from '../../../src/modules/identity/ports/device.repository.js';
import { ClientErrorLog } from '../../../src/platform/client-errors/client-error-log.js';
import { clientErrorRetentionSweep } from '../../../src/platform/client-errors/client-error-retention.js';
import type { Clock } from '../../../src/shared/application/clock.js';
import { desktopFingerprint as fingerprint } from '../../support/device-fingerprints.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { startTestApp, type TestApp, useServerPerSuite } from '../../support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const errorReport = (error: string) => ({
  error,
  timestamp: new Date().toISOString(),
  userAgent: 'Mozilla/5.0',
  url: 'http://127.0.0.1/',
});

/**
 * Visitors can write device fingerprints and error reports without an account: each write is bounded in size,
 * and what is old is swept away, so nobody can fill the database with them.
 */
describe('what visitors can store without an account (through the real server and database)', function () {
  this.timeout(60_000);
  let server: TestApp;
  useServerPerSuite(startTestApp, (started) => (server = started));

  const inDatabase = <T>(work: () => Promise<T>) => server.app.database.withContext(work);
  const sql = <T>(query: string, params: unknown[] = []) =>
    inDatabase(() => server.app.database.em.execute<T[]>(query, params));
  const clockAt = (at: Date): Clock => ({ now: () => at });

  describe('the size of one write', () => {
    it('refuses a device fingerprint with more than 32 plugins, a plugin name over 100 characters or a canvas over 128, with 400', async () => {
      const browser = new TestBrowser(server.baseUrl);
      for (const body of [
        { ...fingerprint('size'), plugins: Array.from({ length: 33 }, (_, index) => `Plugin ${index}`) },
        { ...fingerprint('size'), plugins: ['p'.repeat(101)] },
        { ...fingerprint('c'.repeat(129)) },
      ]) {
        const response = await browser.json('/api/auth/fingerprint', 'POST', body);
        expect(response.status, JSON.stringify(body).slice(0, 80)).to.equal(400);
      }
      expect(
        (await browser.json('/api/auth/fingerprint', 'POST', fingerprint('f'.repeat(64)))).status,
        'a SHA-256 canvas, as the shell sends',
      ).to.equal(204);
    });

    it('refuses a body over 100 kB to either route with 413 before reading it into the database', async () => {
      const browser = new TestBrowser(server.baseUrl);
      const reports = async () =>
        Number((await sql<{ count: string }>('select count(*) as count from client_error_log'))[0]!.count);
      const before = await reports();
      const oversize = { ...errorReport('big'), stack: 'x'.repeat(150_000) };
      expect((await browser.json('/api/log-error', 'POST', oversize)).status).to.equal(413);
      const hugeFingerprint = { ...fingerprint('big'), webgl: 'w'.repeat(150_000) };
      expect((await browser.json('/api/auth/fingerprint', 'POST', hugeFingerprint)).status).to.equal(413);
      expect(await reports()).to.equal(before);
    });
  });

  describe('retention of device fingerprints', () => {
    const keyOf = (browser: TestBrowser) => browser.cookies.get('rl_device')!;
    const reportDevice = async (canvas: string) => {
      const browser = new TestBrowser(server.baseUrl);
      expect((await browser.json('/api/auth/fingerprint', 'POST', fingerprint(canvas))).status).to.equal(204);
      return browser;
    };
    const lastSeen = (deviceKey: string, daysAgo: number) =>
      sql(`update identity_device set last_seen_at = ? where key = ?`, [
        new Date(Date.now() - daysAgo * DAY_MS),
        deviceKey,
      ]);
    const deviceExists = async (deviceKey: string) =>
      (await sql<{ key: string }>('select key from identity_device where key = ?', [deviceKey])).length === 1;
    const sweep = (retentionDays: number) =>
      inDatabase(() =>
        new ForgetUnusedDevices(
          server.app.container.get(DEVICE_REPOSITORY),
          clockAt(new Date()),
          retentionDays * DAY_MS,
        ).execute(),
      );

    it('forgets a visitor device unseen for longer than the retention and keeps one seen since', async () => {
      const stale = keyOf(await reportDevice('stale-visitor'));
      const recent = keyOf(await reportDevice('recent-visitor'));
      await lastSeen(stale, 91);
      await lastSeen(recent, 89);

      expect(await sweep(90)).to.be.at.least(1);

      expect(await deviceExists(stale), 'unseen for 91 days').to.equal(false);
      expect(await deviceExists(recent), 'seen 89 days ago').to.equal(true);
    });

    it('keeps an old device accounts were created on, so the free-fix cap per device still holds after the sweep', async () => {
      const first = await reportDevice('shared-old-device');
      await signIn(first, { email: 'first-on-old-device@example.com' });
      const second = await reportDevice('shared-old-device');
      await signIn(second, { email: 'second-on-old-device@example.com' });
      const deviceKey = keyOf(first);
      // Long unseen, and no longer linked to anyone but through the accounts' sign-up device.
      await sql('delete from identity_user_device where device_key = ?', [deviceKey]);
      await lastSeen(deviceKey, 365);

      await sweep(90);

      expect(await deviceExists(deviceKey)).to.equal(true);
      const third = new TestBrowser(server.baseUrl);
      third.cookies.set('rl_device', deviceKey);
      await signIn(third, { email: 'third-on-old-device@example.com' });
      const user = (await (await third.request('/api/auth/user')).json()) as AuthUser;
      expect(user.freeFixesRemaining, 'the third account on the device').to.equal(0);
    });

    it('keeps an old device a signed-in person uses', async () => {
      const browser = new TestBrowser(server.baseUrl);
      await signIn(browser, { email: 'uses-an-old-device@example.com' });
      expect((await browser.json('/api/auth/fingerprint', 'POST', fingerprint('used-old-device'))).status).to.equal(
        204,
      );
      const deviceKey = keyOf(browser);
      await lastSeen(deviceKey, 365);

      await sweep(90);

      expect(await deviceExists(deviceKey)).to.equal(true);
    });
  });

  describe('the daily share of one address', () => {
    /** Sets this caller's count in today's window of a daily limit, as if it had sent that many already. */
    const alreadySentToday = async (ruleName: string, count: number) => {
      const [bucket] = await sql<{ bucket_key: string }>(
        'select bucket_key from rate_limit_bucket where bucket_key like ? and expires_at > now()',
        [`${ruleName}:%`],
      );
      expect(bucket, `a ${ruleName} window for this address`).to.not.equal(undefined);
      await sql('update rate_limit_bucket set count = ? where bucket_key = ? and expires_at > now()', [
        count,
        bucket!.bucket_key,
      ]);
      return () => sql('delete from rate_limit_bucket where bucket_key = ?', [bucket!.bucket_key]);
    };

    it('refuses device fingerprint number 301 of the day from one address with 429, under the burst limit', async () => {
      const browser = new TestBrowser(server.baseUrl);
      expect((await browser.json('/api/auth/fingerprint', 'POST', fingerprint('daily-1'))).status).to.equal(204);
      const reset = await alreadySentToday('fingerprint-daily', 300);
      try {
        const refused = await browser.json('/api/auth/fingerprint', 'POST', fingerprint('daily-2'));
        expect(refused.status).to.equal(429);
        expect(Number(refused.headers.get('retry-after'))).to.be.within(1, 24 * 60 * 60);
        expect(
          await sql('select key from identity_device where fingerprint ->> ? = ?', ['canvas', 'daily-2']),
        ).to.deep.equal([]);
      } finally {
        await reset();
      }
    });

    it('refuses error report number 501 of the day from one address with 429, under the burst limit', async () => {
      const browser = new TestBrowser(server.baseUrl);
      expect((await browser.json('/api/log-error', 'POST', errorReport('daily 1'))).status).to.equal(204);
      const reset = await alreadySentToday('log-error-daily', 500);
      try {
        expect((await browser.json('/api/log-error', 'POST', errorReport('daily 2'))).status).to.equal(429);
        expect(await sql('select id from client_error_log where message = ?', ['daily 2'])).to.deep.equal([]);
      } finally {
        await reset();
      }
    });
  });

  describe('retention of error reports', () => {
    it('deletes reports received longer ago than the retention and keeps the newer ones', async () => {
      const log = new ClientErrorLog(server.app.database.em);
      const now = new Date();
      const entry = (error: string) => ({ ...errorReport(error), userId: null, requestId: `retention-${error}` });
      await inDatabase(async () => {
        await log.record(entry('received 31 days ago'), new Date(now.getTime() - 31 * DAY_MS));
        await log.record(entry('received 29 days ago'), new Date(now.getTime() - 29 * DAY_MS));
        await log.record(entry('received now'), now);
      });

      const removed = await inDatabase(clientErrorRetentionSweep(log, clockAt(now), 30 * DAY_MS).work);

      expect(removed).to.equal(1);
      const left = await sql<{ message: string }>(
        "select message from client_error_log where request_id like 'retention-%' order by received_at",
      );
      expect(left.map((row) => row.message)).to.deep.equal(['received 29 days ago', 'received now']);
    });
  });
});
