import { Migration20261121000000_pricing } from './Migration20261121000000_pricing.js';
import { Migration20261121010000_identity_and_balances } from './Migration20261121010000_identity_and_balances.js';
import { Migration20261121030000_repairs } from './Migration20261121030000_repairs.js';
import { Migration20261121040000_payments } from './Migration20261121040000_payments.js';
import { Migration20261121050000_client_errors } from './Migration20261121050000_client_errors.js';
import { Migration20261121020000_subscriptions_and_spending } from './Migration20261121020000_subscriptions_and_spending.js';
import { Migration20261121060000_contractors } from './Migration20261121060000_contractors.js';
import { Migration20261121070000_gallery_featured } from './Migration20261121070000_gallery_featured.js';
import { Migration20261201000000_plan_change_confirmations } from './Migration20261201000000_plan_change_confirmations.js';
import { Migration20261202000000_identity_account_binding } from './Migration20261202000000_identity_account_binding.js';

/**
 * Every migration, in order. Listed explicitly rather than discovered from the file system, so the
 * same list runs under tsx, in a bundle and in the container image.
 */
export const migrations = [
  { name: 'Migration20261121000000_pricing', class: Migration20261121000000_pricing },
  { name: 'Migration20261121010000_identity_and_balances', class: Migration20261121010000_identity_and_balances },
  {
    name: 'Migration20261121020000_subscriptions_and_spending',
    class: Migration20261121020000_subscriptions_and_spending,
  },
  { name: 'Migration20261121030000_repairs', class: Migration20261121030000_repairs },
  { name: 'Migration20261121040000_payments', class: Migration20261121040000_payments },
  { name: 'Migration20261121050000_client_errors', class: Migration20261121050000_client_errors },
  { name: 'Migration20261121060000_contractors', class: Migration20261121060000_contractors },
  { name: 'Migration20261121070000_gallery_featured', class: Migration20261121070000_gallery_featured },
  {
    name: 'Migration20261201000000_plan_change_confirmations',
    class: Migration20261201000000_plan_change_confirmations,
  },
  { name: 'Migration20261202000000_identity_account_binding', class: Migration20261202000000_identity_account_binding },
];
