import type { CheckoutSession } from '../domain/checkout-session.js';
import type { Invoice, OneTimePayment } from '../domain/payment-history.js';
import type { ListingSubscription, Subscription, SubscriptionKind } from '../domain/subscription.js';
import type { PaymentProviderName } from './payment-provider.js';
import { token } from '../../../shared/token.js';

export interface BillingCustomer {
  readonly userId: string;
  readonly provider: PaymentProviderName;
  readonly providerCustomerId: string;
}

export interface CustomerRepository {
  find(userId: string): Promise<BillingCustomer | null>;
  findUserOf(providerCustomerId: string): Promise<string | null>;
  /** Stores the user's customer unless one is stored already; answers the stored customer id. */
  keep(customer: BillingCustomer, at: Date): Promise<string>;
  /** Holds a lock on the user's billing until the current transaction ends: one checkout at a time. */
  lockUser(userId: string): Promise<void>;
}

export interface CheckoutSessionRepository {
  insert(session: CheckoutSession): Promise<void>;
  find(id: string): Promise<CheckoutSession | null>;
  /** The user's checkout of this recurring kind still in state created (at most one: a unique index says so). */
  findOpenSubscriptionCheckout(userId: string, kind: 'subscription' | 'listing'): Promise<CheckoutSession | null>;
  /**
   * created → completed in one conditional write (the session is stored completed if it never was).
   * True only for the call that completed it: the caller fulfils then, and nobody else does.
   */
  complete(session: CheckoutSession, at: Date): Promise<boolean>;
  /** created → expired; a completed session stays completed. */
  expire(id: string): Promise<void>;
  listFor(userId: string): Promise<CheckoutSession[]>;
}

/**
 * Every subscription, homeowner plan or contractor listing, in one store keyed by the person and the kind of
 * catalogue item it is to: at most one of each kind per person.
 */
export interface SubscriptionRepository {
  findByUser(userId: string, kind: 'plan'): Promise<Subscription | null>;
  findByUser(userId: string, kind: 'listing'): Promise<ListingSubscription | null>;
  /**
   * Stores the provider's state as read at `readAt`. Ignored when a later read is stored already, or when the
   * user's stored subscription of the same kind is another one that is still live. True when stored.
   */
  save(subscription: Subscription | ListingSubscription, readAt: Date): Promise<boolean>;
  /** Marks the plan's allowance of the period starting at `periodStart` as granted; true only the first time. */
  claimAllowancePeriod(userId: string, periodStart: Date): Promise<boolean>;
  /** Which of these users have a subscription of this kind active at `at`. */
  activeAmong(userIds: readonly string[], kind: SubscriptionKind, at: Date): Promise<Set<string>>;
}

export interface PaymentRepository {
  /** False when the checkout session's payment is recorded already. */
  insertOnce(payment: OneTimePayment): Promise<boolean>;
  listFor(userId: string): Promise<OneTimePayment[]>;
}

export interface InvoiceRepository {
  /** Inserts or updates by id; a paid invoice is never set back to an earlier status. */
  save(invoice: Invoice, at: Date): Promise<void>;
  listFor(userId: string): Promise<Invoice[]>;
}

export interface ProcessedEventRepository {
  /** Records a provider event id; false when it was recorded before (the event is a repeat). */
  recordOnce(eventId: string, type: string, at: Date): Promise<boolean>;
  /** Forgets ids recorded before `cutoff`, once the provider can no longer send them again; how many were. */
  forgetBefore(cutoff: Date): Promise<number>;
}

export const CUSTOMER_REPOSITORY = token<CustomerRepository>('billing.CustomerRepository');
export const CHECKOUT_SESSION_REPOSITORY = token<CheckoutSessionRepository>('billing.CheckoutSessionRepository');
export const SUBSCRIPTION_REPOSITORY = token<SubscriptionRepository>('billing.SubscriptionRepository');
export const PAYMENT_REPOSITORY = token<PaymentRepository>('billing.PaymentRepository');
export const INVOICE_REPOSITORY = token<InvoiceRepository>('billing.InvoiceRepository');
export const PROCESSED_EVENT_REPOSITORY = token<ProcessedEventRepository>('billing.ProcessedEventRepository');
