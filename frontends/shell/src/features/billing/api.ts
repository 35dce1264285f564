import type {
  Catalogue,
  CheckoutRedirect,
  Invoice,
  OneTimeCheckoutRequest,
  Payment,
  PlanChangePreview,
  Region,
  SessionCheck,
  SubscriptionCheckoutAnswer,
  SubscriptionCheckoutRequest,
} from '@repairlens/contract';
import { api } from '../../lib/api';
import type { Plan } from './plan';

/** Payments and invoices, read again after a payment or a change of plan. */
const BILLING_HISTORY = 'BillingHistory';
/** What choosing a plan costs now, read again after any attempt to change plan. */
const PLAN_CHANGE_PREVIEW = 'PlanChangePreview';

export interface PlanChangePreviewRequest {
  readonly plan: Plan;
  /** The region picked in the shell: a new subscription is priced in its currency (a plan change is not). */
  readonly region: Region;
}

export const billingApi = api
  .enhanceEndpoints({ addTagTypes: [BILLING_HISTORY, PLAN_CHANGE_PREVIEW] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** What RepairLens sells, by rank: the price lists are drawn from it, each item's texts keyed by its id. */
      catalogue: build.query<Catalogue, void>({ query: () => ['/api/catalogue'] }),
      /** A checkout for one repair credit at the region's price; the browser goes to its URL. */
      startRepairCreditCheckout: build.mutation<CheckoutRedirect, OneTimeCheckoutRequest>({
        query: (request) => ({ url: '/api/create-one-time-checkout', method: 'POST', body: request }),
      }),
      /**
       * What choosing a plan would do, changing and charging nothing: a new subscription's monthly price, or
       * for a subscriber the amount due now and the proration, with the confirmation that alone can apply it.
       */
      planChangePreview: build.query<PlanChangePreview, PlanChangePreviewRequest>({
        query: ({ plan, region }) => ({ url: `/api/billing/plan-change?${new URLSearchParams({ plan, region })}` }),
        // Each answer carries a short-lived confirmation used once: never kept for a later screen.
        keepUnusedDataFor: 0,
        providesTags: [PLAN_CHANGE_PREVIEW],
      }),
      /**
       * A new subscription's checkout (`url`), or for a subscriber the plan switched in place with the
       * preview's confirmation (`success`, `message`): then the user and the billing history are read again.
       * Either way the preview is read again: its confirmation is used, or no longer holds.
       */
      startSubscriptionCheckout: build.mutation<SubscriptionCheckoutAnswer, SubscriptionCheckoutRequest>({
        query: (request) => ({ url: '/api/create-subscription-checkout', method: 'POST', body: request }),
        invalidatesTags: (answer, error) => {
          if (answer && !('url' in answer)) return ['AuthUser', BILLING_HISTORY, PLAN_CHANGE_PREVIEW];
          return error ? [PLAN_CHANGE_PREVIEW] : [];
        },
      }),
      /** Whether the checkout the browser came back from was paid; the server fulfils it if the webhook has not. */
      checkoutSession: build.query<SessionCheck, string>({
        query: (sessionId) => ['/api/stripe/session', sessionId],
        keepUnusedDataFor: 0,
      }),
      /** The user's one-time payments, newest first. */
      payments: build.query<Payment[], void>({
        query: () => ['/api/user/payments'],
        providesTags: [BILLING_HISTORY],
      }),
      /** The user's subscription invoices, newest first (only for a user the payment provider knows). */
      invoices: build.query<Invoice[], void>({
        query: () => ['/api/user/invoices'],
        providesTags: [BILLING_HISTORY],
      }),
    }),
  });

/** After a payment: the user (credits, plan) and the billing history are read again. */
export const refreshAfterPayment = () => billingApi.util.invalidateTags(['AuthUser', BILLING_HISTORY]);

export const {
  useCatalogueQuery,
  useStartRepairCreditCheckoutMutation,
  useStartSubscriptionCheckoutMutation,
  usePlanChangePreviewQuery,
  useLazyCheckoutSessionQuery,
  usePaymentsQuery,
  useInvoicesQuery,
} = billingApi;
