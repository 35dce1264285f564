import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/** Only for its webhook helpers; it never calls Stripe. */
const stripe = new Stripe('sk_test_webhook_helper');

/** A Stripe event envelope around an object, as Stripe posts it to a webhook endpoint. */
export function stripeEvent(type: string, object: object, id = `evt_${randomBytes(12).toString('hex')}`) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The body and headers of a webhook request signed with `secret` by the stripe package's own test helper. */
export function signedWebhook(event: object, secret: string): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret });
  return { body, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature } };
}

/** Posts a signed event to a RepairLens server's webhook endpoint, without cookies, as Stripe does. */
export async function deliverWebhook(baseUrl: string, event: object, secret: string): Promise<Response> {
  const { body, headers } = signedWebhook(event, secret);
  return fetch(`${baseUrl}/api/stripe/webhook`, { method: 'POST', headers, body });
}

/**
 * A renewal invoice of a subscription in the fake Stripe API, as Stripe sends it in invoice.* events: billed in
 * CAD now; `outcome` says which invoice it is and how its payment went.
 */
export function renewalInvoice(
  subscription: { readonly id: string; readonly customer: string },
  outcome: { readonly id: string; readonly amount_paid: number; readonly status: 'paid' | 'open' },
) {
  return {
    object: 'invoice',
    customer: subscription.customer,
    billing_reason: 'subscription_cycle',
    currency: 'cad',
    created: Math.floor(Date.now() / 1000),
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    ...outcome,
  };
}
