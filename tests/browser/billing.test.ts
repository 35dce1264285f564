import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { AuthUser } from '../../src/api-contract.js';
import { labelPhoto } from '../fixtures/repairs/media.js';
import { signInInBrowser } from '../support/browser.js';
import { useBrowserPerFile } from '../support/browser-suite.js';
import { submitOnUploadCard } from '../support/browser-repairs.js';
import { pollUntil } from '../support/polling.js';

/**
 * Billing in the shell (issue 5) on the embedded local payment provider: its checkout page is a real page
 * of the server, paid with its Pay button, and its events drive the same services as Stripe's webhooks.
 */
describe('billing screens in the shell (browser, embedded payment provider)', function () {
  // A real analysis and several trips to the provider's pages in one test.
  this.timeout(90_000);
  let page: Page;
  let photo: Buffer;
  let accounts = 0;

  // Pages are Canadian browsers: the server detects CA from their languages, so prices are in CAD.
  const suite = useBrowserPerFile({}, (fresh) => (page = fresh));
  before(async () => {
    photo = await labelPhoto();
  });

  const heading = (name: string, level = 1) => page.getByRole('heading', { level, name, exact: true });
  const toasts = () => page.getByRole('region', { name: 'Notifications' }).getByRole('status');
  const card = (title: string) => page.getByRole('region', { name: title, exact: true });
  const path = () => {
    const url = new URL(page.url());
    return url.pathname + url.search;
  };

  async function signInAsNewUser(): Promise<AuthUser> {
    await signInInBrowser(page, { email: `payer${++accounts}-${Date.now()}@example.com`, baseUrl: suite.app.baseUrl });
    return (await (await page.context().request.get(`${suite.app.baseUrl}/api/auth/user`)).json()) as AuthUser;
  }

  /** Free repairs used up and no credit: the state in which uploads are answered 402. */
  async function useUpRepairs(user: AuthUser): Promise<void> {
    await suite.app.app.database.withContext(() =>
      suite.app.app.database.em.execute(
        'update billing_account set free_fixes_remaining = 0, credits = 0 where user_id = ?',
        [user.id],
      ),
    );
  }

  const uploadPhoto = () => submitOnUploadCard(page, photo, 'My kitchen faucet keeps dripping from the spout');

  /** On the local provider's checkout page: checks what is charged, presses Pay, and waits to be back. */
  async function payOnProviderPage(what: string, amount: string): Promise<void> {
    await page.waitForURL(/\/api\/local-payments\/checkout\/lcs_/);
    expect(await page.title()).to.equal('Test payment — no card is charged');
    await page.getByText(what).waitFor();
    await page.getByText(amount).waitFor();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/success');
  }

  it('pays once from "Free Fixes Used Up!", uploads again, subscribes to Basic, upgrades to Unlimited, lists the invoices', async () => {
    const user = await signInAsNewUser();
    await useUpRepairs(user);
    await page.goto(`${suite.app.baseUrl}/`);

    // No repair left: the upload is answered 402 and the payment options open.
    await heading('No repairs left', 2).waitFor();
    const refused = page.waitForResponse(
      (response) => response.url().endsWith('/api/repair-requests') && response.request().method() === 'POST',
    );
    await uploadPhoto();
    expect((await refused).status()).to.equal(402);
    const dialog = page.getByRole('dialog', { name: 'Free Fixes Used Up!' });
    await dialog.waitFor();
    const oneTime = dialog.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'One-Time Fix' }) });
    await oneTime.getByText('$5 CAD').waitFor();
    const unlimited = dialog
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Unlimited Monthly POPULAR' }) });
    await unlimited.getByText('$24 CAD per month').waitFor();
    expect(await page.evaluate('document.activeElement?.textContent')).to.equal('Maybe Later');

    // Maybe Later closes it; the dashboard's prompt opens it again.
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Get more repairs' }).click();
    await dialog.getByRole('button', { name: 'Pay Once' }).click();

    // One repair credit, paid on the provider's page; back on /success with the session, checked.
    const sessionChecked = page.waitForResponse((response) => response.url().includes('/api/stripe/session/lcs_'));
    await payOnProviderPage('One repair credit', '$5 CAD');
    expect((await sessionChecked).status()).to.equal(200);
    await toasts().getByText('Payment successful!').waitFor();
    await heading('Payment Successful').waitFor();
    expect(path()).to.equal('/success');

    await page.goto(`${suite.app.baseUrl}/account`);
    const plan = card('Plan and credits');
    await plan.getByRole('definition').first().waitFor();
    expect(await plan.getByRole('definition').allInnerTexts()).to.deep.equal(['Free', '1', '0']);
    await card('Billing history').getByRole('cell', { name: 'Repair credit' }).waitFor();

    // The credit pays for the next upload.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    expect(await heading('No repairs left', 2).count(), 'a credit is a repair left').to.equal(0);
    await uploadPhoto();
    await toasts().getByText('Analysis Complete!').waitFor({ timeout: 30_000 });
    await page.waitForURL(/\/repair\/[0-9a-f-]{36}$/);
    await page.goto(`${suite.app.baseUrl}/account`);
    await plan.getByRole('definition').first().waitFor();
    expect(await plan.getByRole('definition').allInnerTexts()).to.deep.equal(['Free', '0', '0']);

    // Basic, from the account page: a new subscription's checkout.
    await plan.getByRole('button', { name: 'Subscribe to Basic' }).click();
    await payOnProviderPage('Basic plan — 10 repairs a month', '$12 CAD');
    await toasts().getByText('Payment successful!').waitFor();
    await page.goto(`${suite.app.baseUrl}/account`);
    await plan.getByRole('definition').getByText('Basic Plan').waitFor();
    expect(await plan.getByRole('link', { name: 'Manage Subscription' }).getAttribute('href')).to.equal(
      '/api/stripe/customer-portal',
    );

    // Unlimited: switched in place, after a confirmation that shows what it costs.
    await plan.getByRole('button', { name: 'Upgrade to Unlimited' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Upgrade to Unlimited?' });
    await confirmation.waitFor();
    expect(await page.evaluate('document.activeElement?.textContent')).to.equal('Cancel');
    const dueNow = await confirmation.locator('dt:text-is("Due now") + dd').innerText();
    expect(dueNow).to.match(/^\$\d+(\.\d\d)? CAD$/);
    await confirmation.getByText('$24 CAD per month').waitFor();
    await confirmation.getByRole('button', { name: 'Upgrade', exact: true }).click();
    await toasts().getByText('Plan updated successfully!').waitFor();
    await confirmation.waitFor({ state: 'hidden' });
    await plan.getByRole('definition').getByText('Unlimited Plan').waitFor();
    await plan.getByRole('button', { name: 'Downgrade to Basic' }).waitFor();
    expect(path()).to.equal('/account');

    // Billing history: the credit, the Basic plan's first invoice and the upgrade's, newest first.
    const history = card('Billing history');
    await history.getByText('Subscription change').waitFor();
    const rows = (await history.getByRole('row').allInnerTexts()).slice(1).map((row) => row.split('\t').slice(1));
    expect(rows.map(([description, , status]) => [description, status])).to.deep.equal([
      ['Subscription change', 'Paid'],
      ['Subscription started', 'Paid'],
      ['Repair credit', 'Paid'],
    ]);
    expect(rows.map(([, amount]) => amount).slice(1)).to.deep.equal(['$12 CAD', '$5 CAD']);
    expect(rows[0]![1], 'the upgrade charged what the confirmation showed').to.equal(dueNow);
  });

  it('opens /subscribe?plan=… without starting anything: the price, or for a subscriber the amount due, until the click', async () => {
    const user = await signInAsNewUser();
    const planRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/create-subscription-checkout') planRequests.push(request.url());
    });
    const asServer = async () => {
      const request = page.context().request;
      return {
        user: (await (await request.get(`${suite.app.baseUrl}/api/auth/user`)).json()) as AuthUser,
        invoices: (await (await request.get(`${suite.app.baseUrl}/api/user/invoices`)).json()) as {
          amount_paid: number;
        }[],
      };
    };

    // No plan yet: the plan and its price, and the checkout only from the button.
    await page.goto(`${suite.app.baseUrl}/subscribe?plan=basic`);
    const basic = page.getByRole('region', { name: 'Basic Plan' });
    await basic.getByText('$12 CAD per month').waitFor();
    expect(planRequests, 'nothing started on arrival').to.deep.equal([]);
    await basic.getByRole('button', { name: 'Continue to payment' }).click();
    await payOnProviderPage('Basic plan — 10 repairs a month', '$12 CAD');
    expect(planRequests).to.have.length(1);

    // A subscriber opening a link to Unlimited: the change's price, and nothing changed or charged.
    await page.goto(`${suite.app.baseUrl}/subscribe?plan=pro`);
    const upgrade = page.getByRole('region', { name: 'Upgrade to Unlimited?' });
    await upgrade.waitFor();
    const dueNow = await upgrade.locator('dt:text-is("Due now") + dd').innerText();
    expect(dueNow).to.match(/^\$\d+(\.\d\d)? CAD$/);
    await upgrade.getByText('Unused part of Basic Plan').waitFor();
    await upgrade.getByText('$24 CAD per month').waitFor();
    await page.waitForTimeout(500);
    expect(planRequests, 'still only the first checkout').to.have.length(1);
    const before = await asServer();
    expect(before.user).to.include({ id: user.id, subscriptionStatus: 'active', subscriptionPlan: 'basic' });
    expect(before.invoices).to.have.length(1);

    // The click changes the plan, at the amount shown.
    await upgrade.getByRole('button', { name: 'Upgrade', exact: true }).click();
    await toasts().getByText('Plan updated successfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/account');
    await card('Plan and credits').getByRole('definition').getByText('Unlimited Plan').waitFor();
    const after = await asServer();
    expect(after.user).to.include({ subscriptionPlan: 'pro' });
    expect(after.invoices).to.have.length(2);
    const shown = new Intl.NumberFormat('en-CA', { minimumFractionDigits: 2, trailingZeroDisplay: 'stripIfInteger' });
    expect(`$${shown.format(after.invoices[0]!.amount_paid / 100)} CAD`, 'charged as shown').to.equal(dueNow);
  });

  it('shows "Plan switch failed" with the server\'s message, or "Failed to update subscription plan"', async () => {
    await signInAsNewUser();
    await page.goto(`${suite.app.baseUrl}/subscribe?plan=pro`);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payOnProviderPage('Unlimited plan — unlimited repairs', '$24 CAD');
    await page.goto(`${suite.app.baseUrl}/account`);
    const plan = card('Plan and credits');
    const confirmation = page.getByRole('dialog', { name: 'Downgrade to Basic?' });

    await page.route('**/api/create-subscription-checkout', (route) =>
      route.fulfill({ status: 409, json: { message: 'Your subscription has an unpaid invoice.' } }),
    );
    await plan.getByRole('button', { name: 'Downgrade to Basic' }).click();
    await confirmation.getByRole('button', { name: 'Downgrade', exact: true }).click();
    await toasts().getByText('Plan switch failed').waitFor();
    await toasts().getByText('Your subscription has an unpaid invoice.').waitFor();
    await confirmation.waitFor({ state: 'hidden' });

    await page.unroute('**/api/create-subscription-checkout');
    await page.route('**/api/create-subscription-checkout', (route) => route.abort('connectionreset'));
    await plan.getByRole('button', { name: 'Downgrade to Basic' }).click();
    await confirmation.getByRole('button', { name: 'Downgrade', exact: true }).click();
    await toasts().getByText('Failed to update subscription plan').waitFor();

    await page.unroute('**/api/create-subscription-checkout');
    await plan.getByRole('button', { name: 'Downgrade to Basic' }).click();
    await confirmation.getByRole('button', { name: 'Downgrade', exact: true }).click();
    await toasts().getByText('Plan updated successfully!').waitFor();
    await plan.getByRole('definition').getByText('Basic Plan').waitFor();
  });

  it('handles each return from payment: toast, user read again, parameters removed', async () => {
    const user = await signInAsNewUser();

    await page.goto(`${suite.app.baseUrl}/account?success=true&plan_switched=true`);
    await toasts().getByText('Plan updated successfully!').waitFor();
    await page.waitForURL((url) => url.search === '');
    expect(path()).to.equal('/account');

    // A session the server does not know: the check fails, and the payment is still reported successful.
    const check = page.waitForResponse((response) => response.url().endsWith('/api/stripe/session/cs_unknown'));
    await page.goto(`${suite.app.baseUrl}/success?success=true&session_id=cs_unknown`);
    expect((await check).status()).to.equal(404);
    await toasts().getByText('Payment successful!').waitFor();
    expect(path()).to.equal('/success');

    // Credits granted meanwhile (as a webhook would): the account page shows them once back from paying.
    await page.goto(`${suite.app.baseUrl}/account`);
    const credits = card('Plan and credits').getByRole('definition').nth(1);
    await credits.getByText('0', { exact: true }).waitFor();
    await suite.app.app.database.withContext(() =>
      suite.app.app.database.em.execute('update billing_account set credits = 3 where user_id = ?', [user.id]),
    );
    // The server keeps a signed-in read for a few seconds and drops it when PostgreSQL notifies the change (decision
    // 0018): asynchronous, and slower on a busy machine. Only then does a read say 3, whoever asks.
    await pollUntil(async () => {
      const read = (await (await page.request.get(`${suite.app.baseUrl}/api/auth/user`)).json()) as AuthUser;
      return read.credits === 3 ? true : undefined;
    }, 'the server to read the granted credits');
    await page.evaluate(
      "history.pushState(null, '', '/account?success=true'); dispatchEvent(new PopStateEvent('popstate'))",
    );
    await toasts().getByText('Payment successful!').waitFor();
    await credits.getByText('3', { exact: true }).waitFor();
    await page.waitForURL((url) => url.search === '');
  });

  it('charges in the region picked: United States gives "$4 USD"; Cancel shows the cancel page', async () => {
    await signInAsNewUser();
    await page.goto(`${suite.app.baseUrl}/pricing`);
    const payPerRepair = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Pay per Repair' }) });
    await payPerRepair.getByText('$5 CAD per repair').waitFor();

    await page.getByRole('button', { name: /^Region:/ }).click();
    await page
      .getByRole('dialog', { name: 'Region' })
      .getByRole('button', { name: /^United States/ })
      .click();
    await payPerRepair.getByText('$4 USD per repair').waitFor();

    await payPerRepair.getByRole('link', { name: 'Buy a Repair' }).click();
    // A new account still has its free repairs: buying one is asked for.
    await page.getByRole('button', { name: 'Buy a repair credit anyway' }).click();
    await page.waitForURL(/\/api\/local-payments\/checkout\/lcs_/);
    await page.getByText('$4 USD').waitFor();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();

    await heading('Payment Cancelled').waitFor();
    await page.getByText('Your payment was cancelled. No charges were made to your account.').waitFor();
    expect(await page.getByRole('link', { name: 'Back to Pricing' }).getAttribute('href')).to.equal('/pricing');
    expect(await page.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).to.equal('/');

    // /checkout left with location.replace: Back through the provider's page leads to the prices, not to
    // a page that would start another checkout.
    await page.goBack();
    await page.getByText('This checkout is no longer open.').waitFor();
    await page.goBack();
    await heading('Pricing').waitFor();
    expect(path()).to.equal('/pricing');
  });
});
