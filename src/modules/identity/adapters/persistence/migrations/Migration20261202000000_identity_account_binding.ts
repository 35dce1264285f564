import { Migration } from '@mikro-orm/migrations';

/**
 * Accounts bound to the provider's issuer and subject: who verified the stored e-mail (roles and linking by
 * e-mail believe only issuers trusted for it), and provider accounts linked to an account beside its own.
 * Existing accounts start unverified: nobody knows who vouched for their address, so it counts from the
 * person's next sign-in.
 */
export class Migration20261202000000_identity_account_binding extends Migration {
  override name = 'Migration20261202000000_identity_account_binding';

  override up(): void {
    this.addSql('alter table identity_user add column email_verified_by varchar(512) null;');
    this.addSql(`
      create table identity_linked_identity (
        oidc_issuer varchar(512) not null,
        oidc_subject varchar(255) not null,
        user_id uuid not null references identity_user (id) on delete cascade,
        linked_at timestamptz not null,
        primary key (oidc_issuer, oidc_subject)
      );`);
    this.addSql('create index identity_linked_identity_user_idx on identity_linked_identity (user_id);');
  }

  override down(): void {
    this.addSql('drop table if exists identity_linked_identity;');
    this.addSql('alter table identity_user drop column if exists email_verified_by;');
  }
}
