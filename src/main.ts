import { createApplication } from './composition-root.js';
import { ConfigurationError, loadConfig } from './shared/config/config.js';
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

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), 20_000).unref();
    await app.close();
    clearTimeout(forced);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('RepairLens failed to start:', error);
  process.exit(1);
});
