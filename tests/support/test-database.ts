import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from '../../src/shared/persistence/database.js';

const SERVER_URL = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

export type BackendKind = DatabaseConfig['kind'];

export interface TestDatabase {
  readonly config: DatabaseConfig;
  drop(): Promise<void>;
}

let serverAnswers: Promise<boolean> | undefined;

/** Whether the PostgreSQL server the suite may use is running; asked once per run. */
export function postgresAnswers(): Promise<boolean> {
  serverAnswers ??= (async () => {
    const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 1500 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return serverAnswers;
}

/**
 * The backend the suite runs on: TEST_DATABASE=pglite|postgresql forces one; otherwise PostgreSQL
 * when the server answers and PGlite when it does not.
 */
export async function suiteBackend(): Promise<BackendKind> {
  const forced = process.env.TEST_DATABASE;
  if (forced === 'pglite' || forced === 'postgresql') {
    if (forced === 'postgresql' && !(await postgresAnswers())) {
      throw new Error(`TEST_DATABASE=postgresql but nothing answers at ${SERVER_URL}`);
    }
    return forced;
  }
  return (await postgresAnswers()) ? 'postgresql' : 'pglite';
}

/** A database of its own for one test app: a fresh PostgreSQL database, or an in-memory PGlite. */
export async function createTestDatabase(kind?: BackendKind): Promise<TestDatabase> {
  const backend = kind ?? (await suiteBackend());
  if (backend === 'pglite') return { config: { kind: 'pglite', dataDir: 'memory://' }, drop: async () => undefined };

  const name = `repairlens_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgresql', url: url.toString(), poolMax: 5 },
    drop: async () => {
      const client = new pg.Client({ connectionString: SERVER_URL });
      await client.connect();
      try {
        await connectionsClosed(client, name);
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

const CLOSING_WAIT_MS = 15_000;

/**
 * A pool's `end()` resolves before its connections have left the server; forcing the drop while one is still leaving
 * hands that connection an error its pool emits with nobody listening, an uncaught error in whatever test runs next.
 * So the drop waits for them first. On a loaded CI machine leaving took over 5 s once, hence the long bound; a
 * connection truly left open is still cut by the drop, and named on stderr so the test that leaked it can be found.
 */
async function connectionsClosed(client: pg.Client, name: string): Promise<void> {
  const deadline = Date.now() + CLOSING_WAIT_MS;
  for (;;) {
    const { rows } = await client.query<{ applicationName: string; state: string | null; query: string }>(
      `select application_name as "applicationName", state, query from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
      [name],
    );
    if (rows.length === 0) return;
    if (Date.now() > deadline) {
      console.error(
        `test database ${name}: ${rows.length} connection(s) still open after ${CLOSING_WAIT_MS} ms, cut by the drop:`,
      );
      for (const row of rows) console.error(`  ${row.applicationName || '(no name)'} ${row.state ?? ''}: ${row.query}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
