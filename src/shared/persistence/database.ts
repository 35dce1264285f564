import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir } from 'node:fs/promises';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import type * as PgliteEngine from '@electric-sql/pglite';
import type * as PgliteDriver from '@mikro-orm/pglite';
import { MikroORM as PostgreSqlOrm } from '@mikro-orm/postgresql';
import type { EntityManager, SqlMikroORM, AbstractSqlDriver } from '@mikro-orm/sql';
import type { SharedConfig } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import { loaderFor } from '../load-when-chosen.js';

export type { EntityManager };
export type DatabaseConfig = SharedConfig['database'];
// Entity schemas are heterogeneous by nature (as in AppModule); the ORM checks them at discovery.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEntitySchema = EntitySchema<any>;

/**
 * One request's or job's entity manager, forked from the global one when first asked for: a request that never
 * reaches the ORM (a probe, a signed-in read answered from memory) costs no fork, which profiling showed as a
 * fixed share of every request's time.
 */
class LazyFork {
  #fork: EntityManager | undefined;
  #forking = false;

  constructor(private readonly root: EntityManager) {}

  get(): EntityManager | undefined {
    // The fork under construction asks for its context: none yet, as when the ORM's RequestContext forks.
    if (this.#forking) return undefined;
    if (!this.#fork) {
      this.#forking = true;
      try {
        // From the global manager itself: resolving the context here would ask this very fork.
        this.#fork = this.root.fork({ useContext: true, disableContextResolution: true });
      } finally {
        this.#forking = false;
      }
    }
    return this.#fork;
  }
}

/**
 * PGlite allocates and touches PostgreSQL's shared buffers inside its WebAssembly memory at start: 128 MB at its
 * default, resident for the life of the process. The embedded default serves one developer's or one small
 * deployment's data, whose working set fits in 16 MB; a page beyond it is one read of the data folder away. Given
 * on the command line after PGlite's own settings (its postgresql.conf option would replace initdb's whole file).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/** The fork of the request or job running now; what the ORM reads as its context (the `context` option). */
const currentFork = new AsyncLocalStorage<LazyFork>();

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
      context: () => currentFork.getStore()?.get(),
    };
    // Not import(): it can load a second copy of @mikro-orm/core when this file runs as CommonJS (the test runner's
    // tsx transform), and two copies of the ORM's classes do not recognise each other's objects (request contexts
    // once went unseen that way). PGlite is loaded only when chosen (see loaderFor), never beside PostgreSQL.
    if (config.kind === 'postgresql') {
      const orm = await PostgreSqlOrm.init({ ...common, clientUrl: config.url, pool: { min: 0, max: config.poolMax } });
      return new Database(orm, 'postgresql');
    }
    if (!config.dataDir.startsWith('memory:')) await mkdir(config.dataDir, { recursive: true });
    const load = loaderFor(import.meta.url);
    const { MikroORM: PgliteOrm } = load('@mikro-orm/pglite') as typeof PgliteDriver;
    const { PGlite } = load('@electric-sql/pglite') as typeof PgliteEngine;
    const orm = await PgliteOrm.init({
      ...common,
      dbName: config.dataDir,
      driverOptions: { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] },
    });
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
    return currentFork.run(new LazyFork(this.orm.em), work);
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
