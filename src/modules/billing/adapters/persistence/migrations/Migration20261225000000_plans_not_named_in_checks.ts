import { Migration } from '@mikro-orm/migrations';

/**
 * The plans are catalogue data (src/modules/billing/domain/catalogue.ts): a plan added there must be storable
 * without a migration, so no check names the seed's plans any longer; the catalogue checks a plan id where it
 * comes in. "If exists" throughout: the subscription table may since have been replaced without its check.
 */
export class Migration20261225000000_plans_not_named_in_checks extends Migration {
  override name = 'Migration20261225000000_plans_not_named_in_checks';

  override up(): void {
    this.addSql(
      'alter table if exists billing_subscription drop constraint if exists billing_subscription_plan_check;',
    );
    this.addSql(
      'alter table if exists billing_checkout_session drop constraint if exists billing_checkout_session_plan_check;',
    );
    this.addSql(`
      alter table if exists billing_plan_change_confirmation
        drop constraint if exists billing_plan_change_confirmation_from_plan_check,
        drop constraint if exists billing_plan_change_confirmation_to_plan_check;`);
  }

  /** Back to the seed's two plans: fails while a row holds another plan, which the older code could not read. */
  override down(): void {
    this.addSql(
      "alter table if exists billing_subscription add constraint billing_subscription_plan_check check (plan in ('basic', 'pro'));",
    );
    this.addSql(
      'alter table if exists billing_checkout_session add constraint billing_checkout_session_plan_check ' +
        "check (plan in ('basic', 'pro'));",
    );
    this.addSql(`
      alter table if exists billing_plan_change_confirmation
        add constraint billing_plan_change_confirmation_from_plan_check check (from_plan in ('basic', 'pro')),
        add constraint billing_plan_change_confirmation_to_plan_check check (to_plan in ('basic', 'pro'));`);
  }
}
