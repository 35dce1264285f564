import type { DayRange } from '../../../shared/domain/day-range.js';
import type { Currency, Region } from '../../../shared/domain/region.js';
import { token } from '../../../shared/token.js';

/**
 * What money was paid for: "pay_per_repair" (a repair credit), a homeowner plan by its catalogue id, "contractor"
 * (the listing), or "other".
 */
export type RevenuePlan = string;

/** Money received in one currency for one plan. */
export interface RevenueLine {
  /**
   * A subscription invoice counts under the plan its subscription is on now; "other" is an invoice whose
   * subscription is no longer on record (a later subscription of the same person replaced it).
   */
  readonly plan: RevenuePlan;
  /** The region whose currency it was paid in. */
  readonly region: Region;
  readonly currency: Currency;
  readonly amountMinor: number;
  /** How many payments (one-time payments and paid invoices) make up the amount. */
  readonly payments: number;
}

/** Accounts opened in a period, and how many of them have paid for repairs by its end. */
export interface Conversion {
  readonly signedUp: number;
  readonly paid: number;
}

/** A plan of the catalogue, by id, or "contractor" (the listing). */
export type SubscribedPlan = string;

/** Figures about payments and subscriptions for the admin console, counted by the database. */
export interface BillingStatistics {
  /**
   * signedUp: repair accounts opened in the range (one is opened for every new user at sign-up). paid: those
   * of them whose owner completed a paid checkout for a repair credit or a Basic or Unlimited plan before the
   * range ended. The contractor plan pays for a listing, not for repairs, and does not count.
   */
  conversion(range: DayRange): Promise<Conversion>;
  /** Succeeded one-time payments and paid invoices (above zero) made in the range, summed by plan and currency. */
  revenueByPlanAndRegion(range: DayRange): Promise<RevenueLine[]>;
  /** Subscriptions active at `at` (status active and paid for a period not yet over), by plan. */
  activeSubscriptions(at: Date): Promise<Record<SubscribedPlan, number>>;
}

export const BILLING_STATISTICS = token<BillingStatistics>('billing.BillingStatistics');
