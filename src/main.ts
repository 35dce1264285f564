import { createApplication } from './composition-root.js';
import { ConfigurationError, loadConfig } from './config.js';
import { createLogger } from './shared/logging/logger.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigurationError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const app = await createApplication(config, logger);
  await app.listen();
  logger.info({ url: config.publicUrl, database: app.database.kind }, 'RepairLens is listening');

  // Each step of close() has its own bound; should one hang regardless, the process still ends (and says so).
  const { drainMs, graceMs } = config.shutdown;
  const shutdownBoundMs = drainMs + graceMs + config.jobs.stopTimeoutMs + 10_000;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, drainMs, graceMs }, 'shutting down');
    const forced = setTimeout(() => {
      logger.error({ shutdownBoundMs }, 'shutdown did not finish in time; exiting');
      process.exit(1);
    }, shutdownBoundMs).unref();
    try {
      await app.close();
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    clearTimeout(forced);
    logger.info('RepairLens stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('RepairLens failed to start:', error);
  process.exit(1);
});
