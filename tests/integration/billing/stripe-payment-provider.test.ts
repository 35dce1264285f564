import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import {
  createStripeClient,
  StripePaymentProvider,
} from '../../../src/modules/billing/adapters/stripe/stripe.payment-provider.js';
import { SEED_CATALOGUE } from '../../../src/modules/billing/domain/catalogue.js';
import { Money } from '../../../src/shared/domain/money.js';
import { FakeStripeApi } from '../../support/stripe-fake-api.js';

describe('Stripe payment provider (the real stripe package against a recording local server)', () => {
  let api: FakeStripeApi;
  before(async () => {
    api = await FakeStripeApi.start();
  });
  after(async () => api.close());
  beforeEach(() => {
    api.requests.length = 0;
  });

  const provider = (automaticTax = false) =>
    new StripePaymentProvider(
      createStripeClient({ secretKey: 'sk_test_fake', apiUrl: api.url, automaticTax }),
      SEED_CATALOGUE,
      {
        automaticTax,
      },
    );
  /** A Basic subscription at CA$12 a month on the fake API, to switch from. */
  const basicSubscriptionOf = (customer: string) =>
    api.putSubscription({ customer, product: 'repairlens_plan_basic', unitAmount: 1200, currency: 'cad' });
  /** The switch from Basic to Unlimited at CA$24, charged at once, prorated a second ago. */
  const upgradeToUnlimited = (subscriptionId: string) =>
    ({
      subscriptionId,
      plan: 'pro',
      price: Money.of(2400, 'CAD'),
      proration: 'charge_now',
      prorationDate: new Date(Date.now() - 1000),
    }) as const;
  const urls = {
    successUrl: 'https://repairlens.test/success?success=true&session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'https://repairlens.test/cancel',
  };

  it('creates one customer per user: e-mail, name, region and our user id, with an idempotency key per user', async () => {
    const userId = randomUUID();
    const stripe = provider();
    const input = { userId, email: 'pat@example.com', name: 'Pat Doe', region: 'US' as const };
    const [first, second] = [await stripe.createCustomer(input), await stripe.createCustomer(input)];
    expect(second, 'the repeated key gets the same customer back').to.equal(first);
    const [request] = api.requestsTo('POST', '/v1/customers');
    expect(request!.idempotencyKey).to.equal(`customer-${userId}`);
    expect(request!.form).to.include({
      email: 'pat@example.com',
      name: 'Pat Doe',
      'address[country]': 'US',
      'metadata[userId]': userId,
    });
  });

  it('opens Checkout in payment mode for a repair credit, priced inline from our table, without tax unless asked', async () => {
    const userId = randomUUID();
    const reference = randomUUID();
    const created = await provider().createCheckout({
      reference,
      userId,
      customerId: 'cus_test_1',
      purchase: { kind: 'one_time' },
      region: 'CA',
      price: Money.of(500, 'CAD'),
      ...urls,
    });
    expect(created.url).to.match(/^https:\/\/checkout\.stripe\.test\//);
    expect(created.expiresAt.getTime()).to.be.greaterThan(Date.now() + 30 * 60 * 1000);

    const [product] = api.requestsTo('POST', '/v1/products');
    expect(product!.form).to.include({ id: 'repairlens_repair_credit' });
    expect(product!.idempotencyKey).to.equal('product-repairlens_repair_credit');

    const [checkout] = api.requestsTo('POST', '/v1/checkout/sessions');
    expect(checkout!.idempotencyKey).to.equal(`checkout-${reference}`);
    expect(checkout!.form).to.include({
      mode: 'payment',
      customer: 'cus_test_1',
      client_reference_id: userId,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'cad',
      'line_items[0][price_data][unit_amount]': '500',
      'line_items[0][price_data][product]': 'repairlens_repair_credit',
      'metadata[userId]': userId,
      'metadata[kind]': 'one_time',
      'metadata[region]': 'CA',
      'payment_intent_data[metadata][userId]': userId,
      success_url: urls.successUrl,
      cancel_url: urls.cancelUrl,
    });
    expect(checkout!.form).not.to.have.property('line_items[0][price_data][recurring][interval]');
    expect(checkout!.form).not.to.have.property('automatic_tax[enabled]');
  });

  it('opens Checkout in subscription mode, monthly, with Stripe Tax and the address it needs when enabled', async () => {
    const userId = randomUUID();
    await provider(true).createCheckout({
      reference: randomUUID(),
      userId,
      customerId: 'cus_test_2',
      purchase: { kind: 'subscription', plan: 'pro' },
      region: 'US',
      price: Money.of(1800, 'USD'),
      ...urls,
    });
    const [checkout] = api.requestsTo('POST', '/v1/checkout/sessions');
    expect(checkout!.form).to.include({
      mode: 'subscription',
      client_reference_id: userId,
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1800',
      'line_items[0][price_data][product]': 'repairlens_plan_pro',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][tax_behavior]': 'exclusive',
      'metadata[plan]': 'pro',
      'subscription_data[metadata][userId]': userId,
      'subscription_data[metadata][plan]': 'pro',
      'automatic_tax[enabled]': 'true',
      billing_address_collection: 'required',
      'customer_update[address]': 'auto',
    });
  });

  it('switches plan in place with a subscription update: upgrades invoiced now, downgrades credited', async () => {
    const subscription = basicSubscriptionOf('cus_test_3');
    const stripe = provider();
    const toUnlimited = upgradeToUnlimited(subscription.id);
    const { prorationDate } = toUnlimited;
    const upgraded = await stripe.switchPlan({ ...toUnlimited, reference: 'ref-up' });
    expect(upgraded).to.deep.include({ id: subscription.id, plan: 'pro', status: 'active', currency: 'CAD' });
    const [update] = api.requestsTo('POST', `/v1/subscriptions/${subscription.id}`);
    expect(update!.idempotencyKey).to.equal('switch-ref-up');
    expect(update!.form).to.include({
      'items[0][id]': subscription.items.data[0]!.id,
      'items[0][price_data][product]': 'repairlens_plan_pro',
      'items[0][price_data][unit_amount]': '2400',
      'items[0][price_data][currency]': 'cad',
      'items[0][price_data][recurring][interval]': 'month',
      proration_behavior: 'always_invoice',
      proration_date: String(Math.floor(prorationDate.getTime() / 1000)),
      'metadata[plan]': 'pro',
    });

    api.requests.length = 0;
    const downgraded = await stripe.switchPlan({
      subscriptionId: subscription.id,
      plan: 'basic',
      price: Money.of(1200, 'CAD'),
      proration: 'credit_next_invoice',
      prorationDate,
      reference: 'ref-down',
    });
    expect(downgraded.plan).to.equal('basic');
    expect(api.requestsTo('POST', `/v1/subscriptions/${subscription.id}`)[0]!.form).to.include({
      proration_behavior: 'create_prorations',
    });
  });

  it("previews a plan switch with Stripe's invoice preview of the same update, prorated at the same moment, changing nothing", async () => {
    const subscription = basicSubscriptionOf('cus_test_preview');
    const stripe = provider();
    const toUnlimited = upgradeToUnlimited(subscription.id);
    const { prorationDate } = toUnlimited;
    const upgrade = await stripe.previewPlanSwitch(toUnlimited);
    const [request] = api.requestsTo('POST', '/v1/invoices/create_preview');
    expect(request!.form).to.include({
      subscription: subscription.id,
      'subscription_details[items][0][id]': subscription.items.data[0]!.id,
      'subscription_details[items][0][price_data][product]': 'repairlens_plan_pro',
      'subscription_details[items][0][price_data][unit_amount]': '2400',
      'subscription_details[items][0][price_data][currency]': 'cad',
      'subscription_details[items][0][price_data][recurring][interval]': 'month',
      'subscription_details[proration_behavior]': 'always_invoice',
      'subscription_details[proration_date]': String(Math.floor(prorationDate.getTime() / 1000)),
    });
    const [charged, credited] = [api.previews[0]!.lines.data[1]!.amount, -api.previews[0]!.lines.data[0]!.amount];
    expect(upgrade).to.deep.equal({
      amountDueNow: api.previews[0]!.amount_due,
      prorationCharge: charged,
      prorationCredit: credited,
      currency: 'CAD',
    });
    expect(upgrade.amountDueNow)
      .to.equal(charged - credited)
      .and.to.be.greaterThan(0);

    const downgrade = await stripe.previewPlanSwitch({
      subscriptionId: subscription.id,
      plan: 'basic',
      price: Money.of(600, 'CAD'),
      proration: 'credit_next_invoice',
      prorationDate,
    });
    expect(api.requestsTo('POST', '/v1/invoices/create_preview')[1]!.form).to.include({
      'subscription_details[proration_behavior]': 'create_prorations',
    });
    expect(downgrade.amountDueNow, 'nothing is charged at once for a downgrade').to.equal(0);
    expect(downgrade.prorationCredit).to.be.greaterThan(downgrade.prorationCharge);
    expect(api.requestsTo('POST', `/v1/subscriptions/${subscription.id}`), 'nothing updated').to.have.length(0);
  });

  it('reads a subscription with its period from its item and its status in our three states', async () => {
    const start = Math.floor(Date.UTC(2026, 10, 1) / 1000);
    const stripe = provider();
    for (const [stripeStatus, ours] of [
      ['active', 'active'],
      ['trialing', 'active'],
      ['past_due', 'past_due'],
      ['unpaid', 'past_due'],
      ['incomplete', 'past_due'],
      ['canceled', 'canceled'],
      ['incomplete_expired', 'canceled'],
    ] as const) {
      const { id } = api.putSubscription({
        customer: 'cus_test_4',
        product: 'repairlens_plan_basic',
        unitAmount: 900,
        currency: 'usd',
        status: stripeStatus,
        periodStart: start,
      });
      const snapshot = await stripe.retrieveSubscription(id);
      expect(snapshot, stripeStatus).to.deep.include({ status: ours, plan: 'basic', customerId: 'cus_test_4' });
      expect(snapshot!.currentPeriodStart.toISOString()).to.equal('2026-11-01T00:00:00.000Z');
    }
    expect(await stripe.retrieveSubscription('sub_missing')).to.equal(null);
  });

  it('opens a customer portal session that returns to the account page', async () => {
    const url = await provider().portalUrl('cus_test_5', 'https://repairlens.test/account');
    expect(url).to.match(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    const [portal] = api.requestsTo('POST', '/v1/billing_portal/sessions');
    expect(portal!.form).to.deep.equal({ customer: 'cus_test_5', return_url: 'https://repairlens.test/account' });
    expect(portal!.idempotencyKey).to.match(/^portal-/);
  });

  it('expires an open checkout, and says so when a checkout was paid before it could be expired', async () => {
    const stripe = provider();
    const basicCheckout = () =>
      stripe.createCheckout({
        reference: randomUUID(),
        userId: randomUUID(),
        customerId: 'cus_test_6',
        purchase: { kind: 'subscription', plan: 'basic' },
        region: 'CA',
        price: Money.of(1200, 'CAD'),
        ...urls,
      });
    const open = await basicCheckout();
    expect(await stripe.expireCheckout(open.sessionId)).to.equal(true);

    const paid = await basicCheckout();
    api.completeSession(paid.sessionId);
    expect(await stripe.expireCheckout(paid.sessionId)).to.equal(false);
  });
});
