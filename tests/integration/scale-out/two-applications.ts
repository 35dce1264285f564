import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApplication, type Application } from '../../../src/composition-root.js';
import { loadConfig } from '../../../src/config.js';
import { createLogger } from '../../../src/shared/logging/logger.js';
import { TestBrowser } from '../../support/http-client.js';
import { freePort } from '../../support/test-app.js';
import { createTestDatabase, postgresAnswers, type TestDatabase } from '../../support/test-database.js';

/** Well under the kept reads' lifetimes (15 s signed in, 60 s public): only a notification explains an answer this quick. */
export const DEADLINE_MS = 2000;

/** Asks again and again, with no pause worth the name, until `check` holds or the deadline passes. */
export async function within<T>(what: string, ask: () => Promise<T>, check: (answer: T) => boolean): Promise<T> {
  const deadline = Date.now() + DEADLINE_MS;
  for (;;) {
    const answer = await ask();
    if (check(answer)) return answer;
    if (Date.now() > deadline) throw new Error(`not within ${DEADLINE_MS} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The same browser's cookies, sent to another instance. */
export function sameCookiesAt(browser: TestBrowser, baseUrl: string): TestBrowser {
  const other = new TestBrowser(baseUrl);
  for (const [name, value] of browser.cookies) other.cookies.set(name, value);
  return other;
}

export interface TwoApplications {
  readonly first: Application;
  readonly second: Application;
  readonly firstUrl: string;
  readonly secondUrl: string;
}

/**
 * Two instances in this process on one new PostgreSQL database, started before the suite (skipped when no
 * PostgreSQL server answers) and stopped after it; one storage folder for both stands for shared Blob Storage. Both
 * name the first as their public address, as instances behind one balancer name it: the development provider's
 * issuer (whose verified e-mails make admins) is then the same on both.
 */
export function useTwoApplications(env: Readonly<Record<string, string>>): { current: TwoApplications } {
  const holder = {} as { current: TwoApplications };
  let database: TestDatabase | undefined;
  let storageDir: string | undefined;
  const started: Application[] = [];

  before(async function () {
    if (!(await postgresAnswers())) {
      console.log('    skipped: no PostgreSQL server answers at 127.0.0.1:5432');
      return this.skip();
    }
    database = await createTestDatabase('postgresql');
    if (database.config.kind !== 'postgresql') throw new Error('expected PostgreSQL');
    const url = database.config.url;
    storageDir = await mkdtemp(path.join(os.tmpdir(), 'repairlens-two-instances-'));
    const [firstPort, secondPort] = [await freePort(), await freePort()];
    const instance = async (port: number) => {
      const config = loadConfig({
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${firstPort}`,
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
        DATABASE_URL: url,
        LOCAL_STORAGE_DIR: storageDir!,
        ...env,
      });
      const app = await createApplication(config, createLogger(config.logLevel));
      started.push(app);
      await app.listen();
      return app;
    };
    const first = await instance(firstPort);
    const second = await instance(secondPort);
    holder.current = {
      first,
      second,
      firstUrl: `http://127.0.0.1:${firstPort}`,
      secondUrl: `http://127.0.0.1:${secondPort}`,
    };
  });
  after(async () => {
    for (const app of started.reverse()) await app.close();
    await database?.drop();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });
  return holder;
}
