import { expect } from 'chai';
import type { AuthUser, PlanChangePreview } from '../../../src/api-contract.js';
import { signedInBrowser, TestBrowser } from '../../support/http-client.js';
import { startTestApp, type TestApp, useServerPerSuite } from '../../support/test-app.js';

type Switch = Extract<PlanChangePreview, { change: 'upgrade' | 'downgrade' }>;

/**
 * A subscriber's plan changes only through its confirmation (security review: a link, a redirect or a
 * sign-in return to /subscribe?plan=pro used to switch the plan and charge the saved card at once). Through
 * the real server on the embedded payment provider.
 */
describe('plan changes need the confirmation of their preview (through the real server)', () => {
  let server: TestApp;
  useServerPerSuite(startTestApp, (started) => (server = started));

  const signedIn = () => signedInBrowser(server.baseUrl, 'switcher');
  const me = async (browser: TestBrowser) => (await (await browser.request('/api/auth/user')).json()) as AuthUser;
  const invoicesOf = async (browser: TestBrowser) =>
    (await (await browser.request('/api/user/invoices')).json()) as { amount_paid: number; billing_reason: string }[];
  const sql = <T>(query: string, params: unknown[] = []) =>
    server.app.database.withContext(() => server.app.database.em.execute<T[]>(query, params));

  const preview = (browser: TestBrowser, plan: 'basic' | 'pro') =>
    browser.request(`/api/billing/plan-change?plan=${plan}`);
  const changePlan = (browser: TestBrowser, body: { plan: 'basic' | 'pro'; confirmation?: string }) =>
    browser.json('/api/create-subscription-checkout', 'POST', body);

  async function switchPreview(browser: TestBrowser, plan: 'basic' | 'pro'): Promise<Switch> {
    const answer = await preview(browser, plan);
    expect(answer.status).to.equal(200);
    const body = (await answer.json()) as PlanChangePreview;
    expect(body.change).to.be.oneOf(['upgrade', 'downgrade']);
    return body as Switch;
  }

  /** A subscriber: the plan's checkout, paid with the local provider's Pay button. */
  async function subscriber(plan: 'basic' | 'pro'): Promise<TestBrowser> {
    const browser = await signedIn();
    const { url } = (await (await changePlan(browser, { plan })).json()) as { url: string };
    const pay = await browser.request(`${new URL(url).pathname}/pay`, { method: 'POST' });
    expect(pay.status).to.equal(303);
    expect(await me(browser)).to.include({ subscriptionStatus: 'active', subscriptionPlan: plan });
    return browser;
  }

  /** The plan at the payment provider itself, not only our copy of it. */
  async function providerPlanOf(browser: TestBrowser): Promise<string> {
    const { id } = await me(browser);
    const [row] = await sql<{ plan: string }>(
      "select data ->> 'plan' as plan from billing_local_provider_object where kind = 'subscription' and data ->> 'userId' = ?",
      [id],
    );
    return row!.plan;
  }

  async function expectUnchanged(browser: TestBrowser, plan: 'basic' | 'pro', invoices: number) {
    expect(await me(browser)).to.include({ subscriptionStatus: 'active', subscriptionPlan: plan });
    expect(await providerPlanOf(browser)).to.equal(plan);
    expect(await invoicesOf(browser), 'nothing invoiced').to.have.length(invoices);
  }

  it("refuses a subscriber's direct plan change without a confirmation: 409, nothing changed, nothing invoiced", async () => {
    const browser = await subscriber('basic');
    const answer = await changePlan(browser, { plan: 'pro' });
    expect(answer.status).to.equal(409);
    const { message } = (await answer.json()) as { message: string };
    expect(message).to.contain('needs your confirmation');
    expect(message).to.contain('Nothing was changed or charged');
    await expectUnchanged(browser, 'basic', 1);

    const downgrade = await changePlan(await subscriber('pro'), { plan: 'basic' });
    expect(downgrade.status, 'a downgrade too').to.equal(409);
  });

  it('previews the amount due now and the proration without changing anything, then switches with the confirmation', async () => {
    const browser = await subscriber('basic');
    const answer = await preview(browser, 'pro');
    expect(answer.headers.get('cache-control')).to.equal('no-store');
    const shown = (await answer.json()) as Switch;
    expect(shown).to.include({
      change: 'upgrade',
      plan: 'pro',
      currentPlan: 'basic',
      monthlyPrice: 2400,
      currency: 'CAD',
    });
    // Basic was paid moments ago: about a whole month of Unlimited, less about a whole month of Basic.
    expect(shown.proration.charge).to.be.within(2300, 2400);
    expect(shown.proration.credit).to.be.within(1150, 1200);
    expect(shown.amountDueNow).to.equal(shown.proration.charge - shown.proration.credit);
    expect(shown.confirmation).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(shown.confirmationExpiresAt)).to.be.within(Date.now() + 5 * 60_000, Date.now() + 11 * 60_000);
    expect(Date.parse(shown.nextInvoiceAt)).to.be.greaterThan(Date.now() + 27 * 24 * 3600_000);
    await expectUnchanged(browser, 'basic', 1);

    const confirmed = await changePlan(browser, { plan: 'pro', confirmation: shown.confirmation });
    expect(confirmed.status).to.equal(200);
    expect(await confirmed.json()).to.deep.equal({
      success: true,
      message: 'Your plan is now Unlimited. The difference for the rest of this period has been charged.',
    });
    expect(await me(browser)).to.include({ subscriptionStatus: 'active', subscriptionPlan: 'pro' });
    expect(await providerPlanOf(browser)).to.equal('pro');
    const [upgrade] = await invoicesOf(browser);
    expect(upgrade!.amount_paid, 'exactly the amount shown').to.equal(shown.amountDueNow);

    const downgrade = await switchPreview(browser, 'basic');
    expect(downgrade).to.include({ change: 'downgrade', plan: 'basic', currentPlan: 'pro', monthlyPrice: 1200 });
    expect(downgrade.amountDueNow, 'a downgrade charges nothing now').to.equal(0);
    expect(downgrade.proration.credit).to.be.greaterThan(0);
    expect((await changePlan(browser, { plan: 'basic', confirmation: downgrade.confirmation })).status).to.equal(200);
    expect(await me(browser)).to.include({ subscriptionPlan: 'basic' });
    expect(await invoicesOf(browser), 'no invoice for a downgrade').to.have.length(2);
  });

  it('uses a confirmation once', async () => {
    const browser = await subscriber('basic');
    const upgrade = await switchPreview(browser, 'pro');
    expect((await changePlan(browser, { plan: 'pro', confirmation: upgrade.confirmation })).status).to.equal(200);
    const downgrade = await switchPreview(browser, 'basic');
    expect((await changePlan(browser, { plan: 'basic', confirmation: downgrade.confirmation })).status).to.equal(200);

    const replayed = await changePlan(browser, { plan: 'pro', confirmation: upgrade.confirmation });
    expect(replayed.status).to.equal(409);
    await expectUnchanged(browser, 'basic', 2);
  });

  it('refuses a confirmation given for another plan', async () => {
    const browser = await subscriber('basic');
    const forPro = await switchPreview(browser, 'pro');
    const used = await switchPreview(browser, 'pro');
    expect((await changePlan(browser, { plan: 'pro', confirmation: used.confirmation })).status).to.equal(200);

    // On Unlimited now: the first confirmation names Unlimited, not the Basic asked for.
    const answer = await changePlan(browser, { plan: 'basic', confirmation: forPro.confirmation });
    expect(answer.status).to.equal(409);
    expect(((await answer.json()) as { message: string }).message).to.contain('needs your confirmation');
    await expectUnchanged(browser, 'pro', 2);
  });

  it("refuses another person's confirmation, which stays usable by its owner", async () => {
    const owner = await subscriber('basic');
    const other = await subscriber('basic');
    const ownersConfirmation = (await switchPreview(owner, 'pro')).confirmation;

    const answer = await changePlan(other, { plan: 'pro', confirmation: ownersConfirmation });
    expect(answer.status).to.equal(409);
    await expectUnchanged(other, 'basic', 1);

    expect((await changePlan(owner, { plan: 'pro', confirmation: ownersConfirmation })).status).to.equal(200);
    expect(await me(owner)).to.include({ subscriptionPlan: 'pro' });
  });

  it('refuses an expired confirmation', async () => {
    const browser = await subscriber('basic');
    const shown = await switchPreview(browser, 'pro');
    const { id } = await me(browser);
    await sql(
      "update billing_plan_change_confirmation set expires_at = now() - interval '1 second' where user_id = ?",
      [id],
    );

    const answer = await changePlan(browser, { plan: 'pro', confirmation: shown.confirmation });
    expect(answer.status).to.equal(409);
    expect(((await answer.json()) as { message: string }).message).to.contain('expired');
    await expectUnchanged(browser, 'basic', 1);
  });

  it('refuses a confirmation whose amount no longer holds: the price changed, or a new period began', async () => {
    const browser = await subscriber('basic');
    const shown = await switchPreview(browser, 'pro');
    await sql("update pricing_price set amount = 2600 where region = 'CA' and item_id = 'pro'");
    try {
      const answer = await changePlan(browser, { plan: 'pro', confirmation: shown.confirmation });
      expect(answer.status).to.equal(409);
      expect(((await answer.json()) as { message: string }).message).to.contain('has changed');
      await expectUnchanged(browser, 'basic', 1);
    } finally {
      await sql("update pricing_price set amount = 2400 where region = 'CA' and item_id = 'pro'");
    }

    const beforeRenewal = await switchPreview(browser, 'pro');
    // The local provider's test button: the next monthly period starts and is paid.
    expect((await browser.request('/api/local-payments/account/next-period', { method: 'POST' })).status).to.equal(303);
    const answer = await changePlan(browser, { plan: 'pro', confirmation: beforeRenewal.confirmation });
    expect(answer.status).to.equal(409);
    await expectUnchanged(browser, 'basic', 2);
  });

  it('answers a malformed or unknown confirmation with 400 or 409 and changes nothing', async () => {
    const browser = await subscriber('basic');
    expect((await changePlan(browser, { plan: 'pro', confirmation: '' })).status).to.equal(400);
    expect((await changePlan(browser, { plan: 'pro', confirmation: 'x'.repeat(43) })).status).to.equal(409);
    await expectUnchanged(browser, 'basic', 1);
  });

  it('previews a first subscription as its monthly price, without a confirmation; the checkout still needs none', async () => {
    const browser = await signedIn();
    const answer = await browser.request('/api/billing/plan-change?plan=basic&region=US');
    expect(await answer.json()).to.deep.equal({
      change: 'subscribe',
      plan: 'basic',
      monthlyPrice: 900,
      currency: 'USD',
    });
    const checkout = await changePlan(browser, { plan: 'basic' });
    expect(checkout.status).to.equal(200);
    expect(await checkout.json()).to.have.property('url');
  });

  it('previews the plan one already has as unchanged, and asking for it changes nothing', async () => {
    const browser = await subscriber('pro');
    expect(await (await preview(browser, 'pro')).json()).to.deep.equal({ change: 'unchanged', plan: 'pro' });
    const again = await changePlan(browser, { plan: 'pro' });
    expect(await again.json()).to.deep.equal({ success: true, message: 'You are already on the Unlimited plan.' });
    await expectUnchanged(browser, 'pro', 1);
  });

  it('answers 409 to the preview of a subscription with an unpaid invoice, and 400 for an unknown plan', async () => {
    const browser = await subscriber('basic');
    expect((await browser.request('/api/billing/plan-change?plan=gold')).status).to.equal(400);
    const next = await browser.request('/api/local-payments/account/next-period?outcome=failed', { method: 'POST' });
    expect(next.status).to.equal(303);
    const answer = await preview(browser, 'pro');
    expect(answer.status).to.equal(409);
    expect(((await answer.json()) as { message: string }).message).to.contain('unpaid invoice');
  });
});
