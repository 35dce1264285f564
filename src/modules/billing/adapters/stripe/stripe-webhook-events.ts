import Stripe from 'stripe';
import { ValidationError } from '../../../../shared/errors/app-errors.js';
import type { PaymentEvent } from '../../application/payment-events.js';
import type { Catalogue } from '../../domain/catalogue.js';
import { checkoutSnapshotOf, invoiceSnapshotOf } from './stripe.payment-provider.js';

/**
 * Reads Stripe's webhook requests: the signature is checked on the raw body with the endpoint's signing
 * secret before anything is believed, then the events we act on are translated to payment events.
 * Subscription events carry only the id: the subscription itself is read back from Stripe.
 */
export class StripeWebhookEvents {
  constructor(
    private readonly stripe: Stripe,
    private readonly signingSecret: string,
    private readonly catalogue: Catalogue,
  ) {}

  /** The payment event in a verified request, or null for event types we do not act on. */
  read(rawBody: string, signature: string): PaymentEvent | null {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.signingSecret);
    } catch {
      throw new ValidationError('The webhook signature could not be verified; the event was refused.');
    }
    return paymentEventOf(event, this.catalogue);
  }
}

export function paymentEventOf(event: Stripe.Event, catalogue: Catalogue): PaymentEvent | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return { id: event.id, type: 'checkout.completed', checkout: checkoutSnapshotOf(event.data.object, catalogue) };
    case 'checkout.session.expired':
      return { id: event.id, type: 'checkout.expired', sessionId: event.data.object.id };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { id: event.id, type: 'subscription.changed', subscriptionId: event.data.object.id };
    case 'invoice.paid':
      return { id: event.id, type: 'invoice.paid', invoice: invoiceSnapshotOf(event.data.object) };
    case 'invoice.payment_failed':
      return { id: event.id, type: 'invoice.payment_failed', invoice: invoiceSnapshotOf(event.data.object) };
    default:
      return null;
  }
}
