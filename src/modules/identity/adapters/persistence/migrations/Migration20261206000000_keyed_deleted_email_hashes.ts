import { Migration } from '@mikro-orm/migrations';

/**
 * Deleted accounts' e-mails were remembered as a plain SHA-256, which a dictionary of addresses reverses. They
 * are now an HMAC under PERSONAL_DATA_HASH_KEY of that same SHA-256, so every existing row can be re-keyed
 * without its address. The key is configuration, out of a migration's reach: existing rows are marked unkeyed
 * here, and the identity module re-keys them when it starts, before it serves a request, and on each sweep
 * after (a row an instance of the previous release writes meanwhile). No row is lost; none stays plain.
 */
export class Migration20261206000000_keyed_deleted_email_hashes extends Migration {
  override name = 'Migration20261206000000_keyed_deleted_email_hashes';

  override up(): void {
    this.addSql('alter table identity_deleted_account add column keyed boolean not null default false;');
    this.addSql('create index identity_deleted_account_deleted_at_idx on identity_deleted_account (deleted_at);');
  }

  override down(): void {
    // Keyed hashes cannot be turned back into plain ones, and plain ones are what the previous release reads.
    this.addSql('delete from identity_deleted_account where keyed;');
    this.addSql('drop index if exists identity_deleted_account_deleted_at_idx;');
    this.addSql('alter table identity_deleted_account drop column if exists keyed;');
  }
}
