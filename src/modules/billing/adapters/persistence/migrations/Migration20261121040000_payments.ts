import { Migration } from '@mikro-orm/migrations';

/**
 * Payments (billing): one payment-provider customer per user, checkout sessions fulfilled exactly once,
 * one-time payments, invoices, provider events processed once by id, the period whose Basic allowance was
 * granted, and the embedded local payment provider's own objects. Also the admin audit log (shared).
 */
export class Migration20261121040000_payments extends Migration {
  override name = 'Migration20261121040000_payments';

  override up(): void {
    this.addSql(`
      create table billing_customer (
        user_id uuid primary key,
        provider varchar(16) not null check (provider in ('stripe', 'local')),
        provider_customer_id varchar(255) not null unique,
        created_at timestamptz not null
      );`);
    this.addSql(`
      create table billing_checkout_session (
        id varchar(255) primary key,
        user_id uuid not null,
        kind varchar(16) not null check (kind in ('one_time', 'subscription')),
        plan varchar(16) null check (plan in ('basic', 'pro')),
        region varchar(2) not null check (region in ('CA', 'US')),
        amount_minor integer not null check (amount_minor >= 0),
        currency varchar(3) not null check (currency in ('CAD', 'USD')),
        status varchar(16) not null check (status in ('created', 'completed', 'expired')),
        url varchar(2048) null,
        expires_at timestamptz not null,
        created_at timestamptz not null,
        completed_at timestamptz null,
        check ((kind = 'subscription') = (plan is not null))
      );`);
    this.addSql('create index billing_checkout_session_user_idx on billing_checkout_session (user_id, created_at);');
    // At most one open subscription checkout per user: a second subscription cannot start from a double click.
    this.addSql(`
      create unique index billing_checkout_session_one_open_subscription
        on billing_checkout_session (user_id) where kind = 'subscription' and status = 'created';`);
    this.addSql(`
      create table billing_payment (
        id uuid primary key,
        user_id uuid not null,
        checkout_session_id varchar(255) not null unique,
        type varchar(16) not null check (type in ('one_time')),
        amount_minor integer not null check (amount_minor >= 0),
        currency varchar(3) not null,
        status varchar(32) not null,
        created_at timestamptz not null
      );`);
    this.addSql('create index billing_payment_user_idx on billing_payment (user_id, created_at);');
    this.addSql(`
      create table billing_invoice (
        id varchar(255) primary key,
        user_id uuid not null,
        provider_subscription_id varchar(255) null,
        billing_reason varchar(64) not null,
        amount_paid integer not null check (amount_paid >= 0),
        currency varchar(3) not null,
        status varchar(32) not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql('create index billing_invoice_user_idx on billing_invoice (user_id, created_at);');
    this.addSql(`
      create table billing_processed_event (
        event_id varchar(255) primary key,
        type varchar(64) not null,
        processed_at timestamptz not null
      );`);
    this.addSql('alter table billing_subscription add column allowance_period_start timestamptz null;');
    this.addSql(`
      create table billing_local_provider_object (
        id varchar(64) primary key,
        kind varchar(32) not null,
        customer_id varchar(64) null,
        data jsonb not null,
        created_at timestamptz not null
      );`);
    this.addSql(
      'create index billing_local_provider_object_customer_idx on billing_local_provider_object (customer_id, kind);',
    );
    this.addSql(`
      create table admin_audit_entry (
        id uuid primary key,
        actor varchar(320) not null,
        action varchar(100) not null,
        target varchar(255) not null,
        before jsonb null,
        after jsonb null,
        created_at timestamptz not null
      );`);
    this.addSql('create index admin_audit_entry_target_idx on admin_audit_entry (target, created_at);');
    this.addSql('create index admin_audit_entry_created_idx on admin_audit_entry (created_at);');
  }

  override down(): void {
    for (const table of [
      'admin_audit_entry',
      'billing_local_provider_object',
      'billing_processed_event',
      'billing_invoice',
      'billing_payment',
      'billing_checkout_session',
      'billing_customer',
    ]) {
      this.addSql(`drop table if exists ${table};`);
    }
    this.addSql('alter table billing_subscription drop column if exists allowance_period_start;');
  }
}
