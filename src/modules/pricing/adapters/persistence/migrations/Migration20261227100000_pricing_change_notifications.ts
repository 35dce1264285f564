import { Migration } from '@mikro-orm/migrations';

const TABLES = ['pricing_price_table', 'pricing_price'];

/**
 * Every instance keeps the public price list (decision 0020): any change to a price, whoever makes it, notifies
 * channel `public_read_changed` with 'pricing' when its transaction commits, and each instance drops what it kept.
 */
export class Migration20261227100000_pricing_change_notifications extends Migration {
  override name = 'Migration20261227100000_pricing_change_notifications';

  override up(): void {
    this.addSql(`
      create function pricing_notify_prices_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('public_read_changed', 'pricing');
        return null;
      end $$;`);
    for (const table of TABLES) {
      this.addSql(`
        create trigger ${table}_prices_changed after insert or update or delete or truncate on ${table}
        for each statement execute function pricing_notify_prices_changed();`);
    }
  }

  override down(): void {
    for (const table of TABLES) this.addSql(`drop trigger if exists ${table}_prices_changed on ${table};`);
    this.addSql('drop function if exists pricing_notify_prices_changed();');
  }
}
