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
  type FundingSource,
} from './modules/billing/index.js';
import {
  applicationExistsSql,
  ContractorApplications,
  CUSTOMER_REPAIRS,
  grantedRolesFromSql,
  LISTING_BILLING,
} from './modules/contractors/index.js';
import {
  Account,
  GRANTED_ROLES,
  REPAIR_BALANCES,
  SIGNED_IN_READ_PARTS,
  USER_BILLING,
  USER_REPAIR_HISTORY,
} from './modules/identity/index.js';
import { GetRegionPrices } from './modules/pricing/index.js';
import { REPAIR_OWNER_CONTACTS, REPAIR_PAYMENTS, RepairHistory, RepairQueries } from './modules/repairs/index.js';
import { emailLanguageOf, RECIPIENT_LANGUAGES } from './shared/email/email-language.js';

/**
 * Where one module's port is served by another module's public API. Modules never import each other
 * for these needs; the composition root connects them here, so their dependency graph stays acyclic.
 * A bridge only translates: the rules it relies on belong to, and are tested in, the module that answers.
 */
export const moduleBridges = new ContainerModule(({ bind }) => {
  bind(REPAIR_BALANCES).toDynamicValue((ctx) => {
    const balances = ctx.get(RepairBalances);
    const billing = ctx.get(BillingOverview);
    return {
      open: (userId, freeFixes, reason) => balances.open(userId, freeFixes, reason),
      revokeFreeFixes: (userId, reason) => balances.revokeFreeFixes(userId, reason),
      standingOf: (userId) => billing.standingOf(userId),
    };
  });
  // Billing names the payment provider's customer after the account holder, whose details are identity's.
  bind(ACCOUNT_HOLDERS).toDynamicValue((ctx) => {
    const account = ctx.get(Account);
    return {
      find: async (userId) => {
        const contact = await account.contactOf(userId);
        return contact && { email: contact.email, name: contact.name };
      },
    };
  });
  // The admin console's user pages show billing's plan, balances and ledger, and repairs' history.
  bind(USER_BILLING).toDynamicValue((ctx) => {
    const accounts = ctx.get(CustomerAccounts);
    return {
      summariesOf: (userIds) => accounts.summariesOf(userIds),
      detailOf: (userId, ledgerLimit) => accounts.detailOf(userId, ledgerLimit),
    };
  });
  bind(USER_REPAIR_HISTORY).toDynamicValue((ctx) => {
    const history = ctx.get(RepairHistory);
    return { recentOf: (userId, limit) => history.recentOf(userId, limit) };
  });
  // The "Did this fix it?" e-mail goes to the repair owner's account address.
  bind(REPAIR_OWNER_CONTACTS).toDynamicValue((ctx) => {
    const account = ctx.get(Account);
    return { emailOf: async (ownerId) => (await account.contactOf(ownerId))?.email ?? null };
  });
  // Every module writes to a person in the language their account chose.
  bind(RECIPIENT_LANGUAGES).toDynamicValue((ctx) => {
    const account = ctx.get(Account);
    return { languageOf: async (userId) => emailLanguageOf((await account.contactOf(userId))?.locale) };
  });
  // Billing charges what the pricing table says, in the region's currency.
  bind(PRICE_LIST).toDynamicValue((ctx) => {
    const prices = ctx.get(GetRegionPrices);
    return { priceOf: async (region, item) => (await prices.execute(region)).priceOf(item) };
  });
  bind(REPAIR_PAYMENTS).toDynamicValue((ctx) => {
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
  bind(GRANTED_ROLES).toDynamicValue((ctx) => ({
    rolesOf: (userId) => ctx.get(ContractorApplications).grantedRolesOf(userId),
  }));
  // Identity reads a signed-in caller in one query; billing's standing and the contractor role are its parts.
  bind(SIGNED_IN_READ_PARTS).toConstantValue({
    standing: { sql: accountStandingSql, read: accountStandingFromSql },
    grantedRoles: { sql: applicationExistsSql, read: grantedRolesFromSql },
  });
  // The contractor plan is a billing subscription of its own, paid through billing's payment provider.
  bind(LISTING_BILLING).toDynamicValue((ctx) => {
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
  bind(CUSTOMER_REPAIRS).toDynamicValue((ctx) => {
    const repairs = ctx.get(RepairQueries);
    return { briefOf: (customerId, repairId) => repairs.diagnosisOf(customerId, repairId) };
  });
});
