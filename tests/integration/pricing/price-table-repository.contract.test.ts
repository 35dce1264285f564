import { expect } from 'chai';
import { pricingMigrations } from '../../../src/modules/pricing/adapters/persistence/migrations/index.js';
import { PriceRecord, PriceTableRecord } from '../../../src/modules/pricing/adapters/persistence/price-table.entity.js';
import { MikroOrmPriceTableRepository } from '../../../src/modules/pricing/adapters/persistence/mikro-orm-price-table.repository.js';
import { Database } from '../../../src/shared/persistence/database.js';
import { createLogger } from '../../../src/shared/logging/logger.js';
import {
  createTestDatabase,
  postgresAnswers,
  type BackendKind,
  type TestDatabase,
} from '../../support/test-database.js';

/** A database of its own holding the pricing module's tables, not yet migrated. */
async function pricingDatabase(backend: BackendKind): Promise<{ testDatabase: TestDatabase; database: Database }> {
  const testDatabase = await createTestDatabase(backend);
  const database = await Database.open(
    testDatabase.config,
    [PriceTableRecord, PriceRecord],
    pricingMigrations,
    createLogger('silent'),
  );
  return { testDatabase, database };
}

/** The same persistence behaviour on the embedded default and on the production database. */
for (const backend of ['pglite', 'postgresql'] as BackendKind[]) {
  describe(`price table repository on ${backend}`, function () {
    let testDatabase: TestDatabase;
    let database: Database;
    let repository: MikroOrmPriceTableRepository;

    before(async function () {
      if (backend === 'postgresql' && !(await postgresAnswers())) this.skip();
      ({ testDatabase, database } = await pricingDatabase(backend));
      await database.migrate();
      repository = new MikroOrmPriceTableRepository(database.em);
    });
    after(async () => {
      await database?.close();
      await testDatabase?.drop();
    });

    it('finds both seeded regions in order', async () => {
      const tables = await database.withContext(() => repository.findAll());
      expect(tables.map((table) => [table.region, table.currency])).to.deep.equal([
        ['CA', 'CAD'],
        ['US', 'USD'],
      ]);
    });

    it('keeps a revised price and who revised it', async () => {
      const at = new Date('2026-11-01T10:00:00Z');
      await database.withContext(async () => {
        const table = await repository.findByRegion('US');
        await repository.save(table!.revise({ repair_credit: 450 }, 'admin@example.com', at));
      });
      const reread = await database.withContext(() => repository.findByRegion('US'));
      expect(reread!.amounts.repair_credit).to.equal(450);
      expect(reread!.amounts.basic).to.equal(900);
      expect(reread!.updatedBy).to.equal('admin@example.com');
      expect(reread!.updatedAt.toISOString()).to.equal(at.toISOString());
    });
  });

  describe(`moving prices to one row per item on ${backend}`, function () {
    let testDatabase: TestDatabase;
    let database: Database;

    before(async function () {
      if (backend === 'postgresql' && !(await postgresAnswers())) this.skip();
      ({ testDatabase, database } = await pricingDatabase(backend));
    });
    after(async () => {
      await database?.close();
      await testDatabase?.drop();
    });

    it('keeps every amount an admin had set, and who set them, under the catalogue item ids', async () => {
      await database.orm.migrator.up({ to: 'Migration20261121000000_pricing' });
      await database.em
        .fork()
        .getConnection()
        .execute(
          `update pricing_price_table set pay_per_repair = 450, contractor_plan = 750, updated_by = 'admin@example.com'
           where region = 'US'`,
        );
      await database.migrate();
      const tables = await database.withContext(() => new MikroOrmPriceTableRepository(database.em).findAll());
      expect(tables.map((table) => [table.region, table.amounts, table.updatedBy])).to.deep.equal([
        ['CA', { basic: 1200, contractor_listing: 900, pro: 2400, repair_credit: 500 }, null],
        ['US', { basic: 900, contractor_listing: 750, pro: 1800, repair_credit: 450 }, 'admin@example.com'],
      ]);
    });
  });
}
