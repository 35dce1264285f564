import { z } from 'zod';
import { defineRoute, type AppContext, type HttpRoute } from '../../../../shared/http/route.js';
import { requestLanguage } from '../../../../shared/http/page-language.js';
import { CheckoutSessionParamsSchema } from '../../contract.js';
import type { Catalogue } from '../../domain/catalogue.js';
import { accountPage, checkoutPage } from '../local/local-payment-pages.js';
import { LOCAL_PAYMENTS_PATH, type LocalPaymentProvider } from '../local/local.payment-provider.js';

/** Which of the user's subscriptions an account-page button acts on; the newest when absent. */
const SubscriptionChoiceSchema = z.object({
  subscription: z
    .string()
    .regex(/^lsub_[a-f0-9]+$/)
    .optional(),
});

/**
 * The local payment provider's own pages, served only when it is the provider in use: its checkout
 * page (Pay, Cancel) and its account page, which stands in for Stripe's customer portal.
 */
export function localPaymentRoutes(
  provider: LocalPaymentProvider,
  catalogue: Catalogue,
  publicUrl: string,
): HttpRoute[] {
  const html = (ctx: AppContext, body: string) => {
    ctx.type = 'html';
    ctx.body = body;
    return undefined;
  };
  const seeOther = (ctx: AppContext, location: string) => {
    ctx.status = 303;
    ctx.redirect(location);
    return undefined;
  };
  /** Back to RepairLens only: a return address elsewhere would make this page an open redirect. */
  const safeReturn = (candidate: string | undefined) =>
    candidate && new URL(candidate, publicUrl).origin === new URL(publicUrl).origin
      ? candidate
      : `${publicUrl}/account`;

  return [
    defineRoute({
      method: 'get',
      path: `${LOCAL_PAYMENTS_PATH}/checkout/:id`,
      summary: 'The local provider’s checkout page (test payments: no card is charged)',
      tag: 'local-payments',
      access: 'user',
      params: CheckoutSessionParamsSchema,
      errorStatuses: [404],
      handle: async ({ principal, params, ctx }) =>
        html(
          ctx,
          checkoutPage(await provider.checkoutOf(principal.userId, params.id), catalogue, requestLanguage(ctx)),
        ),
    }),
    defineRoute({
      method: 'post',
      path: `${LOCAL_PAYMENTS_PATH}/checkout/:id/pay`,
      summary: 'Pay on the local checkout page: completes it once and returns the browser to RepairLens',
      tag: 'local-payments',
      access: 'user',
      params: CheckoutSessionParamsSchema,
      successStatus: 303,
      errorStatuses: [404],
      handle: async ({ principal, params, ctx }) => seeOther(ctx, await provider.pay(principal.userId, params.id)),
    }),
    defineRoute({
      method: 'post',
      path: `${LOCAL_PAYMENTS_PATH}/checkout/:id/cancel`,
      summary: 'Cancel on the local checkout page: it expires and the browser goes to the cancel page',
      tag: 'local-payments',
      access: 'user',
      params: CheckoutSessionParamsSchema,
      successStatus: 303,
      errorStatuses: [404],
      handle: async ({ principal, params, ctx }) => seeOther(ctx, await provider.abandon(principal.userId, params.id)),
    }),
    defineRoute({
      method: 'get',
      path: `${LOCAL_PAYMENTS_PATH}/account`,
      summary: 'The local provider’s account page (stands in for the customer portal)',
      tag: 'local-payments',
      access: 'user',
      query: z.object({ return_to: z.string().max(2048).optional() }),
      handle: async ({ principal, query, ctx }) => {
        const { subscriptions, invoices } = await provider.accountOf(principal.userId);
        return html(
          ctx,
          accountPage(subscriptions, invoices, safeReturn(query.return_to), catalogue, requestLanguage(ctx)),
        );
      },
    }),
    defineRoute({
      method: 'post',
      path: `${LOCAL_PAYMENTS_PATH}/account/cancel-subscription`,
      summary: 'Cancels the subscription at once (local provider; the newest unless one is named)',
      tag: 'local-payments',
      access: 'user',
      query: SubscriptionChoiceSchema,
      successStatus: 303,
      handle: async ({ principal, query, ctx }) => {
        await provider.cancelFor(principal.userId, query.subscription);
        return seeOther(ctx, `${LOCAL_PAYMENTS_PATH}/account`);
      },
    }),
    defineRoute({
      method: 'post',
      path: `${LOCAL_PAYMENTS_PATH}/account/next-period`,
      summary:
        'Starts the next monthly period now and pays its invoice, or fails to (local provider, for trying renewals)',
      tag: 'local-payments',
      access: 'user',
      query: SubscriptionChoiceSchema.extend({ outcome: z.enum(['paid', 'failed']).default('paid') }),
      successStatus: 303,
      handle: async ({ principal, query, ctx }) => {
        await provider.startNextPeriod(principal.userId, {
          subscriptionId: query.subscription,
          paid: query.outcome === 'paid',
        });
        return seeOther(ctx, `${LOCAL_PAYMENTS_PATH}/account`);
      },
    }),
  ];
}
