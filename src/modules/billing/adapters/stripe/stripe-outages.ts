import Stripe from 'stripe';
import { ServiceUnavailableError } from '../../../../shared/errors/app-errors.js';
import type { PaymentProvider } from '../../ports/payment-provider.js';

export const PAYMENTS_UNAVAILABLE_MESSAGE =
  'Payments are temporarily unavailable. Nothing was charged. Please try again in a few minutes.';

/**
 * What a failed Stripe call means for the person waiting: Stripe unreachable, failing or throttling us is an
 * outage they can wait out (503 and Retry-After through ServiceUnavailableError); a request Stripe refuses is a
 * fault of ours, so it must not reach the client as a 4xx of theirs (a plain Error: logged, 500).
 */
export function translateStripeFailure(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const outage =
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    error instanceof Stripe.errors.StripeAPIError ||
    (error.statusCode ?? 0) >= 500;
  if (outage) return Object.assign(new ServiceUnavailableError(PAYMENTS_UNAVAILABLE_MESSAGE), { cause: error });
  return new Error(`Stripe refused a request (${error.type}, ${error.statusCode ?? 'no status'}): ${error.message}`, {
    cause: error,
  });
}

/** The provider with every call's Stripe failure translated, for the methods it has now and any added later. */
export function withStripeFailuresTranslated(provider: PaymentProvider): PaymentProvider {
  return new Proxy(provider, {
    get(target, property, receiver) {
      const member: unknown = Reflect.get(target, property, receiver);
      if (typeof member !== 'function') return member;
      return async (...args: unknown[]) => {
        try {
          return await (member as (...values: unknown[]) => Promise<unknown>).apply(target, args);
        } catch (error) {
          throw translateStripeFailure(error);
        }
      };
    },
  });
}
