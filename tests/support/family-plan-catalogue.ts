import { Catalogue, SEED_CATALOGUE } from '../../src/modules/billing/index.js';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.js';

/**
 * A hypothetical plan added to the seed catalogue as data only, the way docs/extending.md "Add a plan" does it:
 * Family, 25 repairs a month, ranked between Basic and Unlimited, and recommended (so the "Free Fixes Used Up!"
 * dialog offers it, before Unlimited). No product code knows of it.
 */
export const FAMILY_PLAN = {
  id: 'family',
  names: { en: 'Family', fr: 'familial' },
  kind: 'plan',
  rank: 1.5,
  monthlyAllowance: 25,
  highlighted: true,
  product: { id: 'repairlens_plan_family', name: 'RepairLens Family plan (25 repairs a month)' },
} as const;

export const CATALOGUE_WITH_FAMILY_PLAN = new Catalogue([...SEED_CATALOGUE.items, FAMILY_PLAN]);

/** Its prices, per region in minor units, as a migration of the pricing module would add them. */
export const FAMILY_PLAN_PRICES = { CA: 1800, US: 1400 } as const;

/**
 * A test server selling the Family plan: the fixture catalogue, and the plan's price rows added to its price
 * table (what a pricing migration would insert) before anyone asks for a price.
 */
export async function startAppWithFamilyPlan(options: TestAppOptions = {}): Promise<TestApp> {
  const server = await startTestApp({ ...options, catalogue: CATALOGUE_WITH_FAMILY_PLAN });
  const { database } = server.app;
  await database.withContext(async () => {
    for (const [region, amount] of Object.entries(FAMILY_PLAN_PRICES)) {
      await database.em.execute('insert into pricing_price (region, item_id, amount) values (?, ?, ?)', [
        region,
        FAMILY_PLAN.id,
        amount,
      ]);
    }
  });
  return server;
}
