import { ContainerModule } from 'inversify';
import {
  ACCOUNT_HOLDERS,
  accountStandingFromSql,
  accountStandingSql,
  BillingOverview,
  Checkouts,
  CustomerAccounts,
  ListingSubscriptions,
  PRICE_LIST,
  RepairBalances,
  type AccountHolders,
  type FundingSource,
  type PriceList,
} from './modules/billing/index.js';
import {
  applicationExistsSql,
  ContractorApplications,
  CUSTOMER_REPAIRS,
  LISTING_BILLING,
  type CustomerRepairs,
  type ListingBilling,
} from './modules/contractors/index.js';
import {
  Account,
  GRANTED_ROLES,
  REPAIR_BALANCES,
  SIGNED_IN_READ_PARTS,
  USER_BILLING,
  USER_REPAIR_HISTORY,
  type GrantedRoles,
  type RepairBalancesPort,
  type SignedInReadParts,
  type UserBilling,
  type UserRepairHistory,
} from './modules/identity/index.js';
import { GetRegionPrices } from './modules/pricing/index.js';
import {
  REPAIR_OWNER_CONTACTS,
  REPAIR_PAYMENTS,
  RepairHistory,
  RepairQueries,
  type RepairOwnerContacts,
  type RepairPaymentsPort,
} from './modules/repairs/index.js';
import type { Role } from './shared/domain/role.js';
import { emailLanguageOf, RECIPIENT_LANGUAGES, type RecipientLanguages } from './shared/email/email-language.js';
import { NotFoundError } from './shared/errors/app-errors.js';

/** Someone who applied to the contractor directory is a contractor. */
function rolesOfApplicant(applied: boolean): Role[] {
  return applied ? ['contractor'] : [];
}

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
  // The admin console's user pages show billing's plan, balances and ledger, and repairs' history.
  bind<UserBilling>(USER_BILLING).toDynamicValue((ctx) => {
    const accounts = ctx.get(CustomerAccounts);
    return {
      summariesOf: (userIds) => accounts.summariesOf(userIds),
      detailOf: (userId, ledgerLimit) => accounts.detailOf(userId, ledgerLimit),
    };
  });
  bind<UserRepairHistory>(USER_REPAIR_HISTORY).toDynamicValue((ctx) => {
    const history = ctx.get(RepairHistory);
    return { recentOf: (userId, limit) => history.recentOf(userId, limit) };
  });
  // The "Did this fix it?" e-mail goes to the repair owner's account address.
  bind<RepairOwnerContacts>(REPAIR_OWNER_CONTACTS).toDynamicValue((ctx) => {
    const account = ctx.get(Account);
    return {
      emailOf: async (ownerId) => {
        const view = await account.view(ownerId).catch((error: unknown) => {
          if (error instanceof NotFoundError) return null;
          throw error;
        });
        return view?.email ?? null;
      },
    };
  });
  // Every module writes to a person in the language their account chose.
  bind<RecipientLanguages>(RECIPIENT_LANGUAGES).toDynamicValue((ctx) => {
    const account = ctx.get(Account);
    return {
      languageOf: async (userId) => {
        const view = await account.view(userId).catch((error: unknown) => {
          if (error instanceof NotFoundError) return null;
          throw error;
        });
        return emailLanguageOf(view?.locale);
      },
    };
  });
  // Billing charges what the pricing table says, in the region's currency.
  bind<PriceList>(PRICE_LIST).toDynamicValue((ctx) => {
    const prices = ctx.get(GetRegionPrices);
    return { priceOf: async (region, item) => (await prices.execute(region)).priceOf(item) };
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
  // Someone who applied to the contractor directory is a contractor (the shell shows the dashboard link).
  // Resolved at call time: contractors reaches billing, whose account holders are identity's (a cycle at wiring).
  bind<GrantedRoles>(GRANTED_ROLES).toDynamicValue((ctx) => ({
    rolesOf: async (userId) => rolesOfApplicant(await ctx.get(ContractorApplications).hasApplied(userId)),
  }));
  // Identity reads a signed-in caller in one query; billing's standing and the contractor role are its parts.
  bind<SignedInReadParts>(SIGNED_IN_READ_PARTS).toConstantValue({
    standing: { sql: accountStandingSql, read: accountStandingFromSql },
    grantedRoles: { sql: applicationExistsSql, read: (applied) => rolesOfApplicant(applied === true) },
  });
  // The contractor plan is a billing subscription of its own, paid through billing's payment provider.
  bind<ListingBilling>(LISTING_BILLING).toDynamicValue((ctx) => {
    const listings = ctx.get(ListingSubscriptions);
    const checkouts = ctx.get(Checkouts);
    return {
      standingOf: (userId) => listings.standingOf(userId),
      activeAmong: (userIds) => listings.activeAmong(userIds),
      startCheckout: async (userId, region) => {
        const outcome = await checkouts.subscribeListing(userId, region);
        return outcome.kind === 'checkout' ? { url: outcome.url } : 'active';
      },
    };
  });
  // A lead carries the customer's repair as RepairLens diagnosed it; only its owner can send it.
  bind<CustomerRepairs>(CUSTOMER_REPAIRS).toDynamicValue((ctx) => {
    const repairs = ctx.get(RepairQueries);
    return {
      briefOf: async (customerId, repairId) => {
        const repair = await repairs.getOwn(customerId, repairId).catch((error: unknown) => {
          if (error instanceof NotFoundError) return null;
          throw error;
        });
        if (!repair) return 'not-found';
        const instructions = repair.props.instructions;
        if (repair.status !== 'completed' || !instructions || instructions.needsMoreDetail) return 'no-instructions';
        return {
          repairId: repair.id,
          title: instructions.title,
          item: instructions.item,
          category: instructions.category,
          difficulty: instructions.difficulty,
          estimatedTime: instructions.estimatedTime?.display ?? null,
          diagnosis: instructions.diagnosis,
          steps: instructions.steps.map((step) => step.text),
          tools: instructions.tools.map((tool) => tool.name),
          materials: instructions.materials.map((material) => material.name),
          safetyWarnings: instructions.safetyWarnings,
          proEstimate: instructions.costEstimate && {
            currency: instructions.costEstimate.currency,
            ...instructions.costEstimate.professional,
          },
        };
      },
    };
  });
});
