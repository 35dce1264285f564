import { expect } from 'chai';
import pg from 'pg';
import sinon from 'sinon';
import { APP_MIGRATIONS, APP_MODULES } from '../../../src/composition-root.js';
import { createLogger } from '../../../src/shared/logging/logger.js';
import { changeFeed, type ChangeFeed } from '../../../src/shared/persistence/change-notifications.js';
import { Database } from '../../../src/shared/persistence/database.js';
import { createTestDatabase, postgresAnswers, type TestDatabase } from '../../support/test-database.js';

const CHANNEL = 'change_feed_test';

/**
 * Every write request settles the feed (one round trip on the listening connection) before it answers: many at once
 * must not pile queries on that one connection (pg queues them, and pg 9 refuses), nor miss what they committed.
 */
describe('change notifications on PostgreSQL', function () {
  this.timeout(30_000);
  let testDatabase: TestDatabase;
  let database: Database;
  let feed: ChangeFeed;
  /** Other connections committing changes, as other requests and instances do. */
  let writers: pg.Pool;

  before(async function () {
    if (!(await postgresAnswers())) this.skip();
    testDatabase = await createTestDatabase('postgresql');
    const logger = createLogger('warn');
    database = await Database.open(
      testDatabase.config,
      APP_MODULES.flatMap((module) => module.entities),
      APP_MIGRATIONS,
      logger,
    );
    feed = changeFeed(database, CHANNEL, logger);
    await feed.listen();
    writers = new pg.Pool({ connectionString: (testDatabase.config as { url: string }).url, max: 20 });
  });
  after(async () => {
    sinon.restore();
    await writers?.end();
    await feed?.close();
    await database?.close();
    await testDatabase?.drop();
  });

  it('settles many writes at once one round trip at a time, each hearing what was committed before it asked', async () => {
    const heard: string[] = [];
    feed.subscribe({ onChange: (payload) => heard.push(payload), onGap: () => undefined });
    let settlingAtOnce = 0;
    let mostAtOnce = 0;
    const query = sinon.stub(pg.Client.prototype, 'query');
    query.callsFake(function (this: pg.Client, ...args: unknown[]) {
      const result = (query.wrappedMethod as (...args: unknown[]) => unknown).apply(this, args);
      if (args[0] === 'select 1') {
        mostAtOnce = Math.max(mostAtOnce, ++settlingAtOnce);
        void Promise.resolve(result).finally(() => settlingAtOnce--);
      }
      return result;
    });

    await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        await writers.query(`select pg_notify('${CHANNEL}', $1)`, [`change-${i}`]);
        await feed.settle();
        expect(heard, `change-${i} once settled`).to.include(`change-${i}`);
      }),
    );
    expect(mostAtOnce).to.equal(1);
  });
});
