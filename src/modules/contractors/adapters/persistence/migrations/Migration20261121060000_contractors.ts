import { Migration } from '@mikro-orm/migrations';

/**
 * Contractors (applications, profiles, the directory) and their leads; the contractor listing subscription
 * in billing, apart from the homeowner plans (one person may hold both); and the e-mail outbox (shared).
 */
export class Migration20261121060000_contractors extends Migration {
  override name = 'Migration20261121060000_contractors';

  override up(): void {
    this.addSql(`
      create table contractors_contractor (
        id uuid primary key,
        user_id uuid not null unique,
        status varchar(16) not null check (status in ('pending', 'approved', 'rejected', 'suspended')),
        status_reason varchar(1000) null,
        business_name varchar(120) not null,
        contact_name varchar(100) not null,
        email varchar(254) not null,
        phone varchar(16) not null,
        website varchar(2048) null,
        country varchar(2) not null check (country in ('CA', 'US')),
        postal_code varchar(10) not null,
        latitude double precision not null,
        longitude double precision not null,
        service_area_kind varchar(8) not null check (service_area_kind in ('radius', 'codes')),
        radius integer null check (radius > 0),
        radius_unit varchar(2) null check (radius_unit in ('km', 'mi')),
        radius_km double precision null,
        service_codes jsonb not null default '[]'::jsonb,
        specializations jsonb not null,
        description text not null check (char_length(description) <= 2000),
        licence_number varchar(50) null,
        insurance_provider varchar(120) null,
        insurance_expires_on date null,
        gst_hst_number varchar(15) null,
        year_established integer null,
        logo_key varchar(255) null,
        logo_media_type varchar(32) null,
        listing_paused boolean not null default false,
        submitted_at timestamptz not null,
        reviewed_at timestamptz null,
        reviewed_by varchar(320) null,
        updated_at timestamptz not null,
        check ((service_area_kind = 'radius') = (radius_km is not null and radius is not null and radius_unit is not null)),
        check ((insurance_provider is null) = (insurance_expires_on is null)),
        check ((logo_key is null) = (logo_media_type is null)),
        check (status not in ('rejected', 'suspended') or status_reason is not null)
      );`);
    this.addSql('create index contractors_contractor_review_idx on contractors_contractor (status, submitted_at);');
    // The directory reads approved, unpaused contractors by specialization or by a listed postal code.
    this.addSql(`
      create index contractors_contractor_specializations_idx on contractors_contractor using gin (specializations)
        where status = 'approved' and not listing_paused;`);
    this.addSql(`
      create index contractors_contractor_service_codes_idx on contractors_contractor using gin (service_codes)
        where status = 'approved' and not listing_paused;`);
    this.addSql(`
      create table contractors_lead (
        id uuid primary key,
        request_id uuid not null,
        customer_id uuid not null,
        contractor_id uuid not null references contractors_contractor (id) on delete cascade,
        customer_name varchar(100) not null,
        contact_email varchar(254) null,
        contact_phone varchar(16) null,
        customer_account_email varchar(320) not null,
        postal_code varchar(10) not null,
        description text not null check (char_length(description) <= 2000),
        preferred_timing varchar(16) not null check (preferred_timing in ('asap', 'this-week', 'this-month', 'flexible')),
        category varchar(32) null,
        repair jsonb null,
        status varchar(16) not null check (status in ('sent', 'viewed', 'accepted', 'declined', 'expired')),
        reply varchar(1000) null,
        sent_at timestamptz not null,
        viewed_at timestamptz null,
        responded_at timestamptz null,
        expires_at timestamptz not null,
        check (contact_email is not null or contact_phone is not null),
        check (status not in ('accepted', 'declined') or responded_at is not null)
      );`);
    this.addSql('create index contractors_lead_customer_idx on contractors_lead (customer_id, sent_at desc);');
    this.addSql('create index contractors_lead_contractor_idx on contractors_lead (contractor_id, sent_at desc);');
    this.addSql(`
      create index contractors_lead_open_idx on contractors_lead (expires_at) where status in ('sent', 'viewed');`);

    // Billing: the contractor plan is a subscription of its own, keyed like the homeowner plan by user.
    this.addSql(`
      create table billing_listing_subscription (
        user_id uuid primary key,
        provider_subscription_id varchar(255) not null unique,
        status varchar(16) not null check (status in ('active', 'past_due', 'canceled')),
        current_period_start timestamptz not null,
        current_period_end timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql('alter table billing_checkout_session drop constraint billing_checkout_session_kind_check;');
    this.addSql(`
      alter table billing_checkout_session add constraint billing_checkout_session_kind_check
        check (kind in ('one_time', 'subscription', 'listing'));`);
    this.addSql(`
      create unique index billing_checkout_session_one_open_listing
        on billing_checkout_session (user_id) where kind = 'listing' and status = 'created';`);

    this.addSql(`
      create table email_outbox (
        id uuid primary key,
        recipient varchar(320) not null,
        subject varchar(255) not null,
        text_body text not null,
        html_body text not null,
        status varchar(16) not null check (status in ('queued', 'sending', 'sent', 'failed')),
        attempts integer not null default 0 check (attempts >= 0),
        last_error varchar(1000) null,
        transport varchar(32) null,
        provider_message_id varchar(255) null,
        available_at timestamptz not null,
        lease_until timestamptz null,
        created_at timestamptz not null,
        sent_at timestamptz null,
        check (status <> 'sent' or sent_at is not null)
      );`);
    this.addSql('create index email_outbox_created_idx on email_outbox (created_at desc);');
    this.addSql(`
      create index email_outbox_due_idx on email_outbox (available_at) where status in ('queued', 'sending');`);
  }

  override down(): void {
    this.addSql('drop table if exists email_outbox;');
    this.addSql('drop index if exists billing_checkout_session_one_open_listing;');
    this.addSql("delete from billing_checkout_session where kind = 'listing';");
    this.addSql('alter table billing_checkout_session drop constraint billing_checkout_session_kind_check;');
    this.addSql(`
      alter table billing_checkout_session add constraint billing_checkout_session_kind_check
        check (kind in ('one_time', 'subscription'));`);
    this.addSql('drop table if exists billing_listing_subscription;');
    this.addSql('drop table if exists contractors_lead;');
    this.addSql('drop table if exists contractors_contractor;');
  }
}
