import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121050000_client_errors } from './Migration20261121050000_client_errors.js';

/**
 * The migrations of the browser error log, which belongs to no module.
 * Database.open runs every list in the order of the names; a released migration is never renamed.
 */
export const platformMigrations: readonly MigrationObject[] = [
  { name: 'Migration20261121050000_client_errors', class: Migration20261121050000_client_errors },
];
