import { Migration } from '@mikro-orm/migrations';

/**
 * Users, server-side sessions, sign-in attempts and devices (identity); repair balances with their
 * append-only ledger (billing); and the shared rate-limit counters.
 */
export class Migration20261121010000_identity_and_balances extends Migration {
  override name = 'Migration20261121010000_identity_and_balances';

  override up(): void {
    this.addSql(`
      create table identity_user (
        id uuid primary key,
        email varchar(320) not null unique,
        first_name varchar(50) null,
        last_name varchar(50) null,
        profile_image_url varchar(2048) null,
        oidc_issuer varchar(512) not null,
        oidc_subject varchar(255) not null,
        signup_device_key varchar(64) null,
        free_fixes_granted integer not null default 0,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        last_sign_in_at timestamptz not null,
        unique (oidc_issuer, oidc_subject)
      );`);
    this.addSql('create index identity_user_signup_device_idx on identity_user (signup_device_key);');
    this.addSql(`
      create table identity_deleted_account (
        email_hash varchar(64) primary key,
        free_fixes_granted integer not null,
        deleted_at timestamptz not null
      );`);
    this.addSql(`
      create table identity_session (
        id_hash varchar(64) primary key,
        user_id uuid not null references identity_user (id) on delete cascade,
        created_at timestamptz not null,
        last_seen_at timestamptz not null,
        expires_at timestamptz not null,
        id_token text null,
        user_agent varchar(512) null,
        ip_address varchar(64) null
      );`);
    this.addSql('create index identity_session_user_idx on identity_session (user_id);');
    this.addSql(`
      create table identity_sign_in_attempt (
        state varchar(128) primary key,
        browser_binding_hash varchar(64) not null,
        code_verifier varchar(128) not null,
        nonce varchar(128) not null,
        return_to varchar(512) not null,
        device_key varchar(64) null,
        expires_at timestamptz not null
      );`);
    this.addSql(`
      create table identity_device (
        key varchar(64) primary key,
        fingerprint jsonb not null,
        first_seen_at timestamptz not null,
        last_seen_at timestamptz not null
      );`);
    this.addSql(`
      create table identity_user_device (
        user_id uuid not null references identity_user (id) on delete cascade,
        device_key varchar(64) not null references identity_device (key) on delete cascade,
        first_seen_at timestamptz not null,
        last_seen_at timestamptz not null,
        primary key (user_id, device_key)
      );`);
    this.addSql(`
      create table billing_account (
        user_id uuid primary key,
        free_fixes_remaining integer not null check (free_fixes_remaining >= 0),
        credits integer not null default 0 check (credits >= 0),
        created_at timestamptz not null
      );`);
    this.addSql(`
      create table billing_ledger_entry (
        id uuid primary key,
        user_id uuid not null,
        kind varchar(32) not null,
        balance varchar(32) not null,
        delta integer not null,
        repair_id uuid null,
        payment_reference varchar(255) null,
        reason varchar(500) null,
        actor varchar(320) null,
        created_at timestamptz not null
      );`);
    this.addSql('create index billing_ledger_entry_user_idx on billing_ledger_entry (user_id, created_at);');
    this.addSql(`
      create table rate_limit_bucket (
        bucket_key varchar(300) not null,
        window_start timestamptz not null,
        count integer not null,
        expires_at timestamptz not null,
        primary key (bucket_key, window_start)
      );`);
  }

  override down(): void {
    for (const table of [
      'rate_limit_bucket',
      'billing_ledger_entry',
      'billing_account',
      'identity_user_device',
      'identity_device',
      'identity_sign_in_attempt',
      'identity_session',
      'identity_deleted_account',
      'identity_user',
    ]) {
      this.addSql(`drop table if exists ${table};`);
    }
  }
}
