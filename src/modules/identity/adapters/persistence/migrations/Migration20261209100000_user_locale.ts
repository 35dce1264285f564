import { Migration } from '@mikro-orm/migrations';

/** The account's language (en-CA, en-US or fr-CA), which its e-mails follow; null until one is chosen. */
export class Migration20261209100000_user_locale extends Migration {
  override name = 'Migration20261209100000_user_locale';

  override up(): void {
    this.addSql(`
      alter table identity_user add column locale varchar(8) null
        check (locale in ('en-CA', 'en-US', 'fr-CA'));`);
  }

  override down(): void {
    this.addSql('alter table identity_user drop column locale;');
  }
}
