import { APP_MIGRATIONS, APP_MODULES } from '../../src/composition-root.js';
import { createLogger } from '../../src/shared/logging/logger.js';
import { Database } from '../../src/shared/persistence/database.js';
import type { TestDatabase } from './test-database.js';

/** The database as the server opens it, every module's tables and migrations (none run yet), logging nothing. */
export function openAppDatabase(testDatabase: TestDatabase): Promise<Database> {
  return Database.open(
    testDatabase.config,
    APP_MODULES.flatMap((module) => module.entities),
    APP_MIGRATIONS,
    createLogger('silent'),
  );
}
