import { Migration } from '@mikro-orm/migrations';

/**
 * The language a repair is written in (en-CA, en-US or fr-CA), from the upload: its instructions and follow-up
 * answers follow it. Every repair before this was written in English.
 */
export class Migration20261209000000_repair_locale extends Migration {
  override name = 'Migration20261209000000_repair_locale';

  override up(): void {
    this.addSql(`
      alter table repairs_repair_request add column locale varchar(8) not null default 'en-CA'
        check (locale in ('en-CA', 'en-US', 'fr-CA'));`);
  }

  override down(): void {
    this.addSql('alter table repairs_repair_request drop column locale;');
  }
}
