import { Migration } from '@mikro-orm/migrations';

/**
 * When each session's person last authenticated at the provider (granting credits asks for a recent one), and
 * the max_age a pending sign-in asked for, checked against the ID token's auth_time on return. Existing
 * sessions count from their sign-in.
 */
export class Migration20261205000000_session_authentication_time extends Migration {
  override name = 'Migration20261205000000_session_authentication_time';

  override up(): void {
    this.addSql('alter table identity_session add column authenticated_at timestamptz null;');
    this.addSql('update identity_session set authenticated_at = created_at;');
    this.addSql('alter table identity_session alter column authenticated_at set not null;');
    this.addSql('alter table identity_sign_in_attempt add column max_age_seconds integer null;');
  }

  override down(): void {
    this.addSql('alter table identity_sign_in_attempt drop column if exists max_age_seconds;');
    this.addSql('alter table identity_session drop column if exists authenticated_at;');
  }
}
