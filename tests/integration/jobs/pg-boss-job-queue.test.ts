import { expect } from 'chai';
import { APP_MIGRATIONS, APP_MODULES } from '../../../src/composition-root.js';
import { PgBossJobQueue } from '../../../src/shared/jobs/pg-boss.job-queue.js';
import { createLogger } from '../../../src/shared/logging/logger.js';
import { Database } from '../../../src/shared/persistence/database.js';
import {
  createTestDatabase,
  postgresAnswers,
  type BackendKind,
  type TestDatabase,
} from '../../support/test-database.js';

const SETTINGS = { poolMax: 2, superviseIntervalSeconds: 1, stopTimeoutMs: 2_000 };
const QUEUE_SETTINGS = { timeoutSeconds: 30, retryLimit: 2, retryDelaySeconds: 0 };

async function until<T>(check: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

for (const backend of ['pglite', 'postgresql'] as BackendKind[]) {
  describe(`durable job queue (pg-boss) on ${backend}`, function () {
    this.timeout(60_000);
    let testDatabase: TestDatabase;
    let database: Database;
    let queue: PgBossJobQueue;
    const logger = createLogger('silent');

    before(async function () {
      if (backend === 'postgresql' && !(await postgresAnswers())) this.skip();
      testDatabase = await createTestDatabase(backend);
      database = await Database.open(
        testDatabase.config,
        APP_MODULES.flatMap((module) => module.entities),
        APP_MIGRATIONS,
        logger,
      );
      await database.migrate();
      queue = await PgBossJobQueue.start(database, SETTINGS, logger);
    });
    after(async () => {
      await queue?.stop(SETTINGS.stopTimeoutMs);
      await database?.close();
      await testDatabase?.drop();
    });

    it('runs an enqueued job with its data, in a database context of its own', async () => {
      await queue.declare('test.echo', QUEUE_SETTINGS);
      const seen: { text: string; answer: unknown }[] = [];
      await queue.work<{ text: string }>('test.echo', 2, async (data) => {
        // The global entity manager refuses work outside a context: this only runs inside one.
        const [row] = await database.em.execute<{ answer: number }[]>('select 42 as answer');
        seen.push({ text: data.text, answer: row?.answer });
      });
      await queue.enqueue('test.echo', { text: 'hello' });
      expect(await until(() => seen[0])).to.deep.equal({ text: 'hello', answer: 42 });
    });

    it('runs a job that threw again, up to its retry limit', async () => {
      await queue.declare('test.flaky', QUEUE_SETTINGS);
      let attempts = 0;
      await queue.work('test.flaky', 1, async () => {
        attempts++;
        if (attempts < 3) throw new Error('not yet');
      });
      await queue.enqueue('test.flaky', {});
      await until(() => (attempts >= 3 ? true : undefined));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(attempts, 'the third attempt succeeded, so no fourth').to.equal(3);
    });

    it('keeps a job enqueued while no worker runs, and runs it after a restart', async () => {
      await queue.declare('test.later', QUEUE_SETTINGS);
      await queue.enqueue('test.later', { n: 7 });
      await queue.stop(SETTINGS.stopTimeoutMs);
      queue = await PgBossJobQueue.start(database, SETTINGS, logger);
      const seen: number[] = [];
      await queue.work<{ n: number }>('test.later', 1, async (data) => {
        seen.push(data.n);
      });
      expect(await until(() => seen[0])).to.equal(7);
    });
  });
}
