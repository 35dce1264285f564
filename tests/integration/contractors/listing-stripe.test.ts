import { expect } from 'chai';
import type { ContractorDirectoryAnswer, MyContractorProfile } from '../../../src/api-contract.js';
import { useAppOnFakeStripe } from '../../support/fake-stripe-app.js';
import type { FakeStripeApi } from '../../support/stripe-fake-api.js';
import { deliverWebhook, renewalInvoice, stripeEvent } from '../../support/stripe-webhooks.js';
import { apply, json, startContractorsApp, type ContractorsTestApp } from './support.js';

const SIGNING_SECRET = 'whsec_test_contractor_plan';

describe('the contractor plan on Stripe: checkout, webhooks, re-reading the subscription', function () {
  this.timeout(60_000);
  let api: FakeStripeApi;
  let server: ContractorsTestApp;
  useAppOnFakeStripe(
    { webhookSecret: SIGNING_SECRET, start: startContractorsApp },
    (started) => ({ api, server } = started),
  );

  const deliver = (event: object) => deliverWebhook(server.baseUrl, event, SIGNING_SECRET);
  const listed = async (id: string) => {
    const answer = await json<ContractorDirectoryAnswer>(
      await fetch(`${server.baseUrl}/api/contractors?postalCode=M5V`),
    );
    return answer.results.some((card) => card.id === id);
  };

  it('sells the plan at the contractorPlan price, lists on the webhook once, and follows what Stripe says afterwards', async () => {
    const contractor = await server.signedIn('stripe-contractor');
    const applied = await apply(contractor, { email: 'stripe-contractor@biz.example' });
    const admin = await server.admin();
    await json(await admin.request(`/api/admin/contractors/${applied.id}/approve`, { method: 'POST' }));

    const { url } = await json<{ url: string }>(
      await contractor.request('/api/contractor/listing/subscribe', { method: 'POST' }),
    );
    const sessionId = url.split('/').pop()!;
    const session = api.sessions.get(sessionId)!;
    expect(session).to.include({ mode: 'subscription', amount_total: 900, currency: 'cad' });
    expect(session.metadata).to.include({ kind: 'listing', region: 'CA' });
    expect(session.success_url).to.equal(
      `${server.baseUrl}/contractor-dashboard?success=true&session_id={CHECKOUT_SESSION_ID}`,
    );
    const [create] = api.requestsTo('POST', '/v1/checkout/sessions');
    expect(create!.form['line_items[0][price_data][product]']).to.equal('repairlens_contractor_listing');
    expect(create!.form['line_items[0][price_data][recurring][interval]']).to.equal('month');
    // A second click goes to the same checkout.
    const again = await json<{ url: string }>(
      await contractor.request('/api/contractor/listing/subscribe', { method: 'POST' }),
    );
    expect(again.url).to.equal(url);

    // Paid: the same completed-checkout event ten times, and the return, fulfil it once.
    const completed = api.completeSession(sessionId);
    const event = stripeEvent('checkout.session.completed', completed);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(answers.map((answer) => answer.status)).to.deep.equal(Array(10).fill(200));
    expect(await (await contractor.request(`/api/stripe/session/${sessionId}`)).json()).to.include({ success: true });
    const rows = await server.sql<{ item: string; provider_subscription_id: string; status: string }>(
      'select item, provider_subscription_id, status from billing_subscription',
    );
    expect(rows, 'no homeowner plan came with it').to.deep.equal([
      { item: 'contractor_listing', provider_subscription_id: completed.subscription, status: 'active' },
    ]);
    expect(await listed(applied.id)).to.equal(true);
    expect((await contractor.request('/api/contractor/listing/subscribe', { method: 'POST' })).status).to.equal(409);

    // An event claims whatever it likes: the subscription is read back from Stripe, which says past due.
    const subscription = api.subscriptions.get(completed.subscription!)!;
    subscription.status = 'past_due';
    expect(
      (await deliver(stripeEvent('customer.subscription.updated', { ...subscription, status: 'active' }))).status,
    ).to.equal(200);
    let profile = await json<MyContractorProfile>(await contractor.request('/api/contractor/profile'));
    expect(profile.subscription).to.deep.include({ status: 'past_due', active: false });
    expect(await listed(applied.id)).to.equal(false);
    const pastDue = await contractor.request('/api/contractor/listing/subscribe', { method: 'POST' });
    expect(pastDue.status, 'no second subscription while one is owed').to.equal(409);

    // The invoice gets paid: active again, listed again; the invoice is in the user's billing history.
    subscription.status = 'active';
    const invoice = renewalInvoice(subscription, { id: 'in_test_listing_cycle', amount_paid: 900, status: 'paid' });
    expect((await deliver(stripeEvent('invoice.paid', invoice))).status).to.equal(200);
    expect(await listed(applied.id)).to.equal(true);
    const invoices = (await (await contractor.request('/api/user/invoices')).json()) as { amount_paid: number }[];
    expect(invoices.map((item) => item.amount_paid)).to.deep.equal([900]);

    // Cancelled at Stripe: out of the directory.
    subscription.status = 'canceled';
    await deliver(stripeEvent('customer.subscription.deleted', subscription));
    profile = await json<MyContractorProfile>(await contractor.request('/api/contractor/profile'));
    expect(profile.subscription.status).to.equal('canceled');
    expect(await listed(applied.id)).to.equal(false);
  });

  it('keeps a homeowner plan and the contractor plan of one person apart', async () => {
    const person = await server.signedIn('both');
    const applied = await apply(person, { email: 'both@biz.example' });
    const admin = await server.admin();
    await json(await admin.request(`/api/admin/contractors/${applied.id}/approve`, { method: 'POST' }));

    const plan = await json<{ url: string }>(
      await person.json('/api/create-subscription-checkout', 'POST', { plan: 'basic' }),
    );
    const listing = await json<{ url: string }>(
      await person.request('/api/contractor/listing/subscribe', { method: 'POST' }),
    );
    expect(listing.url, 'one open checkout of each kind').not.to.equal(plan.url);
    for (const { url } of [plan, listing]) {
      const completed = api.completeSession(url.split('/').pop()!);
      expect((await deliver(stripeEvent('checkout.session.completed', completed))).status).to.equal(200);
    }
    const user = (await (await person.request('/api/auth/user')).json()) as Record<string, unknown>;
    expect(user).to.include({ subscriptionStatus: 'active', subscriptionPlan: 'basic' });
    expect((await json<MyContractorProfile>(await person.request('/api/contractor/profile'))).listing.state).to.equal(
      'listed',
    );
  });
});
