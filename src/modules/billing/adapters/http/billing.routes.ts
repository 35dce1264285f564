import { enforceRateLimit, type RateLimiter } from '../../../../shared/application/rate-limiter.js';
import { DEFAULT_REGION } from '../../../../shared/domain/region.js';
import { ValidationError } from '../../../../shared/errors/app-errors.js';
import { fillIn, type Language } from '../../../../shared/domain/locale.js';
import { messageIn } from '../../../../shared/errors/message-language.js';
import { requestLanguage } from '../../../../shared/http/page-language.js';
import { defineRoute, type AppContext, type HttpRoute } from '../../../../shared/http/route.js';
import type { Logger } from '../../../../shared/logging/logger.js';
import type { BillingOverview } from '../../application/billing-overview.js';
import type { Checkouts, SubscribeOutcome } from '../../application/checkouts.js';
import type { PaymentEvents, ReturnedCheckout } from '../../application/payment-events.js';
import type { PlanChanges, PlanChoicePreview } from '../../application/plan-changes.js';
import { shownBillingReason, shownInvoiceStatus } from '../../domain/payment-history.js';
import type { Catalogue, Plan } from '../../domain/catalogue.js';
import {
  CatalogueSchema,
  CheckoutRedirectSchema,
  CheckoutSessionParamsSchema,
  InvoiceSchema,
  OneTimeCheckoutRequestSchema,
  PaymentSchema,
  PlanChangePreviewQuerySchema,
  PlanChangePreviewSchema,
  SessionCheckSchema,
  SubscriptionCheckoutAnswerSchema,
  SubscriptionCheckoutRequestSchema,
  WebhookReceiptSchema,
} from '../../contract.js';
import type { StripeWebhookEvents } from '../stripe/stripe-webhook-events.js';

export interface BillingRouteDependencies {
  readonly catalogue: Catalogue;
  readonly checkouts: Checkouts;
  readonly planChanges: PlanChanges;
  readonly paymentEvents: PaymentEvents;
  readonly overview: BillingOverview;
  /** Null when no webhook signing secret is configured: every webhook is refused then. */
  readonly webhooks: StripeWebhookEvents | null;
  readonly rateLimiter: RateLimiter;
  readonly publicUrl: string;
  readonly logger: Logger;
}

/** Starting checkouts calls the payment provider: a person needs a handful a minute, not more. */
const CHECKOUT_LIMIT = { name: 'checkout', limit: 20, windowSeconds: 60 };
/**
 * Every other request that reaches the payment provider is counted per person too, so no one person can use up the
 * provider account's own rate limit for everybody: checking a returned checkout (once per return) and opening the
 * portal (both paths count together).
 */
const CHECKOUT_STATUS_LIMIT = { name: 'checkout-status', limit: 30, windowSeconds: 60 };
const PORTAL_LIMIT = { name: 'billing-portal', limit: 10, windowSeconds: 60 };

/**
 * What a plan change did, in the request's language. Plan names are catalogue data, so the wording is put in the
 * language with its placeholders and the plans' names in that language are filled in after.
 */
function planMessage(
  outcome: Exclude<SubscribeOutcome, { kind: 'checkout' }>,
  catalogue: Catalogue,
  language: Language,
): string {
  const nameOf = (plan: Plan) => catalogue.planNameOf(plan, language);
  if (outcome.kind === 'unchanged')
    return fillIn(messageIn(language, 'You are already on the {plan} plan.'), { plan: nameOf(outcome.plan) });
  const { from, to } = outcome;
  const wording =
    catalogue.planChange(from, to) === 'upgrade'
      ? messageIn(language, 'Your plan is now {to}. The difference for the rest of this period has been charged.')
      : messageIn(language, 'Your plan is now {to}. The unused part of {from} is credited to your next invoice.');
  return fillIn(wording, { to: nameOf(to), from: nameOf(from) });
}

/** A plan id from a request, checked against the catalogue: 400 naming the field for one not on sale. */
function planOnSale(catalogue: Catalogue, plan: string): Plan {
  if (!catalogue.isPlan(plan)) throw new ValidationError(`plan: must be one of: ${catalogue.plans.join(', ')}`);
  return plan;
}

const RETURN_MESSAGES = {
  paid: 'Payment successful! Your purchase is ready to use.',
  processing: 'Your payment is being processed. Your purchase appears as soon as it clears.',
  open: 'This checkout has not been paid yet.',
  expired: 'This checkout expired before it was paid. No charges were made.',
} as const satisfies Readonly<Record<ReturnedCheckout, string>>;

export function billingRoutes(deps: BillingRouteDependencies): HttpRoute[] {
  const { catalogue, checkouts, paymentEvents, overview, webhooks, rateLimiter, publicUrl, logger } = deps;

  const portalRoute = (path: string) =>
    defineRoute({
      method: 'get',
      path,
      summary: "Sends the browser to the payment provider's page for managing the subscription",
      tag: 'billing',
      access: 'user',
      successStatus: 302,
      errorStatuses: [429],
      handle: async ({ principal, ctx }) => {
        await enforceRateLimit(rateLimiter, PORTAL_LIMIT, principal.userId);
        const url = await overview.portalUrl(principal.userId, `${publicUrl}/account`);
        // Someone who never paid has nothing to manage: the pricing page is where they can start.
        ctx.redirect(url ?? '/pricing');
        return undefined;
      },
    });

  return [
    defineRoute({
      method: 'get',
      path: '/api/catalogue',
      summary:
        'What RepairLens sells, by rank: the repair credit, the plans and the contractor listing (prices: /api/pricing)',
      tag: 'billing',
      access: 'public',
      response: CatalogueSchema,
      handle: async () => ({
        items: catalogue.items.map(({ id, names, kind, rank, monthlyAllowance, highlighted }) => ({
          id,
          name: { ...names },
          kind,
          rank,
          monthlyAllowance,
          highlighted,
        })),
      }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/create-one-time-checkout',
      summary: 'Starts paying for one repair credit at the region’s price; answers the checkout page URL',
      tag: 'billing',
      access: 'user',
      body: OneTimeCheckoutRequestSchema,
      response: CheckoutRedirectSchema,
      errorStatuses: [429],
      handle: async ({ principal, body }) => {
        await enforceRateLimit(rateLimiter, CHECKOUT_LIMIT, principal.userId);
        return { url: await checkouts.buyRepairCredit(principal.userId, body.region ?? DEFAULT_REGION) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/billing/plan-change',
      summary:
        'What choosing a plan would do, changing and charging nothing: the price of a new subscription, or for a ' +
        "subscriber the amount due now and the proration from the payment provider, with the change's confirmation",
      tag: 'billing',
      access: 'user',
      query: PlanChangePreviewQuerySchema,
      response: PlanChangePreviewSchema,
      errorStatuses: [409, 429],
      handle: async ({ principal, query }) => {
        await enforceRateLimit(rateLimiter, CHECKOUT_LIMIT, principal.userId);
        return previewAnswer(
          await deps.planChanges.preview(
            principal.userId,
            planOnSale(catalogue, query.plan),
            query.region ?? DEFAULT_REGION,
          ),
        );
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/create-subscription-checkout',
      summary:
        'Subscribes (answers the checkout page URL) or, for a subscriber, switches plan in place: only with the ' +
        'confirmation of GET /api/billing/plan-change for that plan, still valid (409 otherwise, nothing changed)',
      tag: 'billing',
      access: 'user',
      body: SubscriptionCheckoutRequestSchema,
      response: SubscriptionCheckoutAnswerSchema,
      errorStatuses: [409, 429],
      handle: async ({ principal, body, ctx }) => {
        await enforceRateLimit(rateLimiter, CHECKOUT_LIMIT, principal.userId);
        const outcome = await checkouts.subscribe(
          principal.userId,
          planOnSale(catalogue, body.plan),
          body.region ?? DEFAULT_REGION,
          body.confirmation ?? null,
        );
        return outcome.kind === 'checkout'
          ? { url: outcome.url }
          : { success: true as const, message: planMessage(outcome, catalogue, requestLanguage(ctx)) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/stripe/session/:id',
      summary: 'Checks a checkout the user came back from and fulfils it if paid (once, whatever the webhook did)',
      tag: 'billing',
      access: 'user',
      params: CheckoutSessionParamsSchema,
      response: SessionCheckSchema,
      errorStatuses: [404, 429],
      handle: async ({ principal, params, ctx }) => {
        await enforceRateLimit(rateLimiter, CHECKOUT_STATUS_LIMIT, principal.userId);
        const outcome = await paymentEvents.confirmReturn(principal.userId, params.id);
        return { success: outcome === 'paid', message: messageIn(requestLanguage(ctx), RETURN_MESSAGES[outcome]) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/stripe/webhook',
      summary: "Stripe's events, signed; repeats and types we do not act on answer 200 and change nothing",
      tag: 'billing',
      access: 'public',
      // An event carries whole objects (an invoice with many lines): more than the 100 kb of our own forms.
      jsonBodyLimit: '1mb',
      response: WebhookReceiptSchema,
      handle: async ({ ctx }) => {
        if (!webhooks) {
          logger.warn('a Stripe webhook arrived but no webhook signing secret is configured; it was refused');
          throw new ValidationError('Webhooks are not configured on this server; the event was refused.');
        }
        const event = webhooks.read(rawBodyOf(ctx), ctx.get('stripe-signature'));
        if (event) {
          const outcome = await paymentEvents.handle(event);
          logger.info({ eventId: event.id, type: event.type, outcome }, 'payment event');
        }
        return { received: true as const };
      },
    }),
    portalRoute('/api/stripe/customer-portal'),
    portalRoute('/api/billing-portal'),
    defineRoute({
      method: 'get',
      path: '/api/user/payments',
      summary: "The signed-in user's one-time payments, newest first",
      tag: 'billing',
      access: 'user',
      response: PaymentSchema.array(),
      handle: async ({ principal }) => {
        return (await overview.paymentsOf(principal.userId)).map((payment) => ({
          id: payment.id,
          type: payment.type,
          createdAt: payment.createdAt.toISOString(),
          amount: payment.amountMinor,
          currency: payment.currency,
          status: payment.status,
        }));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/user/invoices',
      summary: "The signed-in user's subscription invoices, newest first",
      tag: 'billing',
      access: 'user',
      response: InvoiceSchema.array(),
      handle: async ({ principal }) => {
        return (await overview.invoicesOf(principal.userId)).map((invoice) => ({
          id: invoice.id,
          billing_reason: shownBillingReason(invoice.billingReason),
          created: Math.floor(invoice.createdAt.getTime() / 1000),
          amount_paid: invoice.amountPaid,
          currency: invoice.currency,
          status: shownInvoiceStatus(invoice.status),
        }));
      },
    }),
  ];
}

function previewAnswer(preview: PlanChoicePreview) {
  switch (preview.kind) {
    case 'subscribe':
      return {
        change: 'subscribe' as const,
        plan: preview.plan,
        monthlyPrice: preview.price.amountMinor,
        currency: preview.price.currency,
      };
    case 'unchanged':
      return { change: 'unchanged' as const, plan: preview.plan };
    case 'switch':
      return {
        change: preview.change,
        plan: preview.to,
        currentPlan: preview.from,
        monthlyPrice: preview.price.amountMinor,
        currency: preview.price.currency,
        amountDueNow: preview.quote.amountDueNow,
        proration: { charge: preview.quote.prorationCharge, credit: preview.quote.prorationCredit },
        nextInvoiceAt: preview.periodEnd.toISOString(),
        confirmation: preview.confirmation,
        confirmationExpiresAt: preview.expiresAt.toISOString(),
      };
  }
}

/** The body exactly as sent: the signature covers these bytes, not a re-serialised object. */
function rawBodyOf(ctx: AppContext): string {
  const raw = (ctx.request as { rawBody?: unknown }).rawBody;
  if (typeof raw !== 'string' || raw === '') throw new ValidationError('A webhook needs its JSON body.');
  return raw;
}
