import { Migration } from '@mikro-orm/migrations';

/** The columns both old tables and the new one share, in one order. */
const SHARED_COLUMNS =
  'user_id, provider_subscription_id, status, current_period_start, current_period_end, updated_at';

/**
 * Billing (issue 20): homeowner plans and contractor listings in one `billing_subscription`, each row naming its
 * catalogue item. The primary key (user_id, kind) keeps one subscription per person and kind of item (one plan,
 * one listing), as the two tables did. No check lists item ids, and the plan checks of checkout sessions and plan
 * change confirmations go: the catalogue names the items, so a plan added to it needs no migration.
 */
export class Migration20261226000000_subscriptions_by_item extends Migration {
  override name = 'Migration20261226000000_subscriptions_by_item';

  override up(): void {
    // The old table moves aside so the new one takes its name; its indexes keep theirs, so the new ones are named.
    this.addSql('alter table billing_subscription rename to billing_plan_subscription;');
    this.addSql(`
      create table billing_subscription (
        user_id uuid not null,
        kind varchar(16) not null check (kind in ('plan', 'listing')),
        item varchar(64) not null,
        provider_subscription_id varchar(255) not null,
        status varchar(16) not null check (status in ('active', 'past_due', 'canceled')),
        current_period_start timestamptz not null,
        current_period_end timestamptz not null,
        updated_at timestamptz not null,
        allowance_period_start timestamptz null,
        constraint billing_subscription_one_per_kind primary key (user_id, kind),
        constraint billing_subscription_provider_subscription_unique unique (provider_subscription_id)
      );`);
    this.addSql(`
      insert into billing_subscription (kind, item, ${SHARED_COLUMNS}, allowance_period_start)
      select 'plan', plan, ${SHARED_COLUMNS}, allowance_period_start from billing_plan_subscription;`);
    this.addSql(`
      insert into billing_subscription (kind, item, ${SHARED_COLUMNS})
      select 'listing', 'contractor_listing', ${SHARED_COLUMNS} from billing_listing_subscription;`);
    this.addSql('drop table billing_plan_subscription;');
    this.addSql('drop table billing_listing_subscription;');
    this.watchForSignedInReads();

    this.addSql('alter table billing_checkout_session drop constraint if exists billing_checkout_session_plan_check;');
    for (const column of ['from_plan', 'to_plan']) {
      this.addSql(
        `alter table billing_plan_change_confirmation drop constraint if exists billing_plan_change_confirmation_${column}_check;`,
      );
    }
  }

  /** Back to the two tables; the item checks stay off, since the catalogue may hold plans they never listed. */
  override down(): void {
    this.addSql('alter table billing_subscription rename to billing_item_subscription;');
    this.addSql(`
      create table billing_subscription (
        user_id uuid primary key,
        provider_subscription_id varchar(255) not null unique,
        plan varchar(16) not null,
        status varchar(16) not null check (status in ('active', 'past_due', 'canceled')),
        current_period_start timestamptz not null,
        current_period_end timestamptz not null,
        updated_at timestamptz not null,
        allowance_period_start timestamptz null
      );`);
    this.addSql(`
      create table billing_listing_subscription (
        user_id uuid primary key,
        provider_subscription_id varchar(255) not null unique,
        status varchar(16) not null check (status in ('active', 'past_due', 'canceled')),
        current_period_start timestamptz not null,
        current_period_end timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`
      insert into billing_subscription (plan, ${SHARED_COLUMNS}, allowance_period_start)
      select item, ${SHARED_COLUMNS}, allowance_period_start from billing_item_subscription where kind = 'plan';`);
    this.addSql(`
      insert into billing_listing_subscription (${SHARED_COLUMNS})
      select ${SHARED_COLUMNS} from billing_item_subscription where kind = 'listing';`);
    this.addSql('drop table billing_item_subscription;');
    this.watchForSignedInReads();
  }

  /**
   * The signed-in read holds the plan: identity's trigger (Migration20261209200000_principal_change_notifications)
   * went with the table it watched, so the table under that name gets it again. A listing change notifies too;
   * that only makes an instance read the person's session afresh.
   */
  private watchForSignedInReads(): void {
    this.addSql(`
      create trigger billing_subscription_principal_changed after insert or update or delete on billing_subscription
      for each row execute function identity_notify_principal_changed('user_id');`);
  }
}
