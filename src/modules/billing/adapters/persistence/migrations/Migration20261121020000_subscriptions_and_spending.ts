import { Migration } from '@mikro-orm/migrations';

/**
 * A user's subscription (at most one) and the Basic plan's monthly allowance, so that spending for a
 * repair can follow the order Unlimited, Basic allowance, free fixes, credits.
 */
export class Migration20261121020000_subscriptions_and_spending extends Migration {
  override name = 'Migration20261121020000_subscriptions_and_spending';

  override up(): void {
    this.addSql(
      'alter table billing_account add column basic_allowance_remaining integer not null default 0 check (basic_allowance_remaining >= 0);',
    );
    this.addSql(`
      create table billing_subscription (
        user_id uuid primary key,
        provider_subscription_id varchar(255) not null unique,
        plan varchar(16) not null check (plan in ('basic', 'pro')),
        status varchar(16) not null check (status in ('active', 'past_due', 'canceled')),
        current_period_start timestamptz not null,
        current_period_end timestamptz not null,
        updated_at timestamptz not null
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists billing_subscription;');
    this.addSql('alter table billing_account drop column if exists basic_allowance_remaining;');
  }
}
