import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121020000_subscriptions_and_spending } from './Migration20261121020000_subscriptions_and_spending.js';
import { Migration20261121040000_payments } from './Migration20261121040000_payments.js';
import { Migration20261201000000_plan_change_confirmations } from './Migration20261201000000_plan_change_confirmations.js';
import { Migration20261225000000_plans_not_named_in_checks } from './Migration20261225000000_plans_not_named_in_checks.js';
import { Migration20261226000000_subscriptions_by_item } from './Migration20261226000000_subscriptions_by_item.js';
import { Migration20261228100000_payment_change_notifications } from './Migration20261228100000_payment_change_notifications.js';

/**
 * Billing's migrations, in order. Its balances and ledger come from identity's first migration, and
 * Migration20261121040000_payments also creates the shared admin audit table: applied migrations stay whole.
 * Migration20261226000000_subscriptions_by_item takes in the listing subscriptions of contractors' first migration.
 * Database.open runs every list in the order of the names; a released migration is never renamed.
 */
export const billingMigrations: readonly MigrationObject[] = [
  {
    name: 'Migration20261121020000_subscriptions_and_spending',
    class: Migration20261121020000_subscriptions_and_spending,
  },
  { name: 'Migration20261121040000_payments', class: Migration20261121040000_payments },
  {
    name: 'Migration20261201000000_plan_change_confirmations',
    class: Migration20261201000000_plan_change_confirmations,
  },
  {
    name: 'Migration20261225000000_plans_not_named_in_checks',
    class: Migration20261225000000_plans_not_named_in_checks,
  },
  { name: 'Migration20261226000000_subscriptions_by_item', class: Migration20261226000000_subscriptions_by_item },
  {
    name: 'Migration20261228100000_payment_change_notifications',
    class: Migration20261228100000_payment_change_notifications,
  },
];
