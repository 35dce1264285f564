import type { Money } from '../../../shared/domain/money.js';
import type { Region } from '../../../shared/domain/region.js';
import type { Purchase } from '../domain/checkout-session.js';
import type { Plan } from '../domain/catalogue.js';
import type { PlanSwitchQuote } from '../domain/plan-change.js';
import type { SubscriptionStatus } from '../domain/subscription.js';
import { token } from '../../../shared/token.js';

/**
 * The card payment provider: Stripe in production, the embedded local provider by default. Both host
 * the checkout page and the customer portal, keep subscriptions and invoices, and report what happened
 * through payment events that the same application service handles.
 */
export type PaymentProviderName = 'stripe' | 'local';

export interface CheckoutRequest {
  /** Our reference for the attempt; the idempotency key of the create call derives from it. */
  readonly reference: string;
  readonly userId: string;
  readonly customerId: string;
  readonly purchase: Purchase;
  readonly region: Region;
  readonly price: Money;
  /** May contain {CHECKOUT_SESSION_ID}, replaced by the provider. */
  readonly successUrl: string;
  readonly cancelUrl: string;
}

export interface CreatedCheckout {
  readonly sessionId: string;
  readonly url: string;
  readonly expiresAt: Date;
}

/** A checkout session as the provider reports it now. */
export interface CheckoutSnapshot {
  readonly id: string;
  readonly status: 'open' | 'complete' | 'expired';
  /** Money received (or none needed); a completed session paid by a delayed method may not be paid yet. */
  readonly paid: boolean;
  /** Our user id, as we passed it (client_reference_id). */
  readonly userId: string | null;
  readonly customerId: string | null;
  readonly subscriptionId: string | null;
  /** What was bought and where, as we passed it (metadata); null for sessions we did not create. */
  readonly purchase: Purchase | null;
  readonly region: Region | null;
  /** Total charged in minor units, taxes included. */
  readonly amountTotal: number | null;
  readonly currency: string | null;
}

export interface SubscriptionSnapshot {
  readonly id: string;
  readonly customerId: string;
  /** Our user id from the subscription's metadata, when present. */
  readonly userId: string | null;
  /** Null when its price is not one of our plans (and for the contractor listing). */
  readonly plan: Plan | null;
  /** The contractor plan (a directory listing), not a homeowner plan. */
  readonly listing: boolean;
  readonly status: SubscriptionStatus;
  readonly currentPeriodStart: Date;
  readonly currentPeriodEnd: Date;
  /** Upper-case ISO code, e.g. CAD. */
  readonly currency: string;
}

export interface InvoiceSnapshot {
  readonly id: string;
  readonly customerId: string | null;
  readonly subscriptionId: string | null;
  readonly billingReason: string;
  readonly amountPaid: number;
  /** Upper-case ISO code. */
  readonly currency: string;
  readonly status: string;
  readonly createdAt: Date;
}

/** Upgrades are charged at once; a downgrade's unused difference is credited to the next invoice. */
export type Proration = 'charge_now' | 'credit_next_invoice';

/** A subscription moved to another plan in place, prorated at `prorationDate`. */
export interface PlanSwitchRequest {
  readonly subscriptionId: string;
  readonly plan: Plan;
  readonly price: Money;
  readonly proration: Proration;
  /**
   * The moment the proration is computed for: the preview's and the switch's are the same, so the amount
   * charged is the amount the person confirmed. Not before the current period's start, not in the future.
   */
  readonly prorationDate: Date;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates the provider's customer for a user; repeating it for the same user gives the same customer. */
  createCustomer(input: {
    readonly userId: string;
    readonly email: string;
    readonly name: string | null;
    readonly region: Region;
  }): Promise<string>;
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  retrieveCheckout(sessionId: string): Promise<CheckoutSnapshot | null>;
  /** Ends an open checkout so it can no longer be paid; false when it was completed meanwhile. */
  expireCheckout(sessionId: string): Promise<boolean>;
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null>;
  /** What `switchPlan` with the same request would charge now and prorate; changes and charges nothing. */
  previewPlanSwitch(request: PlanSwitchRequest): Promise<PlanSwitchQuote>;
  /** Moves the subscription to another plan in place, prorated; `reference` makes a repeat change nothing. */
  switchPlan(request: PlanSwitchRequest & { readonly reference: string }): Promise<SubscriptionSnapshot>;
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Deletes the customer and what the provider keeps about the person (e-mail, name, address, saved cards);
   * payments and invoices stay with the provider as financial records. A customer already gone is no error.
   */
  deleteCustomer(customerId: string): Promise<void>;
  /** Where the customer manages their subscription (Stripe's customer portal or the local account page). */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
}

export const PAYMENT_PROVIDER = token<PaymentProvider>('billing.PaymentProvider');
