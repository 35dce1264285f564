import { configureStore } from '@reduxjs/toolkit';
import { expect } from 'chai';
import sinon from 'sinon';
import type { AuthUser, CatalogueItem, Invoice, Payment } from '../../../src/api-contract.js';
import { billingApi } from '../../../frontends/shell/src/features/billing/api';
import { billingHistoryEntries } from '../../../frontends/shell/src/features/billing/billing-history';
import {
  readPaymentReturn,
  settlePaymentReturn,
  withoutPaymentReturn,
} from '../../../frontends/shell/src/features/billing/payment-return';
import {
  hasNoRepairsLeft,
  planChangeBetween,
  plansOf,
  planTypeOf,
} from '../../../frontends/shell/src/features/billing/plan';

const params = (query: string) => new URLSearchParams(query);

function createStore() {
  return configureStore({
    reducer: { [billingApi.reducerPath]: billingApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(billingApi.middleware),
  });
}

describe('shell billing feature', () => {
  afterEach(() => {
    sinon.restore();
  });

  describe('returning from payment (product §4)', () => {
    it('reads success=true with plan_switched=true as a plan switch', () => {
      expect(readPaymentReturn(params('success=true&plan_switched=true'))).to.deep.equal({ kind: 'plan-switched' });
    });

    it('reads success=true with session_id as a payment whose session is checked', () => {
      expect(readPaymentReturn(params('success=true&session_id=lcs_AbC_123'))).to.deep.equal({
        kind: 'paid',
        sessionId: 'lcs_AbC_123',
      });
    });

    it('reads success=true alone as a payment, and never sends a session id that could change the path', () => {
      expect(readPaymentReturn(params('success=true'))).to.deep.equal({ kind: 'paid', sessionId: null });
      expect(readPaymentReturn(params('success=true&session_id=..%2F..%2Fuser%2Fexport'))).to.deep.equal({
        kind: 'paid',
        sessionId: null,
      });
    });

    it('ignores an address without success=true', () => {
      expect(readPaymentReturn(params(''))).to.equal(null);
      expect(readPaymentReturn(params('session_id=cs_1'))).to.equal(null);
      expect(readPaymentReturn(params('success=false&plan_switched=true'))).to.equal(null);
    });

    it('removes its parameters from the address and keeps the others', () => {
      expect(withoutPaymentReturn(params('success=true&session_id=cs_1'))).to.equal('');
      expect(withoutPaymentReturn(params('tab=history&success=true&plan_switched=true'))).to.equal('?tab=history');
    });

    it('says "Plan updated successfully!" after a plan switch, without a session check', async () => {
      const check = sinon.stub().resolves();
      expect(await settlePaymentReturn({ kind: 'plan-switched' }, check)).to.equal('planUpdated');
      expect(check.called).to.equal(false);
    });

    it('checks the session first, then says "Payment successful!"', async () => {
      const check = sinon.stub().resolves({ success: true, message: 'Paid' });
      expect(await settlePaymentReturn({ kind: 'paid', sessionId: 'cs_1' }, check)).to.equal('paymentSuccessful');
      expect(check.calledOnceWith('cs_1')).to.equal(true);
    });

    it('still says "Payment successful!" when the session check fails, and without a session', async () => {
      const failing = sinon.stub().rejects(new Error('500: Internal Server Error'));
      expect(await settlePaymentReturn({ kind: 'paid', sessionId: 'cs_1' }, failing)).to.equal('paymentSuccessful');
      const unused = sinon.stub();
      expect(await settlePaymentReturn({ kind: 'paid', sessionId: null }, unused)).to.equal('paymentSuccessful');
      expect(unused.called).to.equal(false);
    });
  });

  describe('plan types (product §4)', () => {
    const user = (fields: Partial<AuthUser>) =>
      ({
        subscriptionStatus: 'inactive',
        subscriptionPlan: null,
        freeFixesRemaining: 0,
        credits: 0,
        ...fields,
      }) as const;

    it('is basic or pro only while the subscription is active, free otherwise', () => {
      expect(planTypeOf(user({ subscriptionStatus: 'active', subscriptionPlan: 'basic' }))).to.equal('basic');
      expect(planTypeOf(user({ subscriptionStatus: 'active', subscriptionPlan: 'pro' }))).to.equal('pro');
      expect(planTypeOf(user({ subscriptionStatus: 'inactive', subscriptionPlan: 'pro' }))).to.equal('free');
      expect(planTypeOf(user({ subscriptionStatus: 'active', subscriptionPlan: null }))).to.equal('free');
    });

    it('has no repairs left with no plan, no free repair and no credit', () => {
      expect(hasNoRepairsLeft(user({}))).to.equal(true);
      expect(hasNoRepairsLeft(user({ freeFixesRemaining: 1 }))).to.equal(false);
      expect(hasNoRepairsLeft(user({ credits: 1 }))).to.equal(false);
      expect(hasNoRepairsLeft(user({ subscriptionStatus: 'active', subscriptionPlan: 'basic' }))).to.equal(false);
    });

    it('takes the plans from the catalogue by rank, and calls a move to a higher rank an upgrade', () => {
      const item = (id: string, kind: CatalogueItem['kind'], rank: number): CatalogueItem => ({
        id,
        name: { en: id, fr: id },
        kind,
        rank,
        monthlyAllowance: null,
        highlighted: false,
      });
      const [basic, family, pro] = [item('basic', 'plan', 1), item('family', 'plan', 1.5), item('pro', 'plan', 2)];
      const catalogue = [
        item('contractor_listing', 'listing', 3),
        pro,
        item('repair_credit', 'credit', 0),
        family,
        basic,
      ];
      expect(plansOf(catalogue).map((plan) => plan.id)).to.deep.equal(['basic', 'family', 'pro']);
      expect(planChangeBetween(basic, family)).to.equal('upgrade');
      expect(planChangeBetween(pro, family)).to.equal('downgrade');
    });
  });

  describe('billing history', () => {
    const payment = (day: number, fields: Partial<Payment> = {}): Payment => ({
      id: `p${day}`,
      type: 'one_time',
      createdAt: new Date(Date.UTC(2025, 6, day, 12)).toISOString(),
      amount: 500,
      currency: 'CAD',
      status: 'succeeded',
      ...fields,
    });
    const invoice = (day: number, fields: Partial<Invoice> = {}): Invoice => ({
      id: `in${day}`,
      billing_reason: 'subscription_create',
      created: Date.UTC(2025, 6, day, 9) / 1000,
      amount_paid: 1200,
      currency: 'CAD',
      status: 'paid',
      ...fields,
    });

    it('shows up to 5 one-time payments (the newest) and every invoice, newest first', () => {
      const payments = [7, 6, 5, 4, 3, 2, 1].map((day) => payment(day));
      const invoices = [invoice(8, { billing_reason: 'other' }), invoice(2, { billing_reason: 'subscription_cycle' })];

      const entries = billingHistoryEntries(payments, invoices);

      expect(entries.map((entry) => entry.id)).to.deep.equal([
        'invoice-in8',
        'payment-p7',
        'payment-p6',
        'payment-p5',
        'payment-p4',
        'payment-p3',
        'invoice-in2',
      ]);
    });

    it('divides amounts by 100 and reads invoice dates from unix seconds', () => {
      const [first, second] = billingHistoryEntries(
        [payment(3, { amount: 1250, currency: 'USD' })],
        [invoice(4, { amount_paid: 2400 })],
      );
      expect(first).to.deep.equal({
        id: 'invoice-in4',
        kind: 'subscription_create',
        date: new Date(Date.UTC(2025, 6, 4, 9)),
        amount: 24,
        currency: 'CAD',
        status: 'paid',
      });
      expect(second).to.deep.include({ kind: 'repair-credit', amount: 12.5, currency: 'USD', status: 'paid' });
      expect(second!.date.toISOString()).to.equal('2025-07-03T12:00:00.000Z');
    });

    it('shows paid, open, and anything else as not paid', () => {
      const statuses = billingHistoryEntries(
        [payment(1, { status: 'processing' })],
        [invoice(3, { status: 'open' }), invoice(2, { status: 'other' })],
      ).map((entry) => entry.status);
      expect(statuses).to.deep.equal(['open', 'unpaid', 'unpaid']);
    });
  });

  describe('calls (product §7)', () => {
    const user = { id: 'u1', email: 'robin@example.com', credits: 0 };
    let fetch: sinon.SinonStub<Parameters<typeof globalThis.fetch>, ReturnType<typeof globalThis.fetch>>;
    const paths = () => fetch.getCalls().map((call) => `${call.args[1]?.method} ${call.args[0] as string}`);

    beforeEach(() => {
      fetch = sinon.stub(globalThis, 'fetch');
    });

    it('starts a one-time checkout with POST and the region, as JSON', async () => {
      fetch.resolves(new Response(JSON.stringify({ url: 'http://127.0.0.1/pay' })));
      const answer = await createStore()
        .dispatch(billingApi.endpoints.startRepairCreditCheckout.initiate({ region: 'US' }))
        .unwrap();

      expect(answer).to.deep.equal({ url: 'http://127.0.0.1/pay' });
      expect(paths()).to.deep.equal(['POST /api/create-one-time-checkout']);
      expect(fetch.firstCall.args[1]?.body).to.equal('{"region":"US"}');
    });

    it('reads the user again after a plan switched in place, not after an answer with a checkout URL', async () => {
      const store = createStore();
      fetch.callsFake(async (input) =>
        input === '/api/auth/user'
          ? new Response(JSON.stringify(user))
          : new Response(JSON.stringify({ url: 'http://127.0.0.1/pay' })),
      );
      // Subscribed, as the navigation bar is: an invalidated user is read again.
      await store.dispatch(billingApi.endpoints.authUser.initiate());
      await store.dispatch(billingApi.endpoints.startSubscriptionCheckout.initiate({ plan: 'basic', region: 'CA' }));
      expect(paths()).to.deep.equal(['GET /api/auth/user', 'POST /api/create-subscription-checkout']);
      expect(fetch.secondCall.args[1]?.body).to.equal('{"plan":"basic","region":"CA"}');

      fetch.callsFake(async (input) =>
        input === '/api/auth/user'
          ? new Response(JSON.stringify({ ...user, credits: 1 }))
          : new Response(JSON.stringify({ success: true, message: 'Your plan is now Unlimited.' })),
      );
      const switched = await store
        .dispatch(billingApi.endpoints.startSubscriptionCheckout.initiate({ plan: 'pro', region: 'CA' }))
        .unwrap();
      expect(switched).to.deep.equal({ success: true, message: 'Your plan is now Unlimited.' });
      while (fetch.callCount < 4) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(paths().slice(2)).to.deep.equal(['POST /api/create-subscription-checkout', 'GET /api/auth/user']);
    });

    it("reads a plan's preview with GET and sends a subscriber's change with its confirmation", async () => {
      const store = createStore();
      fetch.callsFake(async () => new Response(JSON.stringify({ change: 'unchanged', plan: 'pro' })));
      await store.dispatch(billingApi.endpoints.planChangePreview.initiate({ plan: 'pro', region: 'US' }));
      expect(paths()).to.deep.equal(['GET /api/billing/plan-change?plan=pro&region=US']);

      fetch.callsFake(
        async () => new Response(JSON.stringify({ success: true, message: 'Your plan is now Unlimited.' })),
      );
      await store.dispatch(
        billingApi.endpoints.startSubscriptionCheckout.initiate({ plan: 'pro', region: 'US', confirmation: 'tok' }),
      );
      expect(fetch.secondCall.args[1]?.body).to.equal('{"plan":"pro","region":"US","confirmation":"tok"}');
    });

    it('checks a returned session at /api/stripe/session/<id> and reads payments and invoices', async () => {
      fetch.callsFake(async () => new Response(JSON.stringify({ success: true, message: 'ok' })));
      const store = createStore();
      await store.dispatch(billingApi.endpoints.checkoutSession.initiate('cs_1'));
      fetch.callsFake(async () => new Response('[]'));
      await store.dispatch(billingApi.endpoints.payments.initiate());
      await store.dispatch(billingApi.endpoints.invoices.initiate());

      expect(paths()).to.deep.equal([
        'GET /api/stripe/session/cs_1',
        'GET /api/user/payments',
        'GET /api/user/invoices',
      ]);
    });
  });
});
