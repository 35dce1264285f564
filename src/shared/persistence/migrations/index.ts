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
import { Migration20261205000000_session_authentication_time } from './Migration20261205000000_session_authentication_time.js';
import { Migration20261203000000_contractor_pending_changes } from './Migration20261203000000_contractor_pending_changes.js';
import { Migration20261206000000_keyed_deleted_email_hashes } from './Migration20261206000000_keyed_deleted_email_hashes.js';
import { Migration20261207000000_repair_follow_ups } from './Migration20261207000000_repair_follow_ups.js';
import { Migration20261208000000_repair_feedback } from './Migration20261208000000_repair_feedback.js';
import { Migration20261209000000_repair_locale } from './Migration20261209000000_repair_locale.js';
import { Migration20261209100000_user_locale } from './Migration20261209100000_user_locale.js';
import { Migration20261209200000_principal_change_notifications } from './Migration20261209200000_principal_change_notifications.js';
import { Migration20261210093000_prices_per_item } from './Migration20261210093000_prices_per_item.js';

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
  {
    name: 'Migration20261203000000_contractor_pending_changes',
    class: Migration20261203000000_contractor_pending_changes,
  },
  {
    name: 'Migration20261205000000_session_authentication_time',
    class: Migration20261205000000_session_authentication_time,
  },
  {
    name: 'Migration20261206000000_keyed_deleted_email_hashes',
    class: Migration20261206000000_keyed_deleted_email_hashes,
  },
  { name: 'Migration20261207000000_repair_follow_ups', class: Migration20261207000000_repair_follow_ups },
  { name: 'Migration20261208000000_repair_feedback', class: Migration20261208000000_repair_feedback },
  { name: 'Migration20261209000000_repair_locale', class: Migration20261209000000_repair_locale },
  { name: 'Migration20261209100000_user_locale', class: Migration20261209100000_user_locale },
  {
    name: 'Migration20261209200000_principal_change_notifications',
    class: Migration20261209200000_principal_change_notifications,
  },
  { name: 'Migration20261210093000_prices_per_item', class: Migration20261210093000_prices_per_item },
];
