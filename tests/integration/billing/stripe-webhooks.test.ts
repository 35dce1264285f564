import { expect } from 'chai';
import type { AuthUser } from '../../../src/api-contract.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { useAppOnFakeStripe } from '../../support/fake-stripe-app.js';
import type { FakeStripeApi } from '../../support/stripe-fake-api.js';
import { deliverWebhook, renewalInvoice, signedWebhook, stripeEvent } from '../../support/stripe-webhooks.js';
import type { TestApp } from '../../support/test-app.js';

const SIGNING_SECRET = 'whsec_test_repairlens';

describe('Stripe webhooks and returns from Checkout (the real server on the Stripe adapter)', () => {
  let api: FakeStripeApi;
  let server: TestApp;
  useAppOnFakeStripe({ webhookSecret: SIGNING_SECRET }, (started) => ({ api, server } = started));

  let people = 0;
  async function customer(): Promise<{ browser: TestBrowser; user: AuthUser }> {
    const browser = new TestBrowser(server.baseUrl);
    people += 1;
    await signIn(browser, { email: `stripe${people}@example.com` });
    return { browser, user: await me(browser) };
  }
  const me = async (browser: TestBrowser) => (await (await browser.request('/api/auth/user')).json()) as AuthUser;
  const sql = <T>(query: string, params: unknown[] = []) =>
    server.app.database.withContext(() => server.app.database.em.execute<T[]>(query, params));
  const deliver = (event: object) => deliverWebhook(server.baseUrl, event, SIGNING_SECRET);
  const sessionIdOf = (url: string) => url.split('/').pop()!;

  async function boughtCredit(browser: TestBrowser) {
    const { url } = (await (await browser.json('/api/create-one-time-checkout', 'POST', {})).json()) as { url: string };
    return api.completeSession(sessionIdOf(url));
  }

  async function subscribed(browser: TestBrowser, plan: 'basic' | 'pro') {
    const { url } = (await (await browser.json('/api/create-subscription-checkout', 'POST', { plan })).json()) as {
      url: string;
    };
    const session = api.completeSession(sessionIdOf(url));
    expect((await deliver(stripeEvent('checkout.session.completed', session))).status).to.equal(200);
    return { session, subscriptionId: session.subscription as string };
  }

  async function allowanceOf(userId: string): Promise<number> {
    const [row] = await sql<{ basic_allowance_remaining: number }>(
      'select basic_allowance_remaining from billing_account where user_id = ?',
      [userId],
    );
    return row!.basic_allowance_remaining;
  }

  it('sends the browser to Stripe Checkout and back to /success with the session id', async () => {
    const { browser } = await customer();
    const answer = await browser.json('/api/create-one-time-checkout', 'POST', { region: 'US' });
    const { url } = (await answer.json()) as { url: string };
    expect(url).to.match(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const session = api.sessions.get(sessionIdOf(url))!;
    expect(session.success_url).to.equal(`${server.baseUrl}/success?success=true&session_id={CHECKOUT_SESSION_ID}`);
    expect(session.cancel_url).to.equal(`${server.baseUrl}/cancel`);
    expect(session).to.include({ amount_total: 400, currency: 'usd' });
  });

  it('refuses a webhook whose signature does not verify with 400 and changes nothing', async () => {
    const { browser, user } = await customer();
    const session = await boughtCredit(browser);
    const event = stripeEvent('checkout.session.completed', session);
    const forged = signedWebhook(event, 'whsec_someone_else');
    const response = await fetch(`${server.baseUrl}/api/stripe/webhook`, {
      method: 'POST',
      headers: forged.headers,
      body: forged.body,
    });
    expect(response.status).to.equal(400);
    const tampered = signedWebhook(event, SIGNING_SECRET);
    const altered = await fetch(`${server.baseUrl}/api/stripe/webhook`, {
      method: 'POST',
      headers: tampered.headers,
      body: tampered.body.replace('"paid"', '"paid" '),
    });
    expect(altered.status).to.equal(400);
    expect((await me(browser)).credits).to.equal(0);
    const recorded = await sql<{ n: number }>(
      'select count(*)::int as n from billing_processed_event where event_id = ?',
      [event.id],
    );
    expect(recorded[0]!.n).to.equal(0);
    expect(user.credits).to.equal(0);
  });

  it('gives one credit for the same completed-checkout event delivered 10 times, all answered 200', async () => {
    const { browser, user } = await customer();
    const event = stripeEvent('checkout.session.completed', await boughtCredit(browser));
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(responses.map((response) => response.status)).to.deep.equal(Array(10).fill(200));
    expect((await me(browser)).credits).to.equal(1);
    const purchases = await sql<{ n: number }>(
      "select count(*)::int as n from billing_ledger_entry where user_id = ? and kind = 'purchase'",
      [user.id],
    );
    expect(purchases[0]!.n).to.equal(1);
    const payments = (await (await browser.request('/api/user/payments')).json()) as unknown[];
    expect(payments).to.have.length(1);
    expect(payments[0]).to.include({ type: 'one_time', amount: 500, currency: 'CAD', status: 'succeeded' });
  });

  it('fulfils once when the user returns first and the webhook comes after', async () => {
    const { browser } = await customer();
    const session = await boughtCredit(browser);
    const check = await browser.request(`/api/stripe/session/${session.id}`);
    expect(await check.json()).to.deep.equal({
      success: true,
      message: 'Payment successful! Your purchase is ready to use.',
    });
    expect((await deliver(stripeEvent('checkout.session.completed', session))).status).to.equal(200);
    expect((await me(browser)).credits).to.equal(1);
  });

  it('fulfils once when the webhook comes first and the user returns after', async () => {
    const { browser } = await customer();
    const session = await boughtCredit(browser);
    await deliver(stripeEvent('checkout.session.completed', session));
    const check = await browser.request(`/api/stripe/session/${session.id}`);
    expect(await check.json()).to.include({ success: true });
    expect((await me(browser)).credits).to.equal(1);
  });

  it('answers the return from an unpaid checkout without fulfilling it, and only to its owner', async () => {
    const { browser } = await customer();
    const { url } = (await (await browser.json('/api/create-one-time-checkout', 'POST', {})).json()) as { url: string };
    const check = await browser.request(`/api/stripe/session/${sessionIdOf(url)}`);
    expect(await check.json()).to.deep.equal({ success: false, message: 'This checkout has not been paid yet.' });
    const { browser: stranger } = await customer();
    expect((await stranger.request(`/api/stripe/session/${sessionIdOf(url)}`)).status).to.equal(404);
    expect((await stranger.request('/api/stripe/session/cs_test_unknown')).status).to.equal(404);
  });

  it('answers 200 to event types it does not act on, and changes nothing', async () => {
    const response = await deliver(stripeEvent('charge.refund.updated', { id: 're_test_1', object: 'refund' }));
    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({ received: true });
  });

  it('takes a 400 kB event, above the 100 kB limit of every other JSON body, which still answers 413', async () => {
    const lines = Array.from({ length: 2_000 }, (_, i) => ({ id: `il_${i}`, description: 'x'.repeat(180) }));
    const large = stripeEvent('invoice.updated', { id: 'in_test_large', object: 'invoice', lines: { data: lines } });
    expect(JSON.stringify(large).length).to.be.greaterThan(400_000);
    const response = await deliver(large);
    expect(response.status, await response.clone().text()).to.equal(200);

    const { browser } = await customer();
    const oversized = await browser.json('/api/user/profile', 'PATCH', {
      firstName: 'x'.repeat(150_000),
      lastName: 'y',
    });
    expect(oversized.status).to.equal(413);
  });

  it('ends in the right state when customer.subscription.updated arrives before .created', async () => {
    const { browser, user } = await customer();
    // A checkout opened the Stripe customer; the subscription is read from Stripe, not from the events.
    await browser.json('/api/create-subscription-checkout', 'POST', { plan: 'pro' });
    const [stored] = await sql<{ provider_customer_id: string }>(
      'select provider_customer_id from billing_customer where user_id = ?',
      [user.id],
    );
    const live = api.putSubscription({
      customer: stored!.provider_customer_id,
      product: 'repairlens_plan_pro',
      unitAmount: 2400,
      currency: 'cad',
    });
    const stale = { ...live, status: 'incomplete', items: { object: 'list', data: [] } };
    expect(
      (await deliver(stripeEvent('customer.subscription.updated', { ...live, status: 'active' }))).status,
    ).to.equal(200);
    expect((await deliver(stripeEvent('customer.subscription.created', stale))).status).to.equal(200);
    expect(await me(browser)).to.include({ subscriptionStatus: 'active', subscriptionPlan: 'pro' });

    // Later Stripe cancels it; an old "updated" event still claiming active changes nothing back.
    api.subscriptions.get(live.id)!.status = 'canceled';
    await deliver(stripeEvent('customer.subscription.deleted', { ...live, status: 'canceled' }));
    await deliver(stripeEvent('customer.subscription.updated', { ...live, status: 'active' }));
    expect(await me(browser)).to.include({ subscriptionStatus: 'inactive', subscriptionPlan: null });
  });

  it('renews the Basic allowance to 10 when a period’s invoice is paid, once per period', async () => {
    const { browser, user } = await customer();
    const { subscriptionId } = await subscribed(browser, 'basic');
    expect(await me(browser)).to.include({ subscriptionStatus: 'active', subscriptionPlan: 'basic' });
    expect(await allowanceOf(user.id), 'the first period, from the completed checkout').to.equal(10);

    // The next period starts at Stripe (a fresh period start); its invoice is paid.
    const subscription = api.subscriptions.get(subscriptionId)!;
    const item = subscription.items.data[0]!;
    item.current_period_start = Math.floor(Date.now() / 1000) - 30;
    item.current_period_end = item.current_period_start + 30 * 24 * 60 * 60;
    await sql('update billing_account set basic_allowance_remaining = 3 where user_id = ?', [user.id]);
    const invoice = renewalInvoice(subscription, { id: 'in_test_cycle_1', amount_paid: 1200, status: 'paid' });
    const paid = stripeEvent('invoice.paid', invoice);
    expect((await deliver(paid)).status).to.equal(200);
    expect(await allowanceOf(user.id)).to.equal(10);

    await sql('update billing_account set basic_allowance_remaining = 7 where user_id = ?', [user.id]);
    await deliver(paid);
    await deliver(stripeEvent('invoice.paid', { ...invoice, id: 'in_test_cycle_1b' }));
    expect(await allowanceOf(user.id), 'the same period is not renewed twice').to.equal(7);

    const renewals = await sql<{ delta: number; payment_reference: string }>(
      "select delta, payment_reference from billing_ledger_entry where user_id = ? and kind = 'renewal' order by created_at",
      [user.id],
    );
    expect(renewals.map((row) => row.delta)).to.deep.equal([10, 7]);
    expect(renewals[1]!.payment_reference).to.equal('in_test_cycle_1');

    const invoices = (await (await browser.request('/api/user/invoices')).json()) as Record<string, unknown>[];
    expect(invoices.find((row) => row.id === 'in_test_cycle_1')).to.deep.include({
      billing_reason: 'subscription_cycle',
      amount_paid: 1200,
      currency: 'CAD',
      status: 'paid',
    });
  });

  it('shows the plan as not active once a renewal payment fails, and records the open invoice', async () => {
    const { browser } = await customer();
    const { subscriptionId } = await subscribed(browser, 'basic');
    const subscription = api.subscriptions.get(subscriptionId)!;
    subscription.status = 'past_due';
    const failed = stripeEvent(
      'invoice.payment_failed',
      renewalInvoice(subscription, { id: 'in_test_failed_1', amount_paid: 0, status: 'open' }),
    );
    expect((await deliver(failed)).status).to.equal(200);
    expect(await me(browser)).to.include({ subscriptionStatus: 'inactive', subscriptionPlan: 'basic' });
    const invoices = (await (await browser.request('/api/user/invoices')).json()) as Record<string, unknown>[];
    expect(invoices.find((row) => row.id === 'in_test_failed_1')).to.include({ status: 'open' });

    const retry = await browser.json('/api/create-subscription-checkout', 'POST', { plan: 'pro' });
    expect(retry.status, 'no second subscription while one is owed').to.equal(409);
  });

  it('switches a subscriber’s plan with a Stripe subscription update instead of a second subscription', async () => {
    const { browser } = await customer();
    const { subscriptionId } = await subscribed(browser, 'basic');
    api.requests.length = 0;
    const unconfirmed = await browser.json('/api/create-subscription-checkout', 'POST', { plan: 'pro' });
    expect(unconfirmed.status, 'not without the confirmation of its preview').to.equal(409);
    expect(api.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`)).to.have.length(0);

    // The preview is Stripe's invoice preview of the same update; nothing is updated or invoiced by it.
    const preview = (await (await browser.request('/api/billing/plan-change?plan=pro')).json()) as {
      amountDueNow: number;
      confirmation: string;
    };
    const [previewed] = api.requestsTo('POST', '/v1/invoices/create_preview');
    expect(previewed!.form).to.include({
      subscription: subscriptionId,
      'subscription_details[items][0][price_data][product]': 'repairlens_plan_pro',
      'subscription_details[proration_behavior]': 'always_invoice',
    });
    expect(preview.amountDueNow).to.equal(api.previews.at(-1)!.amount_due);
    expect(api.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`)).to.have.length(0);

    const answer = await browser.json('/api/create-subscription-checkout', 'POST', {
      plan: 'pro',
      confirmation: preview.confirmation,
    });
    expect(await answer.json()).to.include({ success: true });
    expect(api.requestsTo('POST', '/v1/checkout/sessions')).to.have.length(0);
    const [update] = api.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`);
    expect(update!.form).to.include({
      'items[0][price_data][product]': 'repairlens_plan_pro',
      'items[0][price_data][unit_amount]': '2400',
      proration_behavior: 'always_invoice',
      // Prorated at the moment the preview was priced for: Stripe charges the amount shown.
      proration_date: previewed!.form['subscription_details[proration_date]'],
    });
    expect(await me(browser)).to.include({ subscriptionStatus: 'active', subscriptionPlan: 'pro' });
  });

  it('redirects to the Stripe customer portal', async () => {
    const { browser, user } = await customer();
    await boughtCredit(browser);
    const portal = await browser.request('/api/stripe/customer-portal');
    expect(portal.status).to.equal(302);
    expect(portal.headers.get('location')).to.match(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(user.stripeCustomerId).to.equal(null);
    expect((await me(browser)).stripeCustomerId).to.match(/^cus_test_/);
  });
});

describe('Stripe webhooks without a signing secret', () => {
  let api: FakeStripeApi;
  let server: TestApp;
  useAppOnFakeStripe({}, (started) => ({ api, server } = started));

  it('refuses every event with 400 and changes nothing', async () => {
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, { email: 'nosecret@example.com' });
    const { url } = (await (await browser.json('/api/create-one-time-checkout', 'POST', {})).json()) as { url: string };
    const session = api.completeSession(url.split('/').pop()!);
    const response = await deliverWebhook(
      server.baseUrl,
      stripeEvent('checkout.session.completed', session),
      SIGNING_SECRET,
    );
    expect(response.status).to.equal(400);
    expect(((await (await browser.request('/api/auth/user')).json()) as AuthUser).credits).to.equal(0);
    const events = await server.app.database.withContext(() =>
      server.app.database.em.execute<{ n: number }[]>('select count(*)::int as n from billing_processed_event'),
    );
    expect(events[0]!.n).to.equal(0);
  });
});
