import { defineEntity, p } from '@mikro-orm/core';
import { CHECKOUT_STATUSES } from '../../domain/checkout-session.js';
import { BALANCES, LEDGER_KINDS } from '../../domain/ledger-entry.js';
import { SUBSCRIPTION_KINDS, SUBSCRIPTION_STATUSES } from '../../domain/subscription.js';

export const RepairBalanceRecord = defineEntity({
  name: 'RepairBalanceRecord',
  tableName: 'billing_account',
  properties: {
    userId: p.uuid().primary(),
    freeFixesRemaining: p.integer(),
    credits: p.integer(),
    basicAllowanceRemaining: p.integer(),
    createdAt: p.datetime(),
  },
});

export const LedgerEntryRecord = defineEntity({
  name: 'LedgerEntryRecord',
  tableName: 'billing_ledger_entry',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    kind: p.enum(LEDGER_KINDS),
    balance: p.enum(BALANCES),
    delta: p.integer(),
    repairId: p.uuid().nullable(),
    paymentReference: p.string().nullable(),
    reason: p.string().length(500).nullable(),
    actor: p.string().nullable(),
    createdAt: p.datetime(),
  },
});

/**
 * Every subscription, to a homeowner plan or the contractor listing, naming its catalogue item. The key is the
 * person and the item's kind: one plan and one listing at most. No SQL check lists the items (the catalogue
 * does), so a plan added to the catalogue needs no migration.
 */
export const SubscriptionRecord = defineEntity({
  name: 'SubscriptionRecord',
  tableName: 'billing_subscription',
  properties: {
    userId: p.uuid().primary(),
    kind: p.enum(SUBSCRIPTION_KINDS).primary(),
    item: p.string().length(64),
    providerSubscriptionId: p.string().unique(),
    status: p.enum(SUBSCRIPTION_STATUSES),
    currentPeriodStart: p.datetime(),
    currentPeriodEnd: p.datetime(),
    /** When the provider's state stored here was read: an older read never overwrites a newer one. */
    updatedAt: p.datetime(),
    /** The period whose plan allowance was granted, so each period grants it once. */
    allowancePeriodStart: p.datetime().nullable(),
  },
});

export const CustomerRecord = defineEntity({
  name: 'CustomerRecord',
  tableName: 'billing_customer',
  properties: {
    userId: p.uuid().primary(),
    provider: p.enum(['stripe', 'local'] as const),
    providerCustomerId: p.string().unique(),
    createdAt: p.datetime(),
  },
});

export const CheckoutSessionRecord = defineEntity({
  name: 'CheckoutSessionRecord',
  tableName: 'billing_checkout_session',
  properties: {
    id: p.string().primary(),
    userId: p.uuid(),
    kind: p.enum(['one_time', 'subscription', 'listing'] as const),
    plan: p.string().length(16).nullable(),
    region: p.string().length(2),
    amountMinor: p.integer(),
    currency: p.string().length(3),
    status: p.enum(CHECKOUT_STATUSES),
    url: p.string().length(2048).nullable(),
    expiresAt: p.datetime(),
    createdAt: p.datetime(),
    completedAt: p.datetime().nullable(),
  },
});

export const PaymentRecord = defineEntity({
  name: 'PaymentRecord',
  tableName: 'billing_payment',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    checkoutSessionId: p.string().unique(),
    type: p.enum(['one_time'] as const),
    amountMinor: p.integer(),
    currency: p.string().length(3),
    status: p.string(),
    createdAt: p.datetime(),
  },
});

export const InvoiceRecord = defineEntity({
  name: 'InvoiceRecord',
  tableName: 'billing_invoice',
  properties: {
    id: p.string().primary(),
    userId: p.uuid(),
    providerSubscriptionId: p.string().nullable(),
    billingReason: p.string(),
    amountPaid: p.integer(),
    currency: p.string().length(3),
    status: p.string(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

/** A plan change shown to a subscriber, until confirmed or expired (see PlanChangeConfirmation). */
export const PlanChangeConfirmationRecord = defineEntity({
  name: 'PlanChangeConfirmationRecord',
  tableName: 'billing_plan_change_confirmation',
  properties: {
    id: p.uuid().primary(),
    /** SHA-256 of the token the browser holds, hex. */
    tokenHash: p.string().length(64).unique(),
    userId: p.uuid(),
    providerSubscriptionId: p.string(),
    fromPlan: p.string().length(16),
    toPlan: p.string().length(16),
    monthlyPriceMinor: p.integer(),
    currency: p.string().length(3),
    amountDueNowMinor: p.integer(),
    prorationDate: p.datetime(),
    expiresAt: p.datetime(),
    createdAt: p.datetime(),
  },
});

export const billingEntities = [
  RepairBalanceRecord,
  LedgerEntryRecord,
  SubscriptionRecord,
  CustomerRecord,
  CheckoutSessionRecord,
  PaymentRecord,
  InvoiceRecord,
  PlanChangeConfirmationRecord,
];
