import type { AddressInfo } from 'node:net';
import { createApplication, type Application } from '../../src/composition-root.js';
import { loadConfig } from '../../src/shared/config/config.js';
import { createLogger } from '../../src/shared/logging/logger.js';
import { createTestDatabase, type BackendKind } from './test-database.js';

export interface TestApp {
  readonly app: Application;
  readonly baseUrl: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment variables, as the server would read them. */
  readonly env?: Record<string, string>;
  readonly backend?: BackendKind;
}

/** A whole RepairLens server on a free loopback port with a database of its own. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(options.backend);
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...(database.config.kind === 'postgresql'
      ? { DATABASE_URL: database.config.url }
      : { PGLITE_DATA_DIR: database.config.dataDir }),
    ...options.env,
  };
  const config = loadConfig(env);
  const app = await createApplication(config, createLogger(config.logLevel));
  const server = await app.listen();
  const { port } = server.address() as AddressInfo;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
