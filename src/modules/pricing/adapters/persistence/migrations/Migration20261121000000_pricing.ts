import { Migration } from '@mikro-orm/migrations';

/** Prices per region, seeded with the specification's figures in minor units. */
export class Migration20261121000000_pricing extends Migration {
  override name = 'Migration20261121000000_pricing';

  override up(): void {
    this.addSql(`
      create table pricing_price_table (
        region varchar(2) primary key check (region in ('CA', 'US')),
        currency varchar(3) not null check (currency in ('CAD', 'USD')),
        pay_per_repair integer not null check (pay_per_repair > 0),
        basic_plan integer not null check (basic_plan > 0),
        unlimited_plan integer not null check (unlimited_plan > 0),
        contractor_plan integer not null check (contractor_plan > 0),
        updated_at timestamptz not null default now(),
        updated_by varchar(255) null
      );`);
    this.addSql(`
      insert into pricing_price_table (region, currency, pay_per_repair, basic_plan, unlimited_plan, contractor_plan)
      values ('CA', 'CAD', 500, 1200, 2400, 900), ('US', 'USD', 400, 900, 1800, 700);`);
  }

  override down(): void {
    this.addSql('drop table if exists pricing_price_table;');
  }
}
