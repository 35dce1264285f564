import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121060000_contractors } from './Migration20261121060000_contractors.js';
import { Migration20261203000000_contractor_pending_changes } from './Migration20261203000000_contractor_pending_changes.js';

/**
 * The contractor directory's migrations, in order. The first also creates billing's listing subscriptions
 * and the shared e-mail outbox: it was written before each module had its own folder, and applied migrations stay
 * whole.
 * Database.open runs every list in the order of the names; a released migration is never renamed.
 */
export const contractorsMigrations: readonly MigrationObject[] = [
  { name: 'Migration20261121060000_contractors', class: Migration20261121060000_contractors },
  {
    name: 'Migration20261203000000_contractor_pending_changes',
    class: Migration20261203000000_contractor_pending_changes,
  },
];
