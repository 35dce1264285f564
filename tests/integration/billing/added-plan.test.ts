import { expect } from 'chai';
import type { AuthUser } from '../../../src/api-contract.js';
import { FAMILY_PLAN, FAMILY_PLAN_PRICES, startAppWithFamilyPlan } from '../../support/family-plan-catalogue.js';
import { signedInBrowser, type TestBrowser } from '../../support/http-client.js';
import { type TestApp, useServerPerSuite } from '../../support/test-app.js';

const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' };

/**
 * Issue 20's proof that plans are data: a Family plan added to a fixture catalogue (and its price rows), no product
 * code changed, is listed, priced, bought through the local payment provider and counted like the seed's plans.
 */
describe('a plan added to the catalogue as data (Family, 25 repairs a month)', () => {
  let server: TestApp;
  useServerPerSuite(startAppWithFamilyPlan, (started) => (server = started));

  const json = async <T>(response: Response) => (await response.json()) as T;
  const me = async (browser: TestBrowser) => json<AuthUser>(await browser.request('/api/auth/user'));
  const sql = <T>(query: string, params: unknown[] = []) =>
    server.app.database.withContext(() => server.app.database.em.execute<T[]>(query, params));

  /** Opens the local checkout page and presses Pay; answers the page's text and where the browser lands. */
  async function payOnCheckout(browser: TestBrowser, url: string) {
    const html = await (await browser.request(url)).text();
    const action = /<form method="post" action="([^"]+)"><button type="submit"[^>]*>Pay<\/button>/.exec(html)?.[1];
    expect(action, 'Pay button').to.be.a('string');
    const pressed = await browser.request(action!, { method: 'POST' });
    expect(pressed.status).to.equal(303);
    return { html, landed: new URL(pressed.headers.get('location')!, server.baseUrl) };
  }

  async function changePlanConfirmed(browser: TestBrowser, plan: string, headers: Record<string, string> = {}) {
    const { confirmation } = await json<{ confirmation: string }>(
      await browser.request(`/api/billing/plan-change?plan=${plan}`),
    );
    return json<{ success: boolean; message: string }>(
      await browser.json('/api/create-subscription-checkout', 'POST', { plan, confirmation }, { headers }),
    );
  }

  it('is in the catalogue between Basic and Unlimited, with its names and allowance, and priced per region', async () => {
    const browser = await signedInBrowser(server.baseUrl, 'reader');
    const { items } = await json<{ items: { id: string; rank: number }[] }>(await browser.request('/api/catalogue'));
    expect(items.map((item) => item.id)).to.deep.equal([
      'repair_credit',
      'basic',
      'family',
      'pro',
      'contractor_listing',
    ]);
    expect(items.find((item) => item.id === 'family')).to.deep.equal({
      id: 'family',
      name: { en: 'Family', fr: 'familial' },
      kind: 'plan',
      rank: FAMILY_PLAN.rank,
      monthlyAllowance: 25,
      highlighted: true,
    });
    const prices = await json<{ prices: Record<string, number> }>(await browser.request('/api/pricing?region=US'));
    expect(prices.prices.family).to.equal(FAMILY_PLAN_PRICES.US);
  });

  it('is bought through the local provider: its checkout, Pay, the return check, and the account on the plan with 25 repairs', async () => {
    const browser = await signedInBrowser(server.baseUrl, 'family');
    expect(await json(await browser.request('/api/billing/plan-change?plan=family'))).to.deep.equal({
      change: 'subscribe',
      plan: 'family',
      monthlyPrice: FAMILY_PLAN_PRICES.CA,
      currency: 'CAD',
    });
    const started = await browser.json('/api/create-subscription-checkout', 'POST', { plan: 'family' });
    expect(started.status).to.equal(200);
    const { html, landed } = await payOnCheckout(browser, (await json<{ url: string }>(started)).url);
    expect(html).to.contain('Family plan — 25 repairs a month');
    expect(html).to.contain('$18 CAD');
    expect(landed.pathname).to.equal('/success');

    const check = await browser.request(`/api/stripe/session/${landed.searchParams.get('session_id')}`);
    expect(await check.json()).to.deep.equal({
      success: true,
      message: 'Payment successful! Your purchase is ready to use.',
    });
    const user = await me(browser);
    expect(user).to.include({ subscriptionStatus: 'active', subscriptionPlan: 'family' });
    const [account] = await sql<{ basic_allowance_remaining: number }>(
      'select basic_allowance_remaining from billing_account where user_id = ?',
      [user.id],
    );
    expect(account?.basic_allowance_remaining, "the plan's monthly allowance").to.equal(25);
  });

  it('ranks in plan changes, and its name fills the messages in English and French', async () => {
    const browser = await signedInBrowser(server.baseUrl, 'changer');
    const started = await json<{ url: string }>(
      await browser.json('/api/create-subscription-checkout', 'POST', { plan: 'family' }),
    );
    await payOnCheckout(browser, started.url);

    expect(await changePlanConfirmed(browser, 'pro', FRENCH)).to.deep.equal({
      success: true,
      message: 'Vous avez maintenant le forfait illimité. La différence pour le reste de cette période a été facturée.',
    });
    expect(await changePlanConfirmed(browser, 'family')).to.deep.equal({
      success: true,
      message: 'Your plan is now Family. The unused part of Unlimited is credited to your next invoice.',
    });
    expect(await me(browser)).to.include({ subscriptionStatus: 'active', subscriptionPlan: 'family' });
    const again = await browser.json(
      '/api/create-subscription-checkout',
      'POST',
      { plan: 'family' },
      { headers: FRENCH },
    );
    expect(await again.json()).to.deep.equal({ success: true, message: 'Vous avez déjà le forfait familial.' });
  });

  it('answers 400 naming the plans on sale for a plan the catalogue does not hold', async () => {
    const browser = await signedInBrowser(server.baseUrl, 'stranger');
    const refused = await browser.json('/api/create-subscription-checkout', 'POST', { plan: 'gold' });
    expect(refused.status).to.equal(400);
    expect(((await refused.json()) as { message: string }).message).to.equal(
      'plan: must be one of: basic, family, pro',
    );
  });
});
