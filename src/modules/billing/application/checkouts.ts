import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../shared/application/clock.js';
import type { UnitOfWork } from '../../../shared/application/unit-of-work.js';
import type { Region } from '../../../shared/domain/region.js';
import { ConflictError } from '../../../shared/errors/app-errors.js';
import { samePurchase, type Purchase } from '../domain/checkout-session.js';
import { planChange, type Plan } from '../domain/plan.js';
import { regionOfCurrency } from '../domain/region-of-currency.js';
import { isLive } from '../domain/subscription.js';
import type { PaymentProvider, SubscriptionSnapshot } from '../ports/payment-provider.js';
import type {
  CheckoutSessionRepository,
  CustomerRepository,
  SubscriptionRepository,
} from '../ports/payment-records.js';
import type { BillableItem, PriceList } from '../ports/price-list.js';
import type { BillingCustomers } from './billing-customers.js';
import type { ListingSubscriptions } from './listing-subscriptions.js';
import type { SubscriptionSync } from './subscription-sync.js';

export interface ReturnUrls {
  /** Where the provider sends the user after paying; contains {CHECKOUT_SESSION_ID}. */
  readonly success: string;
  readonly cancel: string;
}

export interface CheckoutUrls {
  /** Credits and homeowner plans return to the shell's success and cancel pages. */
  readonly purchases: ReturnUrls;
  /** The contractor plan returns to the contractor dashboard. */
  readonly listing: ReturnUrls;
}

export type SubscribeOutcome =
  | { readonly kind: 'checkout'; readonly url: string }
  | { readonly kind: 'switched'; readonly from: Plan; readonly to: Plan }
  | { readonly kind: 'unchanged'; readonly plan: Plan };

export type ListingCheckoutOutcome = { readonly kind: 'checkout'; readonly url: string } | { readonly kind: 'active' };

type RecurringPurchase = Extract<Purchase, { kind: 'subscription' | 'listing' }>;

function billableItemOf(purchase: Purchase): BillableItem {
  if (purchase.kind === 'one_time') return 'repair_credit';
  return purchase.kind === 'listing' ? 'contractor_listing' : purchase.plan;
}

export class SubscriptionPastDue extends ConflictError {
  constructor() {
    super('Your subscription has an unpaid invoice. Update your payment method in Manage Subscription first.');
  }
}

export class SubscriptionBeingSetUp extends ConflictError {
  constructor() {
    super('Your subscription is being set up. Please wait a moment and refresh.');
  }
}

/**
 * Starting payments: a one-time repair credit, a subscription, a switch of plan for a subscriber, or the
 * contractor plan. Each runs under the user's billing lock, so a double click cannot open a second
 * subscription.
 */
export class Checkouts {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly customers: CustomerRepository,
    private readonly billingCustomers: BillingCustomers,
    private readonly sessions: CheckoutSessionRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly subscriptionSync: SubscriptionSync,
    private readonly listings: ListingSubscriptions,
    private readonly prices: PriceList,
    private readonly urls: CheckoutUrls,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** A checkout for one repair credit at the region's pay-per-repair price; answers its URL. */
  async buyRepairCredit(userId: string, region: Region): Promise<string> {
    return this.unitOfWork.transaction(async () => {
      await this.customers.lockUser(userId);
      return this.openCheckout(userId, { kind: 'one_time' }, region);
    });
  }

  /**
   * A new subscription's checkout, or for a subscriber a switch of plan in place (never a second
   * subscription). Asking for the plan one already has changes nothing.
   */
  async subscribe(userId: string, plan: Plan, region: Region): Promise<SubscribeOutcome> {
    return this.unitOfWork.transaction(async () => {
      await this.customers.lockUser(userId);
      const current = await this.subscriptions.findByUser(userId);
      if (isLive(current)) {
        // Decided on the provider's state, not ours, which may lag behind an event still on its way.
        const live = await this.provider.retrieveSubscription(current.providerSubscriptionId);
        if (live) await this.subscriptionSync.record(live, this.clock.now());
        if (live && live.status !== 'canceled') {
          if (live.status === 'past_due') throw new SubscriptionPastDue();
          if (!live.plan) throw new ConflictError('This subscription can only be changed in Manage Subscription.');
          return this.switchPlan(live, live.plan, plan);
        }
      }
      return { kind: 'checkout', url: await this.recurringCheckout(userId, { kind: 'subscription', plan }, region) };
    });
  }

  /**
   * The contractor plan's checkout at the region's contractorPlan price, unless the listing subscription
   * is running already (as the provider says now).
   */
  async subscribeListing(userId: string, region: Region): Promise<ListingCheckoutOutcome> {
    return this.unitOfWork.transaction(async () => {
      await this.customers.lockUser(userId);
      const current = await this.listings.findByUser(userId);
      if (isLive(current)) {
        const live = await this.provider.retrieveSubscription(current.providerSubscriptionId);
        if (live) await this.listings.record(live, this.clock.now());
        if (live && live.status !== 'canceled') {
          if (live.status === 'past_due') throw new SubscriptionPastDue();
          return { kind: 'active' };
        }
      }
      return { kind: 'checkout', url: await this.recurringCheckout(userId, { kind: 'listing' }, region) };
    });
  }

  /** A second click for the same subscription goes to the checkout the first one opened; another replaces it. */
  private async recurringCheckout(userId: string, purchase: RecurringPurchase, region: Region): Promise<string> {
    const open = await this.sessions.findOpenSubscriptionCheckout(userId, purchase.kind);
    if (open) {
      if (open.url && open.expiresAt > this.clock.now() && samePurchase(open, purchase, region)) return open.url;
      if (!(await this.provider.expireCheckout(open.id))) throw new SubscriptionBeingSetUp();
      await this.sessions.expire(open.id);
    }
    return this.openCheckout(userId, purchase, region);
  }

  private async openCheckout(userId: string, purchase: Purchase, region: Region): Promise<string> {
    const customerId = await this.billingCustomers.ensure(userId, region);
    const price = await this.prices.priceOf(region, billableItemOf(purchase));
    const urls = purchase.kind === 'listing' ? this.urls.listing : this.urls.purchases;
    const created = await this.provider.createCheckout({
      reference: randomUUID(),
      userId,
      customerId,
      purchase,
      region,
      price,
      successUrl: urls.success,
      cancelUrl: urls.cancel,
    });
    await this.sessions.insert({
      id: created.sessionId,
      userId,
      purchase,
      region,
      price,
      status: 'created',
      url: created.url,
      expiresAt: created.expiresAt,
      createdAt: this.clock.now(),
    });
    return created.url;
  }

  /** Upgrade or downgrade an active subscription in place, priced in the currency it already bills in. */
  private async switchPlan(live: SubscriptionSnapshot, from: Plan, plan: Plan): Promise<SubscribeOutcome> {
    const change = planChange(from, plan);
    if (change === 'none') return { kind: 'unchanged', plan };
    const region = regionOfCurrency(live.currency);
    if (!region) throw new ConflictError(`Subscriptions billed in ${live.currency} cannot change plans here.`);
    const reference = randomUUID();
    const switched = await this.provider.switchPlan({
      subscriptionId: live.id,
      plan,
      price: await this.prices.priceOf(region, plan),
      proration: change === 'upgrade' ? 'charge_now' : 'credit_next_invoice',
      reference,
    });
    const now = this.clock.now();
    const stored = await this.subscriptionSync.record(switched, now);
    // A downgrade has paid for this period already (at the higher price): Basic's repairs start now.
    if (stored) await this.subscriptionSync.grantPeriodAllowance(stored, `plan-switch:${reference}`, now);
    return { kind: 'switched', from, to: plan };
  }
}
