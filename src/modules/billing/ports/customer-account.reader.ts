import type { BalanceName, LedgerEntry } from '../domain/ledger-entry.js';
import type { RepairBalance } from '../domain/repair-balance.js';
import type { Subscription } from '../domain/subscription.js';
import { token } from '../../../shared/token.js';

/** A user's balances with their plan subscription, if they ever had one, as one row. */
export interface CustomerAccountRow {
  readonly balance: RepairBalance;
  readonly subscription: Subscription | null;
}

/** The admin console's reads of billing: many users' balances at once, and ledger figures. */
export interface CustomerAccountReader {
  /** The users that have a balance among these, in one read. */
  accountsOf(userIds: readonly string[]): Promise<CustomerAccountRow[]>;
  /** The newest ledger entries first. */
  recentLedger(userId: string, limit: number): Promise<LedgerEntry[]>;
  /** Units of a balance spent on repairs, less those refunded. */
  netSpent(userId: string, balance: BalanceName): Promise<number>;
}

export const CUSTOMER_ACCOUNT_READER = token<CustomerAccountReader>('billing.CustomerAccountReader');
