import { ContainerModule } from 'inversify';
import { RepairBalances } from './modules/billing/index.js';
import { REPAIR_BALANCES, type RepairBalancesPort } from './modules/identity/index.js';

/**
 * Where one module's port is served by another module's public API. Modules never import each other
 * for these needs; the composition root connects them here, so their dependency graph stays acyclic.
 */
export const moduleBridges = new ContainerModule(({ bind }) => {
  bind<RepairBalancesPort>(REPAIR_BALANCES).toDynamicValue((ctx) => {
    const balances = ctx.get(RepairBalances);
    return {
      open: (userId, freeFixes, reason) => balances.open(userId, freeFixes, reason),
      revokeFreeFixes: (userId, reason) => balances.revokeFreeFixes(userId, reason),
      standingOf: async (userId) => {
        const balance = await balances.balanceOf(userId);
        // Subscriptions and Stripe customers arrive with the billing issue; until then nobody has one.
        return {
          freeFixesRemaining: balance.freeFixesRemaining,
          credits: balance.credits,
          subscriptionStatus: 'inactive',
          subscriptionPlan: null,
          stripeCustomerId: null,
        };
      },
    };
  });
});
