import { createApplication, type Application } from '../src/composition-root.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import type { Logger } from '../src/shared/logging/logger.js';
import { freePort, loopbackSettings } from '../tests/support/test-app.js';

export interface InProcessRepairLens {
  readonly app: Application;
  readonly url: string;
}

/**
 * RepairLens in this process on a free loopback port, as tests/support/test-app.ts starts it, on DATABASE_URL or
 * else an in-memory PGlite database, logging nothing unless `env` sets LOG_LEVEL. PUBLIC_URL names the port
 * before start: sign-in redirects and the origin check of writes depend on it. `logger` replaces the log that
 * the settings' level makes.
 */
export async function startInProcessRepairLens(
  env: Record<string, string> = {},
  logger?: (config: AppConfig) => Logger,
): Promise<InProcessRepairLens> {
  const port = await freePort();
  const databaseUrl = process.env.DATABASE_URL;
  const config = loadConfig({
    NODE_ENV: 'development',
    ...loopbackSettings(port),
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DATA_DIR: 'memory://' }),
    ...env,
  });
  const app = await createApplication(config, logger?.(config));
  await app.listen();
  return { app, url: config.publicUrl };
}

/** A whole number of at least 1 from the environment variable `name`, or `fallback` when it is not set. */
export function wholeNumberSetting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number >= 1`);
  return value;
}
