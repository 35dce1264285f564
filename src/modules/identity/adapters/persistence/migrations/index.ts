import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121010000_identity_and_balances } from './Migration20261121010000_identity_and_balances.js';
import { Migration20261202000000_identity_account_binding } from './Migration20261202000000_identity_account_binding.js';
import { Migration20261205000000_session_authentication_time } from './Migration20261205000000_session_authentication_time.js';
import { Migration20261206000000_keyed_deleted_email_hashes } from './Migration20261206000000_keyed_deleted_email_hashes.js';
import { Migration20261209100000_user_locale } from './Migration20261209100000_user_locale.js';
import { Migration20261209200000_principal_change_notifications } from './Migration20261209200000_principal_change_notifications.js';

/**
 * Identity's migrations, in order. The first also creates billing's balances and ledger and the shared
 * rate-limit counters: it was written before each module had its own folder, and an applied migration keeps its
 * name and content, so it stays whole here.
 * Database.open runs every list in the order of the names; a released migration is never renamed.
 */
export const identityMigrations: readonly MigrationObject[] = [
  { name: 'Migration20261121010000_identity_and_balances', class: Migration20261121010000_identity_and_balances },
  { name: 'Migration20261202000000_identity_account_binding', class: Migration20261202000000_identity_account_binding },
  {
    name: 'Migration20261205000000_session_authentication_time',
    class: Migration20261205000000_session_authentication_time,
  },
  {
    name: 'Migration20261206000000_keyed_deleted_email_hashes',
    class: Migration20261206000000_keyed_deleted_email_hashes,
  },
  { name: 'Migration20261209100000_user_locale', class: Migration20261209100000_user_locale },
  {
    name: 'Migration20261209200000_principal_change_notifications',
    class: Migration20261209200000_principal_change_notifications,
  },
];
