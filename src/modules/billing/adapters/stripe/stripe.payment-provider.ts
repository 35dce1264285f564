import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { Money } from '../../../../shared/domain/money.js';
import { isRegion } from '../../../../shared/domain/region.js';
import { itemOfPurchase, type Purchase } from '../../domain/checkout-session.js';
import type { Catalogue, ItemId } from '../../domain/catalogue.js';
import type { PlanSwitchQuote } from '../../domain/plan-change.js';
import type { SubscriptionStatus } from '../../domain/subscription.js';
import type {
  CheckoutRequest,
  CheckoutSnapshot,
  CreatedCheckout,
  InvoiceSnapshot,
  PaymentProvider,
  PlanSwitchRequest,
  SubscriptionSnapshot,
} from '../../ports/payment-provider.js';

export interface StripeSettings {
  readonly secretKey: string;
  /** Another API address (tests, stripe-mock); null for Stripe itself. */
  readonly apiUrl: string | null;
  /** Stripe Tax: tax computed at checkout from the customer's address. */
  readonly automaticTax: boolean;
}

const MONTHLY = { interval: 'month' as const };

/** Stripe lets a checkout live 30 minutes to 24 hours; an hour is plenty to pay and short for a stale tab. */
const CHECKOUT_LIFETIME_SECONDS = 60 * 60;

export function createStripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'RepairLens' },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'http:' ? 80 : 443),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/**
 * Payments through Stripe: Checkout for one-time credits (payment mode) and plans (subscription mode)
 * with prices from our pricing table inline (price_data), subscription updates for plan switches, the
 * customer portal. Every create call carries an idempotency key, so a retried request changes nothing.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  private readonly products = new Map<ItemId, Promise<string>>();

  constructor(
    private readonly stripe: Stripe,
    private readonly catalogue: Catalogue,
    private readonly settings: Pick<StripeSettings, 'automaticTax'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async createCustomer(input: { userId: string; email: string; name: string | null; region: string }) {
    const customer = await this.stripe.customers.create(
      {
        email: input.email,
        ...(input.name ? { name: input.name } : {}),
        // The country of the region chosen at the first checkout; Checkout completes the address for tax.
        address: { country: input.region },
        metadata: { userId: input.userId },
      },
      { idempotencyKey: `customer-${input.userId}` },
    );
    return customer.id;
  }

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    const { purchase, price } = request;
    const product = await this.productId(itemOfPurchase(purchase, this.catalogue));
    const metadata = metadataOf(request.userId, purchase, request.region);
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: purchase.kind === 'one_time' ? 'payment' : 'subscription',
        customer: request.customerId,
        client_reference_id: request.userId,
        line_items: [
          {
            quantity: 1,
            price_data:
              purchase.kind !== 'one_time'
                ? { ...this.priceData(price, product), recurring: MONTHLY }
                : this.priceData(price, product),
          },
        ],
        metadata,
        ...(purchase.kind === 'one_time' ? { payment_intent_data: { metadata } } : { subscription_data: { metadata } }),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.floor(this.now().getTime() / 1000) + CHECKOUT_LIFETIME_SECONDS,
        ...(this.settings.automaticTax
          ? {
              automatic_tax: { enabled: true },
              // Tax needs the customer's address: Checkout asks for it and keeps it on the customer.
              billing_address_collection: 'required' as const,
              customer_update: { address: 'auto' as const, name: 'auto' as const },
            }
          : {}),
      },
      { idempotencyKey: `checkout-${request.reference}` },
    );
    if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
    return {
      sessionId: session.id,
      url: session.url,
      expiresAt: new Date(
        (session.expires_at ?? Math.floor(this.now().getTime() / 1000) + CHECKOUT_LIFETIME_SECONDS) * 1000,
      ),
    };
  }

  async retrieveCheckout(sessionId: string): Promise<CheckoutSnapshot | null> {
    const session = await orNullWhenMissing(() => this.stripe.checkout.sessions.retrieve(sessionId));
    return session ? checkoutSnapshotOf(session, this.catalogue) : null;
  }

  async expireCheckout(sessionId: string): Promise<boolean> {
    try {
      await this.stripe.checkout.sessions.expire(sessionId);
      return true;
    } catch (error) {
      // Stripe refuses to expire a session that is no longer open; what matters is whether it was paid.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      const session = await orNullWhenMissing(() => this.stripe.checkout.sessions.retrieve(sessionId));
      return session?.status !== 'complete';
    }
  }

  async retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null> {
    const subscription = await orNullWhenMissing(() => this.stripe.subscriptions.retrieve(subscriptionId));
    return subscription ? subscriptionSnapshotOf(subscription, this.catalogue) : null;
  }

  /**
   * Stripe's invoice preview of the same subscription update, prorated at the same moment: for an upgrade
   * (always_invoice) the invoice Stripe would create and charge at once, taxes and customer credit included;
   * for a downgrade (create_prorations) the next invoice, whose proration lines carry the credit.
   */
  async previewPlanSwitch(request: PlanSwitchRequest): Promise<PlanSwitchQuote> {
    const subscription = await this.stripe.subscriptions.retrieve(request.subscriptionId);
    const preview = await this.stripe.invoices.createPreview({
      subscription: request.subscriptionId,
      subscription_details: await this.switchDetails(subscription, request),
    });
    const prorations = preview.lines.data.filter(isProration).map((line) => line.amount);
    return {
      amountDueNow: request.proration === 'charge_now' ? Math.max(0, preview.amount_due) : 0,
      prorationCharge: prorations.filter((amount) => amount > 0).reduce((sum, amount) => sum + amount, 0),
      prorationCredit: -prorations.filter((amount) => amount < 0).reduce((sum, amount) => sum + amount, 0),
      currency: preview.currency.toUpperCase(),
    };
  }

  async switchPlan(request: PlanSwitchRequest & { reference: string }): Promise<SubscriptionSnapshot> {
    const current = await this.stripe.subscriptions.retrieve(request.subscriptionId);
    const updated = await this.stripe.subscriptions.update(
      request.subscriptionId,
      { ...(await this.switchDetails(current, request)), metadata: { plan: request.plan } },
      { idempotencyKey: `switch-${request.reference}` },
    );
    return subscriptionSnapshotOf(updated, this.catalogue);
  }

  /** The subscription update a plan switch is: its one item on the new plan's price, prorated at one moment. */
  private async switchDetails(subscription: Stripe.Subscription, request: PlanSwitchRequest) {
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscription.id} has no item to switch`);
    return {
      items: [
        {
          id: item.id,
          price_data: { ...this.priceData(request.price, await this.productId(request.plan)), recurring: MONTHLY },
        },
      ],
      proration_behavior:
        request.proration === 'charge_now' ? ('always_invoice' as const) : ('create_prorations' as const),
      proration_date: Math.floor(request.prorationDate.getTime() / 1000),
    };
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    await this.stripe.subscriptions.cancel(subscriptionId, undefined, {
      idempotencyKey: `cancel-${subscriptionId}`,
    });
  }

  async deleteCustomer(customerId: string): Promise<void> {
    await orNullWhenMissing(() => this.stripe.customers.del(customerId));
  }

  async portalUrl(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.stripe.billingPortal.sessions.create(
      { customer: customerId, return_url: returnUrl },
      { idempotencyKey: `portal-${randomUUID()}` },
    );
    return session.url;
  }

  private priceData(price: Money, product: string) {
    return {
      currency: price.currency.toLowerCase(),
      unit_amount: price.amountMinor,
      product,
      // Our prices are before tax; Stripe Tax adds it on top.
      ...(this.settings.automaticTax ? { tax_behavior: 'exclusive' as const } : {}),
    };
  }

  /**
   * Our products, one per catalogue item with ids of our own (so a subscription's price names its item),
   * exist once per Stripe account: looked up, created when missing, remembered.
   */
  private productId(product: ItemId): Promise<string> {
    let known = this.products.get(product);
    if (!known) {
      const { id, name } = this.catalogue.itemOf(product).product;
      known = (async () => {
        const existing = await orNullWhenMissing(() => this.stripe.products.retrieve(id));
        if (!existing) await this.stripe.products.create({ id, name }, { idempotencyKey: `product-${id}` });
        return id;
      })();
      known.catch(() => this.products.delete(product));
      this.products.set(product, known);
    }
    return known;
  }
}

function metadataOf(userId: string, purchase: Purchase, region: string): Record<string, string> {
  return { userId, kind: purchase.kind, region, ...(purchase.kind === 'subscription' ? { plan: purchase.plan } : {}) };
}

async function orNullWhenMissing<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
    throw error;
  }
}

function isProration(line: Stripe.InvoiceLineItem): boolean {
  return Boolean(line.parent?.subscription_item_details?.proration || line.parent?.invoice_item_details?.proration);
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function purchaseOf(metadata: Stripe.Metadata | null, catalogue: Catalogue): Purchase | null {
  if (metadata?.kind === 'one_time') return { kind: 'one_time' };
  if (metadata?.kind === 'listing') return { kind: 'listing' };
  if (metadata?.kind === 'subscription' && catalogue.isPlan(metadata.plan))
    return { kind: 'subscription', plan: metadata.plan };
  return null;
}

export function checkoutSnapshotOf(session: Stripe.Checkout.Session, catalogue: Catalogue): CheckoutSnapshot {
  const status = session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
  return {
    id: session.id,
    status,
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    userId: session.client_reference_id ?? null,
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    purchase: purchaseOf(session.metadata, catalogue),
    region: isRegion(session.metadata?.region) ? session.metadata.region : null,
    amountTotal: session.amount_total ?? null,
    currency: session.currency ? session.currency.toUpperCase() : null,
  };
}

/**
 * Stripe's eight subscription states in our three: paid up, owing (incomplete, past due, unpaid), ended
 * (canceled, incomplete_expired, paused: no repairs are counted on it).
 */
export function statusOf(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'incomplete':
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    default:
      return 'canceled';
  }
}

export function subscriptionSnapshotOf(subscription: Stripe.Subscription, catalogue: Catalogue): SubscriptionSnapshot {
  const item = subscription.items.data[0];
  const productId = idOf(item?.price.product);
  const metadataPlan = subscription.metadata?.plan;
  const sold = productId ? catalogue.itemOfProduct(productId) : null;
  const listing = sold === catalogue.contractorListing || subscription.metadata?.kind === 'listing';
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    userId: subscription.metadata?.userId ?? null,
    plan: listing
      ? null
      : (catalogue.isPlan(sold) ? sold : null) || (catalogue.isPlan(metadataPlan) ? metadataPlan : null),
    listing,
    status: statusOf(subscription.status),
    // Since API version 2025-03-31 the billing period lives on the subscription's items.
    currentPeriodStart: new Date((item?.current_period_start ?? subscription.start_date) * 1000),
    currentPeriodEnd: new Date((item?.current_period_end ?? subscription.start_date) * 1000),
    currency: subscription.currency.toUpperCase(),
  };
}

export function invoiceSnapshotOf(invoice: Stripe.Invoice): InvoiceSnapshot {
  return {
    id: invoice.id ?? '',
    customerId: idOf(invoice.customer),
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    billingReason: invoice.billing_reason ?? 'other',
    amountPaid: invoice.amount_paid,
    currency: invoice.currency.toUpperCase(),
    status: invoice.status ?? 'other',
    createdAt: new Date(invoice.created * 1000),
  };
}
