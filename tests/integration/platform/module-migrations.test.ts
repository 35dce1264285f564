import { expect } from 'chai';
import type { Database } from '../../../src/shared/persistence/database.js';
import { openAppDatabase } from '../../support/app-database.js';
import {
  createTestDatabase,
  postgresAnswers,
  type BackendKind,
  type TestDatabase,
} from '../../support/test-database.js';

/**
 * What `mikro_orm_migrations` held once every migration had run from the one shared folder
 * (src/shared/persistence/migrations, before each module owned its own): names, in the order they ran.
 */
const NAMES_RECORDED_BY_THE_SHARED_FOLDER = [
  'Migration20261121000000_pricing',
  'Migration20261121010000_identity_and_balances',
  'Migration20261121020000_subscriptions_and_spending',
  'Migration20261121030000_repairs',
  'Migration20261121040000_payments',
  'Migration20261121050000_client_errors',
  'Migration20261121060000_contractors',
  'Migration20261121070000_gallery_featured',
  'Migration20261201000000_plan_change_confirmations',
  'Migration20261202000000_identity_account_binding',
  'Migration20261203000000_contractor_pending_changes',
  'Migration20261205000000_session_authentication_time',
  'Migration20261206000000_keyed_deleted_email_hashes',
  'Migration20261207000000_repair_follow_ups',
  'Migration20261208000000_repair_feedback',
  'Migration20261209000000_repair_locale',
  'Migration20261209100000_user_locale',
  'Migration20261209200000_principal_change_notifications',
];

/** Migrations written since each module owns its folder: they run after the shared folder's, in name order. */
const ADDED_SINCE = [
  'Migration20261210093000_prices_per_item',
  'Migration20261225000000_plans_not_named_in_checks',
  'Migration20261226000000_subscriptions_by_item',
  'Migration20261227000000_gallery_change_notifications',
  'Migration20261227100000_pricing_change_notifications',
  'Migration20261228000000_own_repairs_change_notifications',
  'Migration20261228100000_payment_change_notifications',
];

for (const backend of ['pglite', 'postgresql'] as BackendKind[]) {
  describe(`every module's migrations on ${backend}`, function () {
    // PGlite takes its time to start on a loaded machine.
    this.timeout(120_000);
    const opened: Array<{ testDatabase: TestDatabase; database: Database }> = [];

    async function freshDatabase(): Promise<Database> {
      const testDatabase = await createTestDatabase(backend);
      const database = await openAppDatabase(testDatabase);
      opened.push({ testDatabase, database });
      return database;
    }

    before(async function () {
      if (backend === 'postgresql' && !(await postgresAnswers())) this.skip();
    });
    after(async () => {
      for (const { testDatabase, database } of opened) {
        await database.close();
        await testDatabase.drop();
      }
    });

    it('migrates a fresh database in the order, and under the names, the shared folder used, then the newer ones', async () => {
      const database = await freshDatabase();
      const everyName = [...NAMES_RECORDED_BY_THE_SHARED_FOLDER, ...ADDED_SINCE];
      expect(await database.migrate()).to.deep.equal(everyName);
      const executed = await database.orm.migrator.getExecuted();
      expect(executed.map((migration) => migration.name)).to.deep.equal(everyName);
      // Each module's tables exist, the seeded price table included.
      const connection = database.em.fork().getConnection();
      const [prices] = await connection.execute<Array<{ count: string }>>(
        'select count(*) as count from pricing_price_table',
      );
      expect(Number(prices?.count)).to.be.greaterThan(0);
      for (const table of ['identity_user', 'billing_subscription', 'repairs_repair_request', 'contractors_lead']) {
        expect(await connection.execute(`select 1 from ${table} limit 1`), table).to.be.an('array');
      }
      expect(await database.migrate(), 'a second run').to.deep.equal([]);
    });

    it('runs only the newer migrations in a database the shared folder migrated', async () => {
      const database = await freshDatabase();
      for (const name of NAMES_RECORDED_BY_THE_SHARED_FOLDER) await database.orm.migrator.logMigration(name);
      const pending = await database.orm.migrator.getPending();
      expect(pending.map((migration) => migration.name)).to.deep.equal(ADDED_SINCE);
    });
  });
}
