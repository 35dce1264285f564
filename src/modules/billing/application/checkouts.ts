import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../shared/application/clock.js';
import type { UnitOfWork } from '../../../shared/application/unit-of-work.js';
import type { Region } from '../../../shared/domain/region.js';
import { ConflictError } from '../../../shared/errors/app-errors.js';
import { itemOfPurchase, samePurchase, type Purchase } from '../domain/checkout-session.js';
import type { Catalogue, Plan } from '../domain/catalogue.js';
import { isLive } from '../domain/subscription.js';
import type { PaymentProvider } from '../ports/payment-provider.js';
import type { CheckoutSessionRepository, CustomerRepository } from '../ports/payment-records.js';
import type { PriceList } from '../ports/price-list.js';
import type { BillingCustomers } from './billing-customers.js';
import type { ListingSubscriptions } from './listing-subscriptions.js';
import { SubscriptionPastDue, type PlanChanges, type PlanSwitchOutcome } from './plan-changes.js';

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

export type SubscribeOutcome = { readonly kind: 'checkout'; readonly url: string } | PlanSwitchOutcome;

export type ListingCheckoutOutcome = { readonly kind: 'checkout'; readonly url: string } | { readonly kind: 'active' };

type RecurringPurchase = Extract<Purchase, { kind: 'subscription' | 'listing' }>;

export class SubscriptionBeingSetUp extends ConflictError {
  constructor() {
    super('Your subscription is being set up. Please wait a moment and refresh.');
  }
}

/**
 * Starting payments: a one-time repair credit, a subscription, a confirmed switch of plan for a subscriber
 * (see PlanChanges), or the contractor plan. Each runs under the user's billing lock, so a double click
 * cannot open a second subscription.
 */
export class Checkouts {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly customers: CustomerRepository,
    private readonly billingCustomers: BillingCustomers,
    private readonly sessions: CheckoutSessionRepository,
    private readonly planChanges: PlanChanges,
    private readonly listings: ListingSubscriptions,
    private readonly prices: PriceList,
    private readonly urls: CheckoutUrls,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalogue: Catalogue,
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
   * subscription), made only with the confirmation of its preview (PlanChanges.preview). Asking for the
   * plan one already has changes nothing.
   */
  async subscribe(
    userId: string,
    plan: Plan,
    region: Region,
    confirmation: string | null = null,
  ): Promise<SubscribeOutcome> {
    return this.unitOfWork.transaction(async () => {
      await this.customers.lockUser(userId);
      const live = await this.planChanges.liveSubscriptionOf(userId);
      if (live) return this.planChanges.switchConfirmed(userId, live, plan, confirmation);
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
    const price = await this.prices.priceOf(region, itemOfPurchase(purchase, this.catalogue));
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
}
