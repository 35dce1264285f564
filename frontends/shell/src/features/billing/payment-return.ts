/**
 * Coming back from the payment provider (product §4): the query parameters the return
 * address carries, what they mean, and the query string once they are removed.
 */
export type PaymentReturn =
  | { readonly kind: 'plan-switched' }
  /** `sessionId` is null when the address carries none (or one that is not a checkout session id). */
  | { readonly kind: 'paid'; readonly sessionId: string | null };

export type PaymentReturnMessage = 'planUpdated' | 'paymentSuccessful';

const RETURN_PARAMETERS = ['success', 'plan_switched', 'session_id'] as const;

/** The server's rule for checkout session ids; anything else is not sent (it would become part of a path). */
const CHECKOUT_SESSION_ID = /^[A-Za-z0-9_]{1,255}$/;

export function readPaymentReturn(search: URLSearchParams): PaymentReturn | null {
  if (search.get('success') !== 'true') return null;
  if (search.get('plan_switched') === 'true') return { kind: 'plan-switched' };
  const sessionId = search.get('session_id');
  return { kind: 'paid', sessionId: sessionId !== null && CHECKOUT_SESSION_ID.test(sessionId) ? sessionId : null };
}

/** The query string without the return's parameters ("" when nothing else was there). */
export function withoutPaymentReturn(search: URLSearchParams): string {
  const remaining = new URLSearchParams(search);
  for (const name of RETURN_PARAMETERS) remaining.delete(name);
  const query = remaining.toString();
  return query ? `?${query}` : '';
}

/**
 * Checks the session the browser came back from (the server fulfils it if its webhook has not yet) and
 * answers the message to show. A failed check still ends in "Payment successful!" (product §8):
 * the provider has taken the payment, and its webhook completes the purchase.
 */
export async function settlePaymentReturn(
  paymentReturn: PaymentReturn,
  checkSession: (sessionId: string) => Promise<unknown>,
): Promise<PaymentReturnMessage> {
  if (paymentReturn.kind === 'plan-switched') return 'planUpdated';
  if (paymentReturn.sessionId) {
    try {
      await checkSession(paymentReturn.sessionId);
    } catch {
      // See above: the message is the same.
    }
  }
  return 'paymentSuccessful';
}

/** Where a checkout started with something to come back to (an upload kept for it) returns after paying. */
const RETURN_PATH_KEY = 'repairlens.paymentReturnPath';

export function rememberPaymentReturnPath(path: string): void {
  window.sessionStorage.setItem(RETURN_PATH_KEY, path);
}

export function forgetPaymentReturnPath(): void {
  window.sessionStorage.removeItem(RETURN_PATH_KEY);
}

/** The path remembered, once; only one of the shell's own (a single leading slash), never another site. */
export function takePaymentReturnPath(): string | null {
  const path = window.sessionStorage.getItem(RETURN_PATH_KEY);
  forgetPaymentReturnPath();
  return path !== null && /^\/(?![/\\])/.test(path) ? path : null;
}
