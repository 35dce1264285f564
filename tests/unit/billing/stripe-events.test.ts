import { expect } from 'chai';
import Stripe from 'stripe';
import { StripeWebhookEvents } from '../../../src/modules/billing/adapters/stripe/stripe-webhook-events.js';
import { SEED_CATALOGUE } from '../../../src/modules/billing/domain/catalogue.js';
import { ValidationError } from '../../../src/shared/errors/app-errors.js';
import { signedWebhook, stripeEvent } from '../../support/stripe-webhooks.js';

const SECRET = 'whsec_unit_test';
const webhooks = new StripeWebhookEvents(new Stripe('sk_test_unit'), SECRET, SEED_CATALOGUE);
const read = (event: object, secret = SECRET) => {
  const { body, headers } = signedWebhook(event, secret);
  return webhooks.read(body, headers['stripe-signature']!);
};

describe('reading Stripe webhook events', () => {
  it('refuses a body signed with another secret, a changed body and a missing signature', () => {
    const event = stripeEvent('invoice.paid', { id: 'in_1' });
    expect(() => read(event, 'whsec_other')).to.throw(ValidationError);
    const { body, headers } = signedWebhook(event, SECRET);
    expect(() => webhooks.read(body.replace('in_1', 'in_2'), headers['stripe-signature']!)).to.throw(ValidationError);
    expect(() => webhooks.read(body, '')).to.throw(ValidationError);
  });

  it('reads a completed checkout with our user, purchase and region from what we passed to Stripe', () => {
    const event = stripeEvent('checkout.session.completed', {
      id: 'cs_1',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: 'b3f1c3de-1111-4222-8333-444455556666',
      customer: 'cus_1',
      subscription: 'sub_1',
      metadata: { kind: 'subscription', plan: 'pro', region: 'US' },
      amount_total: 1800,
      currency: 'usd',
    });
    expect(read(event)).to.deep.equal({
      id: event.id,
      type: 'checkout.completed',
      checkout: {
        id: 'cs_1',
        status: 'complete',
        paid: true,
        userId: 'b3f1c3de-1111-4222-8333-444455556666',
        customerId: 'cus_1',
        subscriptionId: 'sub_1',
        purchase: { kind: 'subscription', plan: 'pro' },
        region: 'US',
        amountTotal: 1800,
        currency: 'USD',
      },
    });
  });

  it('does not count a completed checkout whose delayed payment has not cleared as paid', () => {
    const event = read(
      stripeEvent('checkout.session.completed', {
        id: 'cs_2',
        status: 'complete',
        payment_status: 'unpaid',
        metadata: {},
      }),
    );
    expect(event).to.have.nested.property('checkout.paid', false);
  });

  it('passes subscription events on by id only: the subscription is read back from Stripe', () => {
    for (const type of [
      'customer.subscription.created',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]) {
      const event = stripeEvent(type, { id: 'sub_9', status: 'active' });
      expect(read(event)).to.deep.equal({ id: event.id, type: 'subscription.changed', subscriptionId: 'sub_9' });
    }
  });

  it('reads paid and failed invoices with their subscription from the invoice’s parent', () => {
    const invoice = {
      id: 'in_5',
      customer: 'cus_5',
      billing_reason: 'subscription_cycle',
      amount_paid: 900,
      currency: 'usd',
      status: 'paid',
      created: 1_795_000_000,
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_5' } },
    };
    const paid = read(stripeEvent('invoice.paid', invoice));
    expect(paid).to.deep.include({ type: 'invoice.paid' });
    expect(paid).to.have.deep.property('invoice', {
      id: 'in_5',
      customerId: 'cus_5',
      subscriptionId: 'sub_5',
      billingReason: 'subscription_cycle',
      amountPaid: 900,
      currency: 'USD',
      status: 'paid',
      createdAt: new Date(1_795_000_000_000),
    });
    expect(read(stripeEvent('invoice.payment_failed', { ...invoice, status: 'open' }))).to.have.property(
      'type',
      'invoice.payment_failed',
    );
  });

  it('ignores event types it does not act on', () => {
    expect(read(stripeEvent('customer.updated', { id: 'cus_1' }))).to.equal(null);
    expect(read(stripeEvent('payment_intent.succeeded', { id: 'pi_1' }))).to.equal(null);
  });
});
