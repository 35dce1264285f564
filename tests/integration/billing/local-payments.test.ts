import { expect } from 'chai';
import type { AuthUser } from '../../../src/api-contract.js';
import { signedInBrowser, TestBrowser } from '../../support/http-client.js';
import { startTestApp, type TestApp, useServerPerSuite } from '../../support/test-app.js';

interface Invoice {
  billing_reason: string;
  created: number;
  amount_paid: number;
  currency: string;
  status: string;
}

describe('payments on the embedded local provider (through the real server)', () => {
  let server: TestApp;
  useServerPerSuite(startTestApp, (started) => (server = started));

  const signedIn = () => signedInBrowser(server.baseUrl, 'payer', { firstName: 'Pay', lastName: 'Er' });
  const me = async (browser: TestBrowser) => (await (await browser.request('/api/auth/user')).json()) as AuthUser;
  const json = async <T>(response: Response) => (await response.json()) as T;
  const sql = <T>(query: string, params: unknown[] = []) =>
    server.app.database.withContext(() => server.app.database.em.execute<T[]>(query, params));

  /** Opens the checkout page the API answered and presses one of its buttons; answers where the browser lands. */
  async function pressOnCheckout(browser: TestBrowser, url: string, button: 'Pay' | 'Cancel') {
    const page = await browser.request(url);
    expect(page.status).to.equal(200);
    const html = await page.text();
    const action = new RegExp(
      `<form method="post" action="([^"]+)"><button type="submit"[^>]*>${button}</button>`,
    ).exec(html)?.[1];
    expect(action, `${button} button`).to.be.a('string');
    const pressed = await browser.request(action!, { method: 'POST' });
    expect(pressed.status).to.equal(303);
    return new URL(pressed.headers.get('location')!, server.baseUrl);
  }

  async function subscribe(browser: TestBrowser, plan: 'basic' | 'pro', region?: 'CA' | 'US') {
    return browser.json('/api/create-subscription-checkout', 'POST', { plan, ...(region ? { region } : {}) });
  }

  /** A subscriber's change of plan, as the shell makes it: its preview, then the change with its confirmation. */
  async function changePlanConfirmed(browser: TestBrowser, plan: 'basic' | 'pro') {
    const { confirmation } = await json<{ confirmation: string }>(
      await browser.request(`/api/billing/plan-change?plan=${plan}`),
    );
    return browser.json('/api/create-subscription-checkout', 'POST', { plan, confirmation });
  }

  async function subscribeAndPay(browser: TestBrowser, plan: 'basic' | 'pro') {
    const { url } = await json<{ url: string }>(await subscribe(browser, plan));
    const landed = await pressOnCheckout(browser, url, 'Pay');
    const check = await browser.request(`/api/stripe/session/${landed.searchParams.get('session_id')}`);
    expect(await check.json()).to.include({ success: true });
  }

  describe('a one-time repair credit', () => {
    it('is bought on the test checkout page: Pay, back on /success with the session id, the check says success, +1 credit', async () => {
      const browser = await signedIn();
      const started = await browser.json('/api/create-one-time-checkout', 'POST', {});
      expect(started.status).to.equal(200);
      const { url } = await json<{ url: string }>(started);
      expect(url).to.match(new RegExp(`^${server.baseUrl}/api/local-payments/checkout/lcs_`));

      const page = await (await browser.request(url)).text();
      expect(page).to.contain('<title>Test payment — no card is charged</title>');
      expect(page).to.contain('$5 CAD');
      expect(page).not.to.match(/<script/i);

      const landed = await pressOnCheckout(browser, url, 'Pay');
      expect(landed.pathname).to.equal('/success');
      expect(landed.searchParams.get('success')).to.equal('true');
      const sessionId = landed.searchParams.get('session_id')!;
      expect(sessionId).to.match(/^lcs_/);

      const check = await browser.request(`/api/stripe/session/${sessionId}`);
      expect(check.status).to.equal(200);
      expect(await check.json()).to.deep.equal({
        success: true,
        message: 'Payment successful! Your purchase is ready to use.',
      });
      const user = await me(browser);
      expect(user.credits).to.equal(1);
      expect(user.freeFixesRemaining, 'free fixes untouched').to.equal(2);
      expect(user.stripeCustomerId).to.match(/^lcus_/);
      expect(user.subscriptionStatus).to.equal('inactive');

      const payments = await json<Record<string, unknown>[]>(await browser.request('/api/user/payments'));
      expect(payments).to.have.length(1);
      expect(payments[0]).to.include({ type: 'one_time', amount: 500, currency: 'CAD', status: 'succeeded' });
      expect(Date.parse(payments[0]!.createdAt as string)).to.be.closeTo(Date.now(), 60_000);
    });

    it('is credited once however often Pay is pressed and the return is checked', async () => {
      const browser = await signedIn();
      const { url } = await json<{ url: string }>(await browser.json('/api/create-one-time-checkout', 'POST', {}));
      const payAction = `${new URL(url).pathname}/pay`;
      const presses = await Promise.all(
        Array.from({ length: 5 }, () => browser.request(payAction, { method: 'POST' })),
      );
      expect(presses.map((press) => press.status)).to.deep.equal([303, 303, 303, 303, 303]);
      const sessionId = new URL(presses[0]!.headers.get('location')!).searchParams.get('session_id');
      for (let i = 0; i < 3; i++) await browser.request(`/api/stripe/session/${sessionId}`);
      expect((await me(browser)).credits).to.equal(1);
      const ledger = await sql<{ n: number }>(
        "select count(*)::int as n from billing_ledger_entry where kind = 'purchase' and payment_reference = ?",
        [sessionId],
      );
      expect(ledger[0]!.n).to.equal(1);
    });

    it('is priced in the region picked: United States in USD', async () => {
      const browser = await signedIn();
      const { url } = await json<{ url: string }>(
        await browser.json('/api/create-one-time-checkout', 'POST', { region: 'US' }),
      );
      expect(await (await browser.request(url)).text()).to.contain('$4 USD');
    });

    it('charges nothing when Cancel is pressed: the browser goes to /cancel and the checkout is closed', async () => {
      const browser = await signedIn();
      const { url } = await json<{ url: string }>(await browser.json('/api/create-one-time-checkout', 'POST', {}));
      const landed = await pressOnCheckout(browser, url, 'Cancel');
      expect(landed.pathname).to.equal('/cancel');
      expect(await (await browser.request(url)).text()).to.contain('no longer open');
      expect((await me(browser)).credits).to.equal(0);
      expect(await json<unknown[]>(await browser.request('/api/user/payments'))).to.deep.equal([]);
    });

    it('belongs to its buyer: another person gets 404 for the checkout page, Pay and the session check', async () => {
      const buyer = await signedIn();
      const stranger = await signedIn();
      const { url } = await json<{ url: string }>(await buyer.json('/api/create-one-time-checkout', 'POST', {}));
      const sessionId = new URL(url).pathname.split('/').pop();
      expect((await stranger.request(url)).status).to.equal(404);
      expect((await stranger.request(`${new URL(url).pathname}/pay`, { method: 'POST' })).status).to.equal(404);
      expect((await stranger.request(`/api/stripe/session/${sessionId}`)).status).to.equal(404);
      expect((await me(buyer)).credits).to.equal(0);
    });

    it('answers 401 to a visitor', async () => {
      const visitor = new TestBrowser(server.baseUrl);
      expect((await visitor.json('/api/create-one-time-checkout', 'POST', {})).status).to.equal(401);
      expect((await visitor.request('/api/user/payments')).status).to.equal(401);
      expect((await visitor.request('/api/user/invoices')).status).to.equal(401);
    });
  });

  describe('subscriptions', () => {
    it('subscribe to Basic: active, plan basic, 10 repairs this period, and the first invoice', async () => {
      const browser = await signedIn();
      const started = await subscribe(browser, 'basic');
      const { url } = await json<{ url: string }>(started);
      expect(await (await browser.request(url)).text()).to.contain('$12 CAD');
      const landed = await pressOnCheckout(browser, url, 'Pay');
      expect(landed.pathname).to.equal('/success');

      const user = await me(browser);
      expect(user).to.include({ subscriptionStatus: 'active', subscriptionPlan: 'basic' });
      const [account] = await sql<{ basic_allowance_remaining: number }>(
        'select basic_allowance_remaining from billing_account where user_id = ?',
        [user.id],
      );
      expect(account!.basic_allowance_remaining).to.equal(10);

      const invoices = await json<Invoice[]>(await browser.request('/api/user/invoices'));
      expect(invoices).to.have.length(1);
      expect(invoices[0]).to.include({
        billing_reason: 'subscription_create',
        amount_paid: 1200,
        currency: 'CAD',
        status: 'paid',
      });
      expect(invoices[0]!.created).to.be.closeTo(Math.floor(Date.now() / 1000), 60);
    });

    it('upgrades Basic to Unlimited in place, then downgrades back, never opening a second subscription', async () => {
      const browser = await signedIn();
      await subscribeAndPay(browser, 'basic');
      const { id: userId } = await me(browser);
      const [before] = await sql<{ provider_subscription_id: string }>(
        'select provider_subscription_id from billing_subscription where user_id = ?',
        [userId],
      );

      const upgraded = await changePlanConfirmed(browser, 'pro');
      expect(upgraded.status).to.equal(200);
      const upgradeAnswer = await json<Record<string, unknown>>(upgraded);
      expect(upgradeAnswer).to.deep.equal({
        success: true,
        message: 'Your plan is now Unlimited. The difference for the rest of this period has been charged.',
      });
      expect(await me(browser)).to.include({ subscriptionStatus: 'active', subscriptionPlan: 'pro' });
      const invoices = await json<Invoice[]>(await browser.request('/api/user/invoices'));
      expect(invoices.map((invoice) => invoice.billing_reason)).to.deep.equal(['other', 'subscription_create']);
      expect(invoices[0]!.amount_paid, 'the prorated difference, about one full month').to.be.within(1100, 1200);

      const downgraded = await json<Record<string, unknown>>(await changePlanConfirmed(browser, 'basic'));
      expect(downgraded).to.deep.equal({
        success: true,
        message: 'Your plan is now Basic. The unused part of Unlimited is credited to your next invoice.',
      });
      expect(await me(browser)).to.include({ subscriptionStatus: 'active', subscriptionPlan: 'basic' });

      const [after] = await sql<{ provider_subscription_id: string }>(
        'select provider_subscription_id from billing_subscription where user_id = ?',
        [userId],
      );
      expect(after!.provider_subscription_id, 'the same subscription throughout').to.equal(
        before!.provider_subscription_id,
      );
      const checkouts = await sql<{ n: number }>(
        "select count(*)::int as n from billing_checkout_session where user_id = ? and kind = 'subscription'",
        [userId],
      );
      expect(checkouts[0]!.n, 'only the first subscribe opened a checkout').to.equal(1);
    });

    it('answers success and changes nothing when asked for the plan one already has', async () => {
      const browser = await signedIn();
      await subscribeAndPay(browser, 'pro');
      const again = await subscribe(browser, 'pro');
      expect(again.status).to.equal(200);
      expect(await again.json()).to.deep.equal({ success: true, message: 'You are already on the Unlimited plan.' });
      expect(await json<Invoice[]>(await browser.request('/api/user/invoices'))).to.have.length(1);
    });

    it('opens one checkout for a double click on Subscribe', async () => {
      const browser = await signedIn();
      const answers = await Promise.all([subscribe(browser, 'basic'), subscribe(browser, 'basic')]);
      const urls = await Promise.all(answers.map((answer) => json<{ url: string }>(answer)));
      expect(urls[0]!.url).to.equal(urls[1]!.url);
      const { id } = await me(browser);
      const open = await sql<{ n: number }>(
        "select count(*)::int as n from billing_checkout_session where user_id = ? and status = 'created'",
        [id],
      );
      expect(open[0]!.n).to.equal(1);
    });

    it('replaces an unpaid checkout for another plan, so the old one can no longer start a subscription', async () => {
      const browser = await signedIn();
      const { url: basicUrl } = await json<{ url: string }>(await subscribe(browser, 'basic'));
      const { url: proUrl } = await json<{ url: string }>(await subscribe(browser, 'pro'));
      expect(proUrl).not.to.equal(basicUrl);
      expect(await (await browser.request(basicUrl)).text()).to.contain('no longer open');
      await pressOnCheckout(browser, proUrl, 'Pay');
      expect(await me(browser)).to.include({ subscriptionStatus: 'active', subscriptionPlan: 'pro' });
    });

    it('cancels from the local account page (the customer portal); a new subscription can start after', async () => {
      const browser = await signedIn();
      await subscribeAndPay(browser, 'basic');

      const portal = await browser.request('/api/billing-portal');
      expect(portal.status).to.equal(302);
      const account = new URL(portal.headers.get('location')!);
      expect(account.pathname).to.equal('/api/local-payments/account');
      expect(account.searchParams.get('return_to')).to.equal(`${server.baseUrl}/account`);
      expect((await browser.request('/api/stripe/customer-portal')).headers.get('location')).to.equal(account.href);

      const page = await (await browser.request(account.pathname + account.search)).text();
      expect(page).to.contain('Basic plan');
      expect(page).to.contain(`href="${server.baseUrl}/account"`);
      const cancel = /<form method="post" action="([^"]+)"><button type="submit">Cancel subscription/.exec(page)?.[1];
      expect((await browser.request(cancel!, { method: 'POST' })).status).to.equal(303);

      const user = await me(browser);
      expect(user).to.include({ subscriptionStatus: 'inactive', subscriptionPlan: null });
      const fresh = await subscribe(browser, 'pro');
      expect(await fresh.json()).to.have.property('url');
    });

    it('renews the Basic allowance to 10 when the next period is paid', async () => {
      const browser = await signedIn();
      await subscribeAndPay(browser, 'basic');
      const { id } = await me(browser);
      await sql('update billing_account set basic_allowance_remaining = 4 where user_id = ?', [id]);

      const next = await browser.request('/api/local-payments/account/next-period', { method: 'POST' });
      expect(next.status).to.equal(303);
      const [account] = await sql<{ basic_allowance_remaining: number }>(
        'select basic_allowance_remaining from billing_account where user_id = ?',
        [id],
      );
      expect(account!.basic_allowance_remaining).to.equal(10);
      const renewals = await sql<{ delta: number }>(
        "select delta from billing_ledger_entry where user_id = ? and kind = 'renewal' order by created_at",
        [id],
      );
      expect(renewals.map((row) => row.delta)).to.deep.equal([10, 6]);
      const invoices = await json<Invoice[]>(await browser.request('/api/user/invoices'));
      expect(invoices.map((invoice) => invoice.billing_reason)).to.deep.equal([
        'subscription_cycle',
        'subscription_create',
      ]);
    });

    it('sends someone who never paid from the portal link to the pricing page', async () => {
      const browser = await signedIn();
      const portal = await browser.request('/api/billing-portal');
      expect(portal.status).to.equal(302);
      expect(portal.headers.get('location')).to.equal('/pricing');
    });

    it('answers 400 naming the field for an unknown plan', async () => {
      const browser = await signedIn();
      const response = await browser.json('/api/create-subscription-checkout', 'POST', { plan: 'gold' });
      expect(response.status).to.equal(400);
      expect(((await response.json()) as { message: string }).message).to.contain('plan');
    });
  });

  describe('personal data', () => {
    it('exports payments and invoices; deleting the account cancels the subscription and keeps the financial records', async () => {
      const browser = await signedIn();
      const { url } = await json<{ url: string }>(await browser.json('/api/create-one-time-checkout', 'POST', {}));
      await pressOnCheckout(browser, url, 'Pay');
      await subscribeAndPay(browser, 'basic');
      const { id } = await me(browser);

      const exported = await json<{ billing: Record<string, unknown[]> & { subscription: unknown } }>(
        await browser.request('/api/user/export'),
      );
      expect(exported.billing.payments).to.have.length(1);
      expect(exported.billing.invoices).to.have.length(1);
      expect(exported.billing.subscription).to.deep.include({ plan: 'basic', status: 'active' });

      expect((await browser.request('/api/user', { method: 'DELETE' })).status).to.equal(204);
      const [subscription] = await sql<{ status: string }>(
        'select status from billing_subscription where user_id = ?',
        [id],
      );
      expect(subscription!.status, 'canceled at the provider, so nobody goes on paying').to.equal('canceled');
      const kept = await sql<{ payments: number; invoices: number }>(
        `select (select count(*)::int from billing_payment where user_id = ?) as payments,
                (select count(*)::int from billing_invoice where user_id = ?) as invoices`,
        [id, id],
      );
      expect(kept[0]).to.deep.equal({ payments: 1, invoices: 1 });
    });
  });
});
