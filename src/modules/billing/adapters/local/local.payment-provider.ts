import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../../../shared/application/clock.js';
import type { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import type { Region } from '../../../../shared/domain/region.js';
import { NotFoundError } from '../../../../shared/errors/app-errors.js';
import type { PaymentEvent } from '../../application/payment-events.js';
import type { Purchase } from '../../domain/checkout-session.js';
import type { Plan } from '../../domain/catalogue.js';
import type { PlanSwitchQuote } from '../../domain/plan-change.js';
import type { SubscriptionStatus } from '../../domain/subscription.js';
import type {
  CheckoutRequest,
  CheckoutSnapshot,
  CreatedCheckout,
  PaymentProvider,
  PlanSwitchRequest,
  SubscriptionSnapshot,
} from '../../ports/payment-provider.js';
import type { LocalObjectStore } from './local-object-store.js';

export interface LocalCustomer {
  readonly id: string;
  readonly userId: string;
  readonly email: string;
  readonly name: string | null;
  readonly region: Region;
}

export interface LocalCheckout {
  readonly id: string;
  readonly status: 'open' | 'complete' | 'expired';
  readonly userId: string;
  readonly customerId: string;
  readonly purchase: Purchase;
  readonly region: Region;
  readonly amountMinor: number;
  readonly currency: string;
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly subscriptionId: string | null;
  readonly expiresAt: string;
}

export interface LocalSubscription {
  readonly id: string;
  readonly customerId: string;
  readonly userId: string;
  /** Null for the contractor listing. */
  readonly plan: Plan | null;
  /** The contractor plan (absent on subscriptions stored before it existed: false). */
  readonly listing?: boolean;
  readonly status: SubscriptionStatus;
  readonly currentPeriodStart: string;
  readonly currentPeriodEnd: string;
  readonly amountMinor: number;
  readonly currency: string;
}

export interface LocalInvoice {
  readonly id: string;
  readonly customerId: string;
  readonly subscriptionId: string;
  readonly billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  readonly amountPaid: number;
  readonly currency: string;
  /** open: its payment failed (the renewal test button can make it fail). */
  readonly status: 'paid' | 'open';
  readonly createdAt: string;
}

export interface LocalProviderSettings {
  readonly publicUrl: string;
  readonly nodeEnv: string;
}

const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;
/** Where the local provider's pages are served. */
export const LOCAL_PAYMENTS_PATH = '/api/local-payments';

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

function oneMonthAfter(start: Date): Date {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * The embedded payment provider: no card is charged. It keeps customers, checkouts, subscriptions and
 * invoices the way Stripe does, shows its own checkout page and account page (the customer portal), and
 * reports what happens as payment events delivered to the same application service as Stripe's
 * webhooks, inside the transaction of the action that caused them. Refused in production.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local';

  constructor(
    private readonly store: LocalObjectStore,
    private readonly deliver: (event: PaymentEvent) => Promise<unknown>,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly settings: LocalProviderSettings,
  ) {
    if (settings.nodeEnv === 'production') {
      throw new Error('The local payment provider must not run in production: set STRIPE_SECRET_KEY.');
    }
  }

  async createCustomer(input: { userId: string; email: string; name: string | null; region: Region }) {
    // The same user always gets the same id, so repeating the call is harmless.
    const id = `lcus_${createHash('sha256').update(input.userId).digest('hex').slice(0, 24)}`;
    const customer: LocalCustomer = { id, ...input };
    await this.store.insert('customer', customer, id, this.clock.now());
    return id;
  }

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    const now = this.clock.now();
    const checkout: LocalCheckout = {
      id: newId('lcs'),
      status: 'open',
      userId: request.userId,
      customerId: request.customerId,
      purchase: request.purchase,
      region: request.region,
      amountMinor: request.price.amountMinor,
      currency: request.price.currency,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      subscriptionId: null,
      expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS).toISOString(),
    };
    await this.store.insert('checkout_session', checkout, request.customerId, now);
    return {
      sessionId: checkout.id,
      url: this.pageUrl(`/checkout/${checkout.id}`),
      expiresAt: new Date(checkout.expiresAt),
    };
  }

  async retrieveCheckout(sessionId: string): Promise<CheckoutSnapshot | null> {
    const checkout = await this.currentCheckout(sessionId);
    if (!checkout) return null;
    return {
      id: checkout.id,
      status: checkout.status,
      paid: checkout.status === 'complete',
      userId: checkout.userId,
      customerId: checkout.customerId,
      subscriptionId: checkout.subscriptionId,
      purchase: checkout.purchase,
      region: checkout.region,
      amountTotal: checkout.amountMinor,
      currency: checkout.currency,
    };
  }

  async expireCheckout(sessionId: string): Promise<boolean> {
    const checkout = await this.currentCheckout(sessionId);
    if (!checkout) return true;
    if (checkout.status !== 'open') return checkout.status === 'expired';
    return this.store.replaceIfStatus('checkout_session', { ...checkout, status: 'expired' }, 'open');
  }

  async retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null> {
    const subscription = await this.store.get<LocalSubscription>('subscription', subscriptionId);
    return subscription ? snapshotOf(subscription) : null;
  }

  async previewPlanSwitch(request: PlanSwitchRequest): Promise<PlanSwitchQuote> {
    return quoteOf(await this.subscriptionToSwitch(request.subscriptionId), request);
  }

  async switchPlan(request: PlanSwitchRequest & { reference: string }): Promise<SubscriptionSnapshot> {
    const current = await this.subscriptionToSwitch(request.subscriptionId);
    const quote = quoteOf(current, request);
    const switched: LocalSubscription = { ...current, plan: request.plan, amountMinor: request.price.amountMinor };
    await this.store.replaceIfStatus('subscription', switched, current.status);
    const events: PaymentEvent[] = [this.subscriptionChanged(switched.id)];
    if (quote.amountDueNow > 0) {
      events.push(await this.invoiceEvent(switched, 'subscription_update', quote.amountDueNow, true));
    }
    await this.deliverAll(events);
    return snapshotOf(switched);
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    const subscription = await this.store.get<LocalSubscription>('subscription', subscriptionId);
    if (!subscription || subscription.status === 'canceled') return;
    if (
      await this.store.replaceIfStatus('subscription', { ...subscription, status: 'canceled' }, subscription.status)
    ) {
      await this.deliverAll([this.subscriptionChanged(subscriptionId)]);
    }
  }

  /** Its checkouts, subscriptions and invoices stay, as Stripe keeps a deleted customer's payments. */
  async deleteCustomer(customerId: string): Promise<void> {
    await this.store.remove('customer', customerId);
  }

  async portalUrl(_customerId: string, returnUrl: string): Promise<string> {
    return this.pageUrl(`/account?return_to=${encodeURIComponent(returnUrl)}`);
  }

  // --- What the local provider's own pages do -------------------------------------------------------

  /** The user's checkout, for its page; other people's checkouts do not exist for them. */
  async checkoutOf(userId: string, sessionId: string): Promise<LocalCheckout> {
    const checkout = await this.currentCheckout(sessionId);
    if (!checkout || checkout.userId !== userId) throw new NotFoundError('Checkout not found');
    return checkout;
  }

  /**
   * "Pay" on the checkout page: the checkout completes (once, however often it is pressed), a plan's
   * subscription and first invoice appear, and the events go out. Answers where the browser goes next.
   */
  async pay(userId: string, sessionId: string): Promise<string> {
    return this.unitOfWork.transaction(async () => {
      const checkout = await this.checkoutOf(userId, sessionId);
      let completed: LocalCheckout = { ...checkout, status: 'complete' };
      if (checkout.status !== 'open' || !(await this.store.replaceIfStatus('checkout_session', completed, 'open'))) {
        return this.afterCheckout(await this.checkoutOf(userId, sessionId));
      }
      const now = this.clock.now();
      const events: PaymentEvent[] = [];
      if (checkout.purchase.kind !== 'one_time') {
        const subscription: LocalSubscription = {
          id: newId('lsub'),
          customerId: checkout.customerId,
          userId: checkout.userId,
          plan: checkout.purchase.kind === 'subscription' ? checkout.purchase.plan : null,
          listing: checkout.purchase.kind === 'listing',
          status: 'active',
          currentPeriodStart: now.toISOString(),
          currentPeriodEnd: oneMonthAfter(now).toISOString(),
          amountMinor: checkout.amountMinor,
          currency: checkout.currency,
        };
        await this.store.insert('subscription', subscription, subscription.customerId, now);
        completed = { ...completed, subscriptionId: subscription.id };
        await this.store.replaceIfStatus('checkout_session', completed, 'complete');
        events.push(this.subscriptionChanged(subscription.id));
        events.push(await this.invoiceEvent(subscription, 'subscription_create', subscription.amountMinor, true));
      }
      events.push({
        id: newId('levt'),
        type: 'checkout.completed',
        checkout: (await this.retrieveCheckout(sessionId))!,
      });
      await this.deliverAll(events);
      return this.afterCheckout(completed);
    });
  }

  /** "Cancel" on the checkout page: the checkout expires and the browser goes to the cancel page. */
  async abandon(userId: string, sessionId: string): Promise<string> {
    return this.unitOfWork.transaction(async () => {
      const checkout = await this.checkoutOf(userId, sessionId);
      if (checkout.status === 'open' && (await this.expireCheckout(sessionId))) {
        await this.deliverAll([{ id: newId('levt'), type: 'checkout.expired', sessionId }]);
      }
      return checkout.status === 'complete' ? this.afterCheckout(checkout) : checkout.cancelUrl;
    });
  }

  /**
   * The account page: the user's subscriptions, newest first (a homeowner plan and the contractor plan
   * may both run), and invoices.
   */
  async accountOf(userId: string): Promise<{ subscriptions: LocalSubscription[]; invoices: LocalInvoice[] }> {
    const customerId = await this.customerIdOf(userId);
    if (!customerId) return { subscriptions: [], invoices: [] };
    const [subscriptions, invoices] = await Promise.all([
      this.store.findBy<LocalSubscription>('subscription', 'customerId', customerId),
      this.store.findBy<LocalInvoice>('invoice', 'customerId', customerId),
    ]);
    return { subscriptions, invoices };
  }

  /**
   * "Cancel subscription" on the account page: it ends now, as a portal configured to cancel at once does.
   * Without an id, the newest subscription.
   */
  async cancelFor(userId: string, subscriptionId?: string): Promise<void> {
    await this.unitOfWork.transaction(async () => {
      const subscription = await this.subscriptionOf(userId, subscriptionId);
      if (subscription) await this.cancelSubscription(subscription.id);
    });
  }

  /**
   * A test convenience: the next monthly period starts at once and its invoice is paid, or, with
   * `paid: false`, its payment fails and the subscription is past due until a later period is paid.
   * Without an id, the newest subscription.
   */
  async startNextPeriod(userId: string, options: { subscriptionId?: string; paid?: boolean } = {}): Promise<void> {
    await this.unitOfWork.transaction(async () => {
      const subscription = await this.subscriptionOf(userId, options.subscriptionId);
      if (!subscription || subscription.status === 'canceled') return;
      const paid = options.paid ?? true;
      const start = this.clock.now();
      const renewed: LocalSubscription = {
        ...subscription,
        status: paid ? 'active' : 'past_due',
        currentPeriodStart: start.toISOString(),
        currentPeriodEnd: oneMonthAfter(start).toISOString(),
      };
      await this.store.replaceIfStatus('subscription', renewed, subscription.status);
      await this.deliverAll([
        this.subscriptionChanged(renewed.id),
        await this.invoiceEvent(renewed, 'subscription_cycle', renewed.amountMinor, paid),
      ]);
    });
  }

  private async subscriptionToSwitch(subscriptionId: string): Promise<LocalSubscription> {
    const current = await this.store.get<LocalSubscription>('subscription', subscriptionId);
    if (!current) throw new NotFoundError('Subscription not found');
    return current;
  }

  private async subscriptionOf(userId: string, subscriptionId?: string): Promise<LocalSubscription | null> {
    const { subscriptions } = await this.accountOf(userId);
    return (subscriptionId ? subscriptions.find((s) => s.id === subscriptionId) : subscriptions[0]) ?? null;
  }

  private async currentCheckout(sessionId: string): Promise<LocalCheckout | null> {
    const checkout = await this.store.get<LocalCheckout>('checkout_session', sessionId);
    // An open checkout past its time is expired, as Stripe's would be.
    if (checkout?.status === 'open' && Date.parse(checkout.expiresAt) <= this.clock.now().getTime()) {
      return { ...checkout, status: 'expired' };
    }
    return checkout;
  }

  private async customerIdOf(userId: string): Promise<string | null> {
    const [customer] = await this.store.findBy<LocalCustomer>('customer', 'userId', userId);
    return customer?.id ?? null;
  }

  private afterCheckout(checkout: LocalCheckout): string {
    return checkout.status === 'complete'
      ? checkout.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(checkout.id))
      : checkout.cancelUrl;
  }

  private subscriptionChanged(subscriptionId: string): PaymentEvent {
    return { id: newId('levt'), type: 'subscription.changed', subscriptionId };
  }

  /** An invoice of the subscription, paid or (its payment failed) left open, and the event that reports it. */
  private async invoiceEvent(
    subscription: LocalSubscription,
    billingReason: LocalInvoice['billingReason'],
    amount: number,
    paid: boolean,
  ): Promise<PaymentEvent> {
    const now = this.clock.now();
    const invoice: LocalInvoice = {
      id: newId('lin'),
      customerId: subscription.customerId,
      subscriptionId: subscription.id,
      billingReason,
      amountPaid: paid ? amount : 0,
      currency: subscription.currency,
      status: paid ? 'paid' : 'open',
      createdAt: now.toISOString(),
    };
    await this.store.insert('invoice', invoice, invoice.customerId, now);
    return {
      id: newId('levt'),
      type: paid ? 'invoice.paid' : 'invoice.payment_failed',
      invoice: { ...invoice, createdAt: now },
    };
  }

  private async deliverAll(events: readonly PaymentEvent[]): Promise<void> {
    for (const event of events) await this.deliver(event);
  }

  private pageUrl(path: string): string {
    return `${this.settings.publicUrl}${LOCAL_PAYMENTS_PATH}${path}`;
  }
}

/**
 * A plan switch prorated as Stripe does: the rest of the period (from the proration moment) at the new
 * price is charged, the same rest at the old price credited. An upgrade's difference is charged at once;
 * a downgrade charges nothing now (its credit would go to the next invoice).
 */
function quoteOf(subscription: LocalSubscription, request: PlanSwitchRequest): PlanSwitchQuote {
  const start = Date.parse(subscription.currentPeriodStart);
  const end = Date.parse(subscription.currentPeriodEnd);
  const left = Math.min(1, Math.max(0, end - request.prorationDate.getTime()) / (end - start));
  const prorationCharge = Math.round(request.price.amountMinor * left);
  const prorationCredit = Math.round(subscription.amountMinor * left);
  return {
    amountDueNow: request.proration === 'charge_now' ? Math.max(0, prorationCharge - prorationCredit) : 0,
    prorationCharge,
    prorationCredit,
    currency: subscription.currency,
  };
}

function snapshotOf(subscription: LocalSubscription): SubscriptionSnapshot {
  return {
    id: subscription.id,
    customerId: subscription.customerId,
    userId: subscription.userId,
    plan: subscription.plan,
    listing: subscription.listing === true,
    status: subscription.status,
    currentPeriodStart: new Date(subscription.currentPeriodStart),
    currentPeriodEnd: new Date(subscription.currentPeriodEnd),
    currency: subscription.currency,
  };
}
