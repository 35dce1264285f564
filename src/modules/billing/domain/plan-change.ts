import type { Money } from '../../../shared/domain/money.js';
import type { Plan } from './catalogue.js';

/**
 * What switching a subscriber's plan costs, as the payment provider computes it for one proration
 * moment: the amount charged at once (taxes included; nothing for a downgrade, whose credit goes to the
 * next invoice) and the two proration amounts behind it, in the subscription's currency's minor units.
 */
export interface PlanSwitchQuote {
  readonly amountDueNow: number;
  /** The new plan for the rest of the current period. */
  readonly prorationCharge: number;
  /** The unused rest of the current plan's period, given back. */
  readonly prorationCredit: number;
  /** Upper-case ISO code. */
  readonly currency: string;
}

/** How long a person has between seeing the price of a plan change and confirming it. */
export const PLAN_CHANGE_CONFIRMATION_LIFETIME_MS = 10 * 60 * 1000;

/**
 * What a subscriber was shown and may now confirm: one change of one subscription, from one plan to
 * another, at one price, prorated at one moment. The provider charges exactly what was shown because
 * the switch is prorated at that same moment. Used once.
 */
export interface PlanChangeConfirmation {
  /** Our reference for the switch: the provider's idempotency key derives from it. */
  readonly id: string;
  readonly userId: string;
  readonly providerSubscriptionId: string;
  readonly fromPlan: Plan;
  readonly toPlan: Plan;
  /** The new plan's monthly price, from our price list when shown. */
  readonly monthlyPrice: Money;
  readonly amountDueNow: number;
  readonly prorationDate: Date;
  readonly expiresAt: Date;
  readonly createdAt: Date;
}

/** Why a confirmation cannot be used for a plan change; null when it can. */
export type ConfirmationRefusal = 'not-confirmed' | 'expired' | 'outdated';

/** The subscription and plan change that a confirmation is checked against. */
export interface RequestedPlanChange {
  readonly userId: string;
  readonly toPlan: Plan;
  readonly now: Date;
  /** The subscription as the provider reports it now. */
  readonly subscriptionId: string;
  readonly fromPlan: Plan;
  readonly currentPeriodStart: Date;
  /** The new plan's monthly price in our price list now. */
  readonly monthlyPrice: Money;
}

/**
 * A confirmation holds for the person it was shown to, for the plan it named, while it lasts, and only as
 * long as what it was priced on is still so: the same subscription on the same plan, the same period (a
 * renewal since would make its proration moment a past period's), and the same price.
 */
export function refusalOf(
  confirmation: PlanChangeConfirmation | null,
  requested: RequestedPlanChange,
): ConfirmationRefusal | null {
  if (!confirmation || confirmation.userId !== requested.userId || confirmation.toPlan !== requested.toPlan) {
    return 'not-confirmed';
  }
  if (confirmation.expiresAt <= requested.now) return 'expired';
  const unchanged =
    confirmation.providerSubscriptionId === requested.subscriptionId &&
    confirmation.fromPlan === requested.fromPlan &&
    confirmation.prorationDate >= requested.currentPeriodStart &&
    confirmation.monthlyPrice.equals(requested.monthlyPrice);
  return unchanged ? null : 'outdated';
}

/** The amount shown is still the amount the provider would charge. */
export function sameAmountDue(confirmation: PlanChangeConfirmation, quote: PlanSwitchQuote): boolean {
  return (
    confirmation.amountDueNow === quote.amountDueNow &&
    confirmation.monthlyPrice.currency === quote.currency.toUpperCase()
  );
}
