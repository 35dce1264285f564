import type {
  CheckoutRedirect,
  Invoice,
  OneTimeCheckoutRequest,
  Payment,
  SessionCheck,
  SubscriptionCheckoutAnswer,
  SubscriptionCheckoutRequest,
} from '@repairlens/contract';
import { api } from '../../lib/api';

/** Payments and invoices, read again after a payment or a change of plan. */
const BILLING_HISTORY = 'BillingHistory';

export const billingApi = api.enhanceEndpoints({ addTagTypes: [BILLING_HISTORY] }).injectEndpoints({
  endpoints: (build) => ({
    /** A checkout for one repair credit at the region's price; the browser goes to its URL. */
    startRepairCreditCheckout: build.mutation<CheckoutRedirect, OneTimeCheckoutRequest>({
      query: (request) => ({ url: '/api/create-one-time-checkout', method: 'POST', body: request }),
    }),
    /**
     * A new subscription's checkout (`url`), or for a subscriber the plan switched in place (`success`,
     * `message`): then the user and the billing history are read again.
     */
    startSubscriptionCheckout: build.mutation<SubscriptionCheckoutAnswer, SubscriptionCheckoutRequest>({
      query: (request) => ({ url: '/api/create-subscription-checkout', method: 'POST', body: request }),
      invalidatesTags: (answer) => (answer && !('url' in answer) ? ['AuthUser', BILLING_HISTORY] : []),
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
  useStartRepairCreditCheckoutMutation,
  useStartSubscriptionCheckoutMutation,
  useLazyCheckoutSessionQuery,
  usePaymentsQuery,
  useInvoicesQuery,
} = billingApi;
