import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../shared/application/clock.js';
import type { UnitOfWork } from '../../../shared/application/unit-of-work.js';
import { Money } from '../../../shared/domain/money.js';
import { currencyOf } from '../../../shared/domain/region.js';
import { NotFoundError } from '../../../shared/errors/app-errors.js';
import type { CheckoutSession } from '../domain/checkout-session.js';
import { isUserId } from '../domain/user-id.js';
import type {
  CheckoutSnapshot,
  InvoiceSnapshot,
  PaymentProvider,
  SubscriptionSnapshot,
} from '../ports/payment-provider.js';
import type {
  CheckoutSessionRepository,
  CustomerRepository,
  InvoiceRepository,
  PaymentRepository,
  ProcessedEventRepository,
} from '../ports/payment-records.js';
import type { ListingSubscriptions } from './listing-subscriptions.js';
import type { RepairBalances } from './repair-balances.js';
import type { SubscriptionSync } from './subscription-sync.js';

/**
 * What a payment provider reports, in its own words translated to ours. Stripe's webhooks and the local
 * provider both deliver these, and this service alone acts on them.
 */
export type PaymentEvent =
  | { readonly id: string; readonly type: 'checkout.completed'; readonly checkout: CheckoutSnapshot }
  | { readonly id: string; readonly type: 'checkout.expired'; readonly sessionId: string }
  | { readonly id: string; readonly type: 'subscription.changed'; readonly subscriptionId: string }
  | {
      readonly id: string;
      readonly type: 'invoice.paid' | 'invoice.payment_failed';
      readonly invoice: InvoiceSnapshot;
    };

export type EventOutcome = 'processed' | 'duplicate';

/** Where a checkout the user came back from stands. */
export type ReturnedCheckout = 'paid' | 'processing' | 'open' | 'expired';

const EVENT_IDS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Acts on payment events exactly once: each event id is recorded in the same transaction as its
 * effect, and each checkout is fulfilled by whichever comes first, its event or the user's return.
 */
export class PaymentEvents {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly sessions: CheckoutSessionRepository,
    private readonly customers: CustomerRepository,
    private readonly payments: PaymentRepository,
    private readonly invoices: InvoiceRepository,
    private readonly processedEvents: ProcessedEventRepository,
    private readonly subscriptionSync: SubscriptionSync,
    private readonly listings: ListingSubscriptions,
    private readonly balances: RepairBalances,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /**
   * Forgets the ids of events handled long ago. The provider resends an event for three days at most (Stripe),
   * so after 30 days a repeat cannot come and the id only takes room.
   */
  forgetOldEvents(): Promise<number> {
    return this.processedEvents.forgetBefore(new Date(this.clock.now().getTime() - EVENT_IDS_KEPT_MS));
  }

  async handle(event: PaymentEvent): Promise<EventOutcome> {
    // Read the subscription from the provider before the transaction, so no connection waits on the network.
    const subscriptionId = subscriptionIdOf(event);
    const readAt = this.clock.now();
    const subscription = subscriptionId ? await this.provider.retrieveSubscription(subscriptionId) : null;
    return this.unitOfWork.transaction(async () => {
      if (!(await this.processedEvents.recordOnce(event.id, event.type, this.clock.now()))) return 'duplicate';
      switch (event.type) {
        case 'checkout.completed':
          await this.fulfil(event.checkout, subscription, readAt);
          break;
        case 'checkout.expired':
          await this.sessions.expire(event.sessionId);
          break;
        case 'subscription.changed':
          if (subscription) await this.recordSubscription(subscription, readAt);
          break;
        case 'invoice.paid':
        case 'invoice.payment_failed':
          await this.recordInvoice(event.invoice, subscription, readAt, event.type === 'invoice.paid');
          break;
      }
      return 'processed';
    });
  }

  /**
   * The user is back from the provider's checkout page: ask the provider how it went and fulfil it if it
   * was paid (at most once, whatever the webhook did). Only the session's owner may ask.
   */
  async confirmReturn(userId: string, sessionId: string): Promise<ReturnedCheckout> {
    const stored = await this.sessions.find(sessionId);
    if (stored && stored.userId !== userId) throw new NotFoundError('Checkout session not found');
    const checkout = await this.provider.retrieveCheckout(sessionId);
    if (!checkout || (!stored && checkout.userId !== userId)) throw new NotFoundError('Checkout session not found');
    if (checkout.status === 'expired') return 'expired';
    if (checkout.status === 'open') return 'open';
    if (!checkout.paid) return 'processing';
    const readAt = this.clock.now();
    const subscription = checkout.subscriptionId
      ? await this.provider.retrieveSubscription(checkout.subscriptionId)
      : null;
    await this.unitOfWork.transaction(() => this.fulfil(checkout, subscription, readAt));
    return 'paid';
  }

  private async fulfil(checkout: CheckoutSnapshot, subscription: SubscriptionSnapshot | null, readAt: Date) {
    if (checkout.status !== 'complete' || !checkout.paid) return;
    const session = (await this.sessions.find(checkout.id)) ?? sessionFrom(checkout, readAt);
    if (!session) return; // Not ours: a checkout created elsewhere on the same provider account.
    const now = this.clock.now();
    if ((await this.sessions.complete(session, now)) && session.purchase.kind === 'one_time') {
      const recorded = await this.payments.insertOnce({
        id: randomUUID(),
        userId: session.userId,
        checkoutSessionId: session.id,
        type: 'one_time',
        amountMinor: checkout.amountTotal ?? session.price.amountMinor,
        currency: checkout.currency ?? session.price.currency,
        status: 'succeeded',
        createdAt: now,
      });
      if (recorded) await this.balances.addPurchasedCredit(session.userId, session.id);
    }
    if (session.purchase.kind === 'subscription' && subscription) {
      const stored = await this.subscriptionSync.record(subscription, readAt);
      if (stored) await this.subscriptionSync.grantPeriodAllowance(stored, session.id, now);
    }
    if (session.purchase.kind === 'listing' && subscription) await this.listings.record(subscription, readAt);
  }

  /** A homeowner plan or the contractor plan, each kept by its own service. */
  private async recordSubscription(subscription: SubscriptionSnapshot, readAt: Date) {
    if (subscription.listing) return { listing: await this.listings.record(subscription, readAt), plan: null };
    return { listing: null, plan: await this.subscriptionSync.record(subscription, readAt) };
  }

  private async recordInvoice(
    invoice: InvoiceSnapshot,
    subscription: SubscriptionSnapshot | null,
    readAt: Date,
    paid: boolean,
  ): Promise<void> {
    const stored = subscription ? await this.recordSubscription(subscription, readAt) : null;
    const userId =
      (invoice.customerId ? await this.customers.findUserOf(invoice.customerId) : null) ??
      stored?.plan?.userId ??
      stored?.listing?.userId ??
      null;
    if (!userId) return; // An invoice of a customer we do not know.
    const now = this.clock.now();
    await this.invoices.save(
      {
        id: invoice.id,
        userId,
        providerSubscriptionId: invoice.subscriptionId,
        billingReason: invoice.billingReason,
        amountPaid: invoice.amountPaid,
        currency: invoice.currency,
        status: invoice.status,
        createdAt: invoice.createdAt,
      },
      now,
    );
    if (paid && stored?.plan) await this.subscriptionSync.grantPeriodAllowance(stored.plan, invoice.id, now);
  }
}

function subscriptionIdOf(event: PaymentEvent): string | null {
  switch (event.type) {
    case 'checkout.completed':
      return event.checkout.subscriptionId;
    case 'subscription.changed':
      return event.subscriptionId;
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return event.invoice.subscriptionId;
    case 'checkout.expired':
      return null;
  }
}

/**
 * A completed checkout we have no row for (the process stopped between creating it at the provider and
 * storing it): what we passed along with it is enough to fulfil it.
 */
function sessionFrom(checkout: CheckoutSnapshot, at: Date): CheckoutSession | null {
  if (!isUserId(checkout.userId) || !checkout.purchase || !checkout.region) return null;
  const currency = currencyOf(checkout.region);
  return {
    id: checkout.id,
    userId: checkout.userId,
    purchase: checkout.purchase,
    region: checkout.region,
    price: Money.of(checkout.amountTotal ?? 0, currency),
    status: 'created',
    url: null,
    expiresAt: at,
    createdAt: at,
  };
}
