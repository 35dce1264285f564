import { expect } from 'chai';
import { pricingMigrations } from '../../../src/modules/pricing/adapters/persistence/migrations/index.js';
import { PriceTableRecord } from '../../../src/modules/pricing/adapters/persistence/price-table.entity.js';
import { MikroOrmPriceTableRepository } from '../../../src/modules/pricing/adapters/persistence/mikro-orm-price-table.repository.js';
import { Database } from '../../../src/shared/persistence/database.js';
import { createLogger } from '../../../src/shared/logging/logger.js';
import {
  createTestDatabase,
  postgresAnswers,
  type BackendKind,
  type TestDatabase,
} from '../../support/test-database.js';

/** The same persistence behaviour on the embedded default and on the production database. */
for (const backend of ['pglite', 'postgresql'] as BackendKind[]) {
  describe(`price table repository on ${backend}`, function () {
    let testDatabase: TestDatabase;
    let database: Database;
    let repository: MikroOrmPriceTableRepository;

    before(async function () {
      if (backend === 'postgresql' && !(await postgresAnswers())) this.skip();
      testDatabase = await createTestDatabase(backend);
      database = await Database.open(
        testDatabase.config,
        [PriceTableRecord],
        pricingMigrations,
        createLogger('silent'),
      );
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
        await repository.save(table!.revise({ payPerRepair: 450 }, 'admin@example.com', at));
      });
      const reread = await database.withContext(() => repository.findByRegion('US'));
      expect(reread!.amounts.payPerRepair).to.equal(450);
      expect(reread!.amounts.basicPlan).to.equal(900);
      expect(reread!.updatedBy).to.equal('admin@example.com');
      expect(reread!.updatedAt.toISOString()).to.equal(at.toISOString());
    });
  });
}
