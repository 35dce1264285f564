import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { AuthUser } from '../../src/api-contract.js';
import { signInInBrowser } from '../support/browser.js';
import { useBrowserPerFile } from '../support/browser-suite.js';
import { startAppWithFamilyPlan } from '../support/family-plan-catalogue.js';

/**
 * Issue 20's proof in the shell: a Family plan added to a fixture catalogue (no product code, no texts of the
 * front ends' own) is on the pricing page, in the "Free Fixes Used Up!" dialog, and bought through the local
 * payment provider's checkout, named as the server names it.
 */
describe('a plan added to the catalogue as data, in the shell (browser, embedded payment provider)', function () {
  this.timeout(90_000);
  let page: Page;

  const suite = useBrowserPerFile(startAppWithFamilyPlan, (fresh) => (page = fresh));

  const listItemNamed = (name: string, level: number) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { level, name, exact: true }) });

  it('lists Family on the pricing page between Basic and Unlimited, with its price and allowance', async () => {
    await page.goto(`${suite.app.baseUrl}/pricing`);
    const family = listItemNamed('Family Plan', 2);
    await family.getByText('$18 CAD per month').waitFor();
    await family.getByText('25 repairs per month').waitFor();
    const plans = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(plans.slice(0, 4)).to.deep.equal(['Pay per Repair', 'Basic Plan', 'Family Plan', 'Unlimited Plan']);
  });

  it('offers Family in "Free Fixes Used Up!", checks it out on the local provider, and shows it on the account', async () => {
    await signInInBrowser(page, { email: `family-${Date.now()}@example.com`, baseUrl: suite.app.baseUrl });
    const user = (await (await page.context().request.get(`${suite.app.baseUrl}/api/auth/user`)).json()) as AuthUser;
    await suite.app.app.database.withContext(() =>
      suite.app.app.database.em.execute(
        'update billing_account set free_fixes_remaining = 0, credits = 0 where user_id = ?',
        [user.id],
      ),
    );
    await page.goto(`${suite.app.baseUrl}/`);
    await page.getByRole('button', { name: 'Get more repairs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Free Fixes Used Up!' });
    const family = dialog
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'Family Plan POPULAR' }) });
    await family.getByText('$18 CAD per month').waitFor();
    await family.getByText('25 repairs per month').waitFor();

    // Subscribe starts the first recommended plan by rank: Family, before Unlimited.
    await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await page.waitForURL(/\/api\/local-payments\/checkout\/lcs_/);
    await page.getByText('Family plan — 25 repairs a month').waitFor();
    await page.getByText('$18 CAD').waitFor();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/success');

    await page.goto(`${suite.app.baseUrl}/account`);
    const plan = page.getByRole('region', { name: 'Plan and credits', exact: true });
    await plan.getByRole('definition').getByText('Family Plan').waitFor();
    await plan.getByText('Family plan: 25 a month').waitFor();
    await plan.getByRole('button', { name: 'Upgrade to Unlimited' }).waitFor();
    await plan.getByRole('button', { name: 'Downgrade to Basic' }).waitFor();
  });
});
