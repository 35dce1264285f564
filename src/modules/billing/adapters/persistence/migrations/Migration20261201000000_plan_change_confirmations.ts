import { Migration } from '@mikro-orm/migrations';

/**
 * Billing: a subscriber's plan change is applied only with the confirmation issued when its price was
 * shown (amount due now, proration, new monthly price); each is used once and lives minutes.
 */
export class Migration20261201000000_plan_change_confirmations extends Migration {
  override name = 'Migration20261201000000_plan_change_confirmations';

  override up(): void {
    this.addSql(`
      create table billing_plan_change_confirmation (
        id uuid primary key,
        token_hash varchar(64) not null unique,
        user_id uuid not null,
        provider_subscription_id varchar(255) not null,
        from_plan varchar(16) not null check (from_plan in ('basic', 'pro')),
        to_plan varchar(16) not null check (to_plan in ('basic', 'pro')),
        monthly_price_minor integer not null check (monthly_price_minor >= 0),
        currency varchar(3) not null check (currency in ('CAD', 'USD')),
        amount_due_now_minor integer not null check (amount_due_now_minor >= 0),
        proration_date timestamptz not null,
        expires_at timestamptz not null,
        created_at timestamptz not null
      );`);
    this.addSql(
      'create index billing_plan_change_confirmation_user_idx on billing_plan_change_confirmation (user_id, expires_at);',
    );
  }

  override down(): void {
    this.addSql('drop table if exists billing_plan_change_confirmation;');
  }
}
