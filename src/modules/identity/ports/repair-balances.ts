import { token } from '../../../shared/token.js';

/** What identity needs of the billing module's balances: opened at sign-up, shown on the user. */
export interface AccountStanding {
  readonly freeFixesRemaining: number;
  readonly credits: number;
  readonly subscriptionStatus: 'active' | 'inactive';
  /** The id of a plan of billing's catalogue while a subscription is active. */
  readonly subscriptionPlan: string | null;
  readonly stripeCustomerId: string | null;
}

export interface RepairBalancesPort {
  open(userId: string, freeFixes: number, reason: string): Promise<void>;
  revokeFreeFixes(userId: string, reason: string): Promise<number>;
  standingOf(userId: string): Promise<AccountStanding>;
}

export const REPAIR_BALANCES = token<RepairBalancesPort>('identity.RepairBalances');
