import { Migration } from '@mikro-orm/migrations';

/**
 * Prices become rows of (region, item, amount), the item named by its id in billing's catalogue, so a
 * new item sold is new rows rather than a new column. The region's row keeps its currency and who
 * changed its prices last. The amounts move as they are.
 */
export class Migration20261210093000_prices_per_item extends Migration {
  override name = 'Migration20261210093000_prices_per_item';

  override up(): void {
    this.addSql(`
      create table pricing_price (
        region varchar(2) not null references pricing_price_table (region) on delete cascade,
        item_id varchar(32) not null,
        amount integer not null check (amount > 0),
        primary key (region, item_id)
      );`);
    this.addSql(`
      insert into pricing_price (region, item_id, amount)
      select region, 'repair_credit', pay_per_repair from pricing_price_table
      union all select region, 'basic', basic_plan from pricing_price_table
      union all select region, 'pro', unlimited_plan from pricing_price_table
      union all select region, 'contractor_listing', contractor_plan from pricing_price_table;`);
    this.addSql(`
      alter table pricing_price_table
        drop column pay_per_repair, drop column basic_plan, drop column unlimited_plan, drop column contractor_plan;`);
  }

  override down(): void {
    this.addSql(`
      alter table pricing_price_table
        add column pay_per_repair integer, add column basic_plan integer,
        add column unlimited_plan integer, add column contractor_plan integer;`);
    this.addSql(`
      update pricing_price_table t set
        pay_per_repair = (select amount from pricing_price p where p.region = t.region and p.item_id = 'repair_credit'),
        basic_plan = (select amount from pricing_price p where p.region = t.region and p.item_id = 'basic'),
        unlimited_plan = (select amount from pricing_price p where p.region = t.region and p.item_id = 'pro'),
        contractor_plan = (select amount from pricing_price p
                           where p.region = t.region and p.item_id = 'contractor_listing');`);
    this.addSql('drop table pricing_price;');
  }
}
