import { mkdir } from 'node:fs/promises';
import { RequestContext, type EntitySchema, type MigrationObject } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM as PgliteOrm } from '@mikro-orm/pglite';
import { MikroORM as PostgreSqlOrm } from '@mikro-orm/postgresql';
import type { EntityManager, SqlMikroORM, AbstractSqlDriver } from '@mikro-orm/sql';
import type { SharedConfig } from '../config/config.js';
import type { Logger } from '../logging/logger.js';

export type { EntityManager };
export type DatabaseConfig = SharedConfig['database'];
// Entity schemas are heterogeneous by nature (as in AppModule); the ORM checks them at discovery.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEntitySchema = EntitySchema<any>;

/**
 * The one database of the monolith: PostgreSQL when DATABASE_URL is set, PGlite (PostgreSQL compiled to
 * WebAssembly) in a local folder otherwise. Both run the same entities and the same committed migrations.
 */
export class Database {
  private constructor(
    readonly orm: SqlMikroORM<AbstractSqlDriver>,
    readonly kind: DatabaseConfig['kind'],
  ) {}

  /**
   * `migrations` are every module's lists together: they run in the order of their names, which begin with their
   * timestamps. MikroORM knows an applied migration by its name alone, so a migration may move between folders
   * but never be renamed once released.
   */
  static async open(
    config: DatabaseConfig,
    entities: readonly AnyEntitySchema[],
    migrations: readonly MigrationObject[],
    logger: Logger,
  ): Promise<Database> {
    const common = {
      entities: [...entities],
      extensions: [Migrator],
      migrations: {
        migrationsList: [...migrations].sort((first, second) => first.name.localeCompare(second.name, 'en')),
        transactional: true,
        allOrNothing: true,
        snapshot: false,
        silent: true,
      },
      debug: false,
      logger: (message: string) => logger.debug({ orm: message }),
      // Work outside a request or job context must fork explicitly; the global identity map is never shared.
      allowGlobalContext: false,
    };
    // Both drivers are imported statically, like @mikro-orm/core above: a dynamic import() can load a second copy
    // of core when this file runs as CommonJS (the test runner's tsx transform), and the ORM would then never see
    // the request contexts that withContext opens (every request would fall back to the global manager).
    if (config.kind === 'postgresql') {
      const orm = await PostgreSqlOrm.init({ ...common, clientUrl: config.url, pool: { min: 0, max: config.poolMax } });
      return new Database(orm, 'postgresql');
    }
    if (!config.dataDir.startsWith('memory:')) await mkdir(config.dataDir, { recursive: true });
    const orm = await PgliteOrm.init({ ...common, dbName: config.dataDir });
    return new Database(orm, 'pglite');
  }

  get em(): EntityManager {
    return this.orm.em;
  }

  async migrate(): Promise<string[]> {
    const applied = await this.orm.migrator.up();
    return applied.map((migration) => migration.name);
  }

  /** Runs `work` with its own entity manager, as each HTTP request and each job does. */
  withContext<T>(work: () => Promise<T>): Promise<T> {
    return RequestContext.create(this.orm.em, work);
  }

  async isReady(): Promise<boolean> {
    try {
      await this.orm.em.fork().getConnection().execute('select 1');
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.orm.close(true);
  }
}
