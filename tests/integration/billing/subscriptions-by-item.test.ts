import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { APP_MIGRATIONS } from '../../../src/composition-root.js';
import { ListingSubscriptions } from '../../../src/modules/billing/application/listing-subscriptions.js';
import {
  MikroOrmCustomerRepository,
  MikroOrmSubscriptionRepository,
} from '../../../src/modules/billing/adapters/persistence/mikro-orm-payment-records.js';
import {
  accountStandingFromSql,
  accountStandingSql,
} from '../../../src/modules/billing/adapters/persistence/sql-account-standing.js';
import { SEED_CATALOGUE } from '../../../src/modules/billing/domain/catalogue.js';
import type { ListingSubscription, Subscription } from '../../../src/modules/billing/domain/subscription.js';
import type { Database } from '../../../src/shared/persistence/database.js';
import { openAppDatabase } from '../../support/app-database.js';
import {
  createTestDatabase,
  postgresAnswers,
  type BackendKind,
  type TestDatabase,
} from '../../support/test-database.js';

const MOVING_MIGRATION = 'Migration20261226000000_subscriptions_by_item';
const NOW = new Date('2026-12-15T12:00:00Z');
const PERIOD_START = new Date('2026-12-01T00:00:00Z');
const PERIOD_END = new Date('2027-01-01T00:00:00Z');
const READ_AT = new Date('2026-12-01T00:05:00Z');

/** Each app migration's name, in the order Database.open runs them. */
const MIGRATION_NAMES = APP_MIGRATIONS.map((migration) => migration.name).sort((first, second) =>
  first.localeCompare(second, 'en'),
);

/** The migration run last before the two subscription tables become one. */
const BEFORE_MOVING = MIGRATION_NAMES[MIGRATION_NAMES.indexOf(MOVING_MIGRATION) - 1]!;

const terms = (
  userId: string,
  providerSubscriptionId: string,
  status: Subscription['status'],
): ListingSubscription => ({
  userId,
  providerSubscriptionId,
  status,
  currentPeriodStart: PERIOD_START,
  currentPeriodEnd: PERIOD_END,
});

for (const backend of ['pglite', 'postgresql'] as BackendKind[]) {
  describe(`subscriptions in one table keyed by item on ${backend}`, function () {
    // PGlite takes its time to start on a loaded machine.
    this.timeout(120_000);
    let testDatabase: TestDatabase;
    let database: Database;
    let subscriptions: MikroOrmSubscriptionRepository;

    const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
      database.em.fork().getConnection().execute<T[]>(query, params);
    const inContext = <T>(work: () => Promise<T>) => database.withContext(work);

    before(async function () {
      if (backend === 'postgresql' && !(await postgresAnswers())) this.skip();
      testDatabase = await createTestDatabase(backend);
      database = await openAppDatabase(testDatabase);
      subscriptions = new MikroOrmSubscriptionRepository(database.em, SEED_CATALOGUE);
    });
    after(async () => {
      await database?.close();
      await testDatabase?.drop();
    });

    describe('moving the rows of the plan and listing tables', () => {
      const [both, planOnly, listingOnly] = [randomUUID(), randomUUID(), randomUUID()];

      before(async () => {
        await database.orm.migrator.up({ to: BEFORE_MOVING });
        const plan = (userId: string, id: string, plan: string, status: string, allowanceFrom: Date | null) =>
          sql(
            `insert into billing_subscription (user_id, provider_subscription_id, plan, status, current_period_start,
               current_period_end, updated_at, allowance_period_start) values (?, ?, ?, ?, ?, ?, ?, ?)`,
            [userId, id, plan, status, PERIOD_START, PERIOD_END, READ_AT, allowanceFrom],
          );
        const listing = (userId: string, id: string, status: string) =>
          sql(
            `insert into billing_listing_subscription (user_id, provider_subscription_id, status, current_period_start,
               current_period_end, updated_at) values (?, ?, ?, ?, ?, ?)`,
            [userId, id, status, PERIOD_START, PERIOD_END, READ_AT],
          );
        await plan(both, 'sub_basic', 'basic', 'active', PERIOD_START);
        await listing(both, 'sub_listing_active', 'active');
        await plan(planOnly, 'sub_pro', 'pro', 'past_due', null);
        await listing(listingOnly, 'sub_listing_canceled', 'canceled');
        await database.migrate();
      });

      it('keeps every row of both tables, each under its catalogue item', async () => {
        const rows = await sql<{ user_id: string; kind: string; item: string; provider_subscription_id: string }>(
          'select user_id, kind, item, provider_subscription_id from billing_subscription order by provider_subscription_id',
        );
        expect(rows).to.deep.equal([
          { user_id: both, kind: 'plan', item: 'basic', provider_subscription_id: 'sub_basic' },
          {
            user_id: both,
            kind: 'listing',
            item: 'contractor_listing',
            provider_subscription_id: 'sub_listing_active',
          },
          {
            user_id: listingOnly,
            kind: 'listing',
            item: 'contractor_listing',
            provider_subscription_id: 'sub_listing_canceled',
          },
          { user_id: planOnly, kind: 'plan', item: 'pro', provider_subscription_id: 'sub_pro' },
        ]);
        const tables = await sql<{ name: string }>(
          `select table_name as name from information_schema.tables
           where table_name in ('billing_plan_subscription', 'billing_listing_subscription')`,
        );
        expect(tables, 'the old tables are gone').to.deep.equal([]);
      });

      it('reads plans and listings as before, the granted allowance period with them', async () => {
        await inContext(async () => {
          expect(await subscriptions.findByUser(both, 'plan')).to.deep.equal({
            ...terms(both, 'sub_basic', 'active'),
            plan: 'basic',
          });
          expect(await subscriptions.findByUser(both, 'listing')).to.deep.equal(
            terms(both, 'sub_listing_active', 'active'),
          );
          expect(await subscriptions.findByUser(planOnly, 'plan')).to.deep.equal({
            ...terms(planOnly, 'sub_pro', 'past_due'),
            plan: 'pro',
          });
          expect(await subscriptions.findByUser(planOnly, 'listing')).to.equal(null);
          expect(await subscriptions.findByUser(listingOnly, 'plan')).to.equal(null);
          expect(await subscriptions.claimAllowancePeriod(both, PERIOD_START), 'granted before the move').to.equal(
            false,
          );
        });
      });

      it('answers the same plan and listing standings as before', async () => {
        const listings = new ListingSubscriptions(subscriptions, new MikroOrmCustomerRepository(database.em), {
          now: () => NOW,
        });
        await inContext(async () => {
          expect(await listings.standingOf(both)).to.deep.equal({
            status: 'active',
            active: true,
            currentPeriodEnd: PERIOD_END,
          });
          expect(await listings.standingOf(listingOnly)).to.deep.equal({
            status: 'canceled',
            active: false,
            currentPeriodEnd: PERIOD_END,
          });
          expect(await listings.standingOf(planOnly)).to.deep.equal({
            status: 'none',
            active: false,
            currentPeriodEnd: null,
          });
          expect([...(await listings.activeAmong([both, planOnly, listingOnly]))]).to.deep.equal([both]);
        });
        const planStanding = async (userId: string) => {
          const [row] = await sql<{ standing: unknown }>(
            `select ${accountStandingSql('wanted.id')} as standing from (select ?::uuid as id) as wanted`,
            [userId],
          );
          const { subscriptionStatus, subscriptionPlan } = accountStandingFromSql(row!.standing, NOW);
          return { subscriptionStatus, subscriptionPlan };
        };
        expect(await planStanding(both)).to.deep.equal({ subscriptionStatus: 'active', subscriptionPlan: 'basic' });
        expect(await planStanding(planOnly)).to.deep.equal({ subscriptionStatus: 'inactive', subscriptionPlan: 'pro' });
        expect(await planStanding(listingOnly)).to.deep.equal({
          subscriptionStatus: 'inactive',
          subscriptionPlan: null,
        });
      });

      it('lists no item ids in SQL checks, so a plan new to the catalogue needs no migration', async () => {
        const userId = randomUUID();
        await sql(
          `insert into billing_subscription (user_id, kind, item, provider_subscription_id, status,
             current_period_start, current_period_end, updated_at) values (?, 'plan', 'family', ?, 'active', ?, ?, ?)`,
          [userId, `sub_${userId}`, PERIOD_START, PERIOD_END, READ_AT],
        );
        await sql(
          `insert into billing_checkout_session (id, user_id, kind, plan, region, amount_minor, currency, status,
             expires_at, created_at) values (?, ?, 'subscription', 'family', 'CA', 1500, 'CAD', 'created', ?, ?)`,
          [`cs_${userId}`, userId, PERIOD_END, NOW],
        );
        await sql(
          `insert into billing_plan_change_confirmation (id, token_hash, user_id, provider_subscription_id, from_plan,
             to_plan, monthly_price_minor, currency, amount_due_now_minor, proration_date, expires_at, created_at)
           values (?, ?, ?, ?, 'family', 'pro', 2400, 'CAD', 900, ?, ?, ?)`,
          [randomUUID(), 'f'.repeat(64), userId, `sub_${userId}`, NOW, PERIOD_END, NOW],
        );
        const [stored] = await sql<{ count: number | string }>(
          "select count(*) as count from billing_subscription where item = 'family'",
        );
        expect(Number(stored!.count)).to.equal(1);
      });

      it('still tells the signed-in reads when a subscription changes', async () => {
        const triggers = await sql<{ name: string }>(
          `select tgname as name from pg_trigger where tgrelid = 'billing_subscription'::regclass and not tgisinternal`,
        );
        expect(triggers.map((trigger) => trigger.name)).to.deep.equal(['billing_subscription_principal_changed']);
      });
    });

    describe('saving either kind', () => {
      it('keeps one plan and one listing per person, and never lets an older read overwrite a newer one', async () => {
        const userId = randomUUID();
        const later = new Date(READ_AT.getTime() + 60_000);
        const plan: Subscription = { ...terms(userId, `sub_plan_${userId}`, 'active'), plan: 'pro' };
        const listing = terms(userId, `sub_listing_${userId}`, 'active');
        await inContext(async () => {
          expect(await subscriptions.save(plan, later)).to.equal(true);
          expect(await subscriptions.save(listing, READ_AT), 'a listing beside the plan').to.equal(true);
          expect(await subscriptions.save({ ...plan, status: 'past_due' }, READ_AT), 'an older read').to.equal(false);
          expect(await subscriptions.save({ ...listing, status: 'canceled' }, later)).to.equal(true);
          const another: Subscription = { ...plan, providerSubscriptionId: `sub_other_${userId}` };
          expect(await subscriptions.save(another, later), 'another plan while this one is live').to.equal(false);
          expect(await subscriptions.findByUser(userId, 'plan')).to.deep.equal(plan);
          expect(await subscriptions.findByUser(userId, 'listing')).to.deep.equal({ ...listing, status: 'canceled' });
        });
      });
    });
  });
}
