import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000_pricing } from './Migration20261121000000_pricing.js';
import { Migration20261210093000_prices_per_item } from './Migration20261210093000_prices_per_item.js';
import { Migration20261227100000_pricing_change_notifications } from './Migration20261227100000_pricing_change_notifications.js';

/**
 * The price table's migrations, in order.
 * Database.open runs every list in the order of the names; a released migration is never renamed.
 */
export const pricingMigrations: readonly MigrationObject[] = [
  { name: 'Migration20261121000000_pricing', class: Migration20261121000000_pricing },
  { name: 'Migration20261210093000_prices_per_item', class: Migration20261210093000_prices_per_item },
  {
    name: 'Migration20261227100000_pricing_change_notifications',
    class: Migration20261227100000_pricing_change_notifications,
  },
];
