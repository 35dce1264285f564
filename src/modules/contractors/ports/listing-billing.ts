import type { Region } from '../../../shared/domain/region.js';
import { token } from '../../../shared/token.js';

/** Where a contractor's listing subscription (the contractor plan) stands. */
export interface ListingStanding {
  readonly status: 'none' | 'active' | 'past_due' | 'canceled';
  /** Paid up for the current period. */
  readonly active: boolean;
  /** When the current period ends; while active, when it renews. */
  readonly currentPeriodEnd: Date | null;
}

/**
 * What contractors needs of billing: the contractor plan, paid through billing's payments port (Stripe or
 * the local provider). Served by billing's public API through src/module-bridges.ts.
 */
export interface ListingBilling {
  standingOf(userId: string): Promise<ListingStanding>;
  /** Which of these users are paid up now. */
  activeAmong(userIds: readonly string[]): Promise<ReadonlySet<string>>;
  /** A checkout at the region's contractorPlan price; `active` when the subscription runs already. */
  startCheckout(userId: string, region: Region): Promise<{ readonly url: string } | 'active'>;
}

export const LISTING_BILLING = token<ListingBilling>('contractors.ListingBilling');
