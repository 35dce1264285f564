import { createApplication, type Application } from '../../../src/composition-root.js';
import { loadConfig } from '../../../src/config.js';
import { createLogger } from '../../../src/shared/logging/logger.js';
import { TestBrowser } from '../../support/http-client.js';
import { freePort } from '../../support/test-app.js';
import type { TestDatabase } from '../../support/test-database.js';

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
  readonly secondUrl: string;
  close(): Promise<void>;
}

/**
 * Two instances in this process on one PostgreSQL database. Both name the first as their public address, as
 * instances behind one balancer name it: the development provider's issuer (whose verified e-mails make admins) is
 * then the same on both.
 */
export async function startTwoApplications(
  database: TestDatabase,
  env: Readonly<Record<string, string>>,
): Promise<TwoApplications> {
  if (database.config.kind !== 'postgresql') throw new Error('expected PostgreSQL');
  const url = database.config.url;
  const [firstPort, secondPort] = [await freePort(), await freePort()];
  const instance = async (port: number) => {
    const config = loadConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${firstPort}`,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATABASE_URL: url,
      ...env,
    });
    const app = await createApplication(config, createLogger(config.logLevel));
    await app.listen();
    return app;
  };
  const first = await instance(firstPort);
  const second = await instance(secondPort);
  return {
    first,
    second,
    secondUrl: `http://127.0.0.1:${secondPort}`,
    close: async () => {
      await second.close();
      await first.close();
    },
  };
}
