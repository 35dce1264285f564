import { ContainerModule } from 'inversify';
import {
  ACCOUNT_HOLDERS,
  BillingOverview,
  PRICE_LIST,
  RepairBalances,
  type AccountHolders,
  type BillableItem,
  type FundingSource,
  type PriceList,
} from './modules/billing/index.js';
import { Account, REPAIR_BALANCES, type RepairBalancesPort } from './modules/identity/index.js';
import { GetRegionPrices, type PricedItem } from './modules/pricing/index.js';
import { REPAIR_PAYMENTS, type RepairPaymentsPort } from './modules/repairs/index.js';
import { NotFoundError } from './shared/errors/app-errors.js';

/**
 * Where one module's port is served by another module's public API. Modules never import each other
 * for these needs; the composition root connects them here, so their dependency graph stays acyclic.
 */
export const moduleBridges = new ContainerModule(({ bind }) => {
  bind<RepairBalancesPort>(REPAIR_BALANCES).toDynamicValue((ctx) => {
    const balances = ctx.get(RepairBalances);
    const billing = ctx.get(BillingOverview);
    return {
      open: (userId, freeFixes, reason) => balances.open(userId, freeFixes, reason),
      revokeFreeFixes: (userId, reason) => balances.revokeFreeFixes(userId, reason),
      standingOf: (userId) => billing.standingOf(userId),
    };
  });
  // Billing names the payment provider's customer after the account holder, whose details are identity's.
  bind<AccountHolders>(ACCOUNT_HOLDERS).toDynamicValue((ctx) => {
    const account = ctx.get(Account);
    return {
      find: async (userId) => {
        const view = await account.view(userId).catch((error: unknown) => {
          if (error instanceof NotFoundError) return null;
          throw error;
        });
        if (!view) return null;
        const name = [view.firstName, view.lastName].filter(Boolean).join(' ');
        return { email: view.email, name: name || null };
      },
    };
  });
  // Billing charges what the pricing table says, in the region's currency.
  bind<PriceList>(PRICE_LIST).toDynamicValue((ctx) => {
    const prices = ctx.get(GetRegionPrices);
    const itemOf: Readonly<Record<BillableItem, PricedItem>> = {
      repair_credit: 'payPerRepair',
      basic: 'basicPlan',
      pro: 'unlimitedPlan',
    };
    return { priceOf: async (region, item) => (await prices.execute(region)).priceOf(itemOf[item]) };
  });
  bind<RepairPaymentsPort>(REPAIR_PAYMENTS).toDynamicValue((ctx) => {
    const balances = ctx.get(RepairBalances);
    return {
      spendForRepair: (userId, repairId) => balances.spendForRepair(userId, repairId),
      // The funding source is the one spendForRepair answered, kept by repairs as an opaque token.
      refundRepair: (userId, repairId, fundingSource, reason) =>
        balances.refundRepair(userId, repairId, fundingSource as FundingSource, reason),
    };
  });
});
