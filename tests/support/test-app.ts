import { createServer, type AddressInfo } from 'node:net';
import { createApplication, type Application, type ApplicationOptions } from '../../src/composition-root.js';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/shared/logging/logger.js';
import { createTestDatabase, type BackendKind } from './test-database.js';
import { signIn, TestBrowser } from './http-client.js';

export interface TestApp {
  readonly app: Application;
  readonly baseUrl: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment variables, as the server would read them. */
  readonly env?: Record<string, string>;
  readonly backend?: BackendKind;
  /** What the server sells, when not the seed catalogue (a fixture catalogue with a plan added). */
  readonly catalogue?: ApplicationOptions['catalogue'];
}

/** A free loopback port, so PUBLIC_URL (sign-in redirects, the Origin check) can name it before start. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Where a server on loopback `port` listens and says it is: PUBLIC_URL names the port (sign-in, the Origin check). */
export function loopbackSettings(port: number): Record<'HOST' | 'PORT' | 'PUBLIC_URL', string> {
  return { HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` };
}

/** A whole RepairLens server on a free loopback port with a database of its own. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(options.backend);
  const port = await freePort();
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    ...loopbackSettings(port),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Where `npm run build` put the front ends, when FRONTEND_DIST_DIR moved them.
    ...(process.env.FRONTEND_DIST_DIR ? { FRONTEND_DIST_DIR: process.env.FRONTEND_DIST_DIR } : {}),
    ...(database.config.kind === 'postgresql'
      ? // Two test files run at once on one PostgreSQL server (max_connections 100 by default), some with two instances.
        { DATABASE_URL: database.config.url, DATABASE_POOL_MAX: '10' }
      : { PGLITE_DATA_DIR: database.config.dataDir }),
    ...options.env,
  };
  const config = loadConfig(env);
  const app = await createApplication(config, createLogger(config.logLevel), { catalogue: options.catalogue });
  await app.listen();
  return {
    app,
    baseUrl: config.publicUrl,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * The suite's server: started before its tests and closed after them; `onStarted` hands it to the suite's
 * own variable. `start` is `startTestApp` or a module's own starter, wrapped when it needs options.
 */
export function useServerPerSuite<App extends { close(): Promise<void> }>(
  start: () => Promise<App>,
  onStarted: (app: App) => void,
): void {
  let app: App | undefined;
  before(async () => {
    app = await start();
    onStarted(app);
  });
  after(async () => app?.close());
}

export interface ServerWithAdmin<App extends TestApp> {
  readonly server: App;
  /** Signed in as the first of the admins. */
  readonly admin: TestBrowser;
}

/**
 * The suite's server with the given admins (ADMIN_EMAILS), and a browser signed in as the first of them, ready
 * before its tests, the server closed after them. Its tests read both from the suite it returns. `start` is
 * `startTestApp` or a module's own starter.
 */
export function useServerWithAdmin<App extends TestApp = TestApp>(
  admins: readonly [string, ...string[]],
  start: (options: TestAppOptions) => Promise<App> = startTestApp as (options: TestAppOptions) => Promise<App>,
): ServerWithAdmin<App> {
  const suite = {} as { server: App; admin: TestBrowser };
  useServerPerSuite(
    () => start({ env: { ADMIN_EMAILS: admins.join(',') } }),
    (started) => (suite.server = started),
  );
  before(async () => {
    suite.admin = new TestBrowser(suite.server.baseUrl);
    await signIn(suite.admin, { email: admins[0] });
  });
  return suite;
}
