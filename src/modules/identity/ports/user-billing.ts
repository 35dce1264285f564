import { token } from '../../../shared/token.js';

/**
 * What the admin console's user pages read of the billing module: plan, balances and ledger. Bridged in
 * src/module-bridges.ts, so identity never imports billing.
 */
export interface UserSubscription {
  /** The id of a plan of billing's catalogue. */
  readonly plan: string;
  readonly status: 'active' | 'past_due' | 'canceled';
  readonly currentPeriodStart: Date;
  readonly currentPeriodEnd: Date;
}

export interface UserBillingSummary {
  /** A paid plan's id (billing's catalogue) only while its subscription is active; 'free' otherwise. */
  readonly plan: string;
  readonly subscription: UserSubscription | null;
  readonly freeFixesRemaining: number;
  readonly credits: number;
}

export interface UserLedgerLine {
  readonly id: string;
  readonly kind: string;
  readonly balance: string;
  readonly delta: number;
  readonly repairId: string | null;
  readonly reason: string | null;
  readonly actor: string | null;
  readonly createdAt: Date;
}

export interface UserBillingDetail extends UserBillingSummary {
  readonly basicAllowanceRemaining: number;
  readonly freeFixesUsed: number;
  /** The newest first. */
  readonly recentLedger: readonly UserLedgerLine[];
}

export interface UserBilling {
  /** Keyed by user id; someone without a balance is left out. */
  summariesOf(userIds: readonly string[]): Promise<ReadonlyMap<string, UserBillingSummary>>;
  detailOf(userId: string, ledgerLimit: number): Promise<UserBillingDetail>;
}

export const USER_BILLING = token<UserBilling>('identity.UserBilling');
