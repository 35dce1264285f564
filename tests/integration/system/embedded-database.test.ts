import { expect } from 'chai';
import { APP_MODULES } from '../../../src/composition-root.js';
import { createLogger } from '../../../src/shared/logging/logger.js';
import { Database } from '../../../src/shared/persistence/database.js';

/** The embedded default (PGlite) runs PostgreSQL inside this process: its settings decide the process's memory. */
describe('the embedded database', function () {
  this.timeout(60_000);
  let database: Database;

  before(async () => {
    database = await Database.open(
      { kind: 'pglite', dataDir: 'memory://' },
      APP_MODULES.flatMap((module) => module.entities),
      [],
      createLogger('warn'),
    );
  });
  after(() => database?.close());

  async function setting(name: string): Promise<string> {
    const [row] = await database.em
      .fork()
      .getConnection()
      .execute<{ value: string }[]>(`select current_setting(?) as value`, [name]);
    return row!.value;
  }

  it('keeps 16 MB of shared buffers, not the 128 MB it would touch at start by default', async () => {
    expect(await setting('shared_buffers')).to.equal('16MB');
  });

  it("keeps PGlite's own start settings beside it", async () => {
    expect(await setting('search_path')).to.equal('public');
    expect(await setting('max_worker_processes')).to.equal('0');
  });
});
