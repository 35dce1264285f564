import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { MyContractorProfile } from '../../src/api-contract.js';
import { ADMIN, json, listedContractor, startContractorsApp } from '../integration/contractors/support.js';
import { seriousAccessibilityViolations, signInInBrowser } from '../support/browser.js';
import { useBrowserPerFile } from '../support/browser-suite.js';

/**
 * The admin console's second contractor queue (issue #15): approved contractors' changes to reviewed details,
 * each beside what the directory shows, approved or rejected with a reason.
 */
describe('admin console: contractor changes waiting for review (browser)', function () {
  this.timeout(120_000);
  let page: Page;

  const suite = useBrowserPerFile(startContractorsApp);

  const sectionHeading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
  const status = (text: string) => page.getByRole('status').filter({ hasText: text });

  /** A listed contractor, unique to the run, whose new description waits for review. */
  async function contractorWithNewDescription(description: string) {
    const businessName = `Rosedale Plumbing ${Date.now()}`;
    const { browser: http, profile } = await listedContractor(suite.app, { businessName });
    await json(await http.json('/api/contractor/profile', 'PATCH', { description }));
    return { http, profile, businessName };
  }

  it('lists the changes in their own queue, shows each beside what the directory shows, and rejects them with a reason', async () => {
    const description = 'Round-the-clock emergency plumbing across Toronto, certified and fully insured.';
    const { http, profile, businessName } = await contractorWithNewDescription(description);

    page = await suite.browser.newPage({ locale: 'en-CA' });
    await signInInBrowser(page, { email: ADMIN, baseUrl: suite.app.baseUrl });
    await page.goto(`${suite.app.baseUrl}/admin/contractors`);
    await sectionHeading('Contractors').waitFor();
    await page.getByLabel('Status').selectOption({ label: 'Changes waiting for review' });
    await page.getByRole('searchbox', { name: 'Search' }).fill(businessName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: businessName });
    await row.getByText('Changes waiting').waitFor();
    await row.getByRole('link', { name: businessName }).click();

    await sectionHeading(businessName).waitFor();
    await page.getByRole('heading', { name: /^Changes waiting for review since/ }).waitFor();
    await page.getByText(profile.application.description, { exact: true }).first().waitFor();
    await page.getByText(description, { exact: true }).first().waitFor();
    expect(await seriousAccessibilityViolations(page)).to.deep.equal([]);

    await page.getByRole('button', { name: 'Reject changes…' }).click();
    const dialog = page.getByRole('dialog', { name: `Reject the changes of ${businessName}` });
    await dialog.getByLabel('Reason').fill('Please describe the services you actually offer.');
    await dialog.getByRole('button', { name: 'Reject changes' }).click();
    await status('Changes rejected: the directory keeps the details checked before.').waitFor();
    // The page reads the contractor again: nothing is left to decide.
    await page.getByRole('button', { name: 'Approve changes' }).waitFor({ state: 'detached' });

    const mine = await json<MyContractorProfile>(await http.request('/api/contractor/profile'));
    expect(mine.pendingChanges).to.equal(null);
    expect(mine.application.description).to.equal(profile.application.description);
  });

  it('approves changes from the contractor page, and the contractor sees them published', async () => {
    const description = 'Same-day drain and water heater repairs for Rosedale and the Annex, since 2009.';
    const { http, profile, businessName } = await contractorWithNewDescription(description);

    page = await suite.browser.newPage({ locale: 'en-CA' });
    await signInInBrowser(page, { email: ADMIN, baseUrl: suite.app.baseUrl });
    await page.goto(`${suite.app.baseUrl}/admin/contractors/${profile.id}`);
    await sectionHeading(businessName).waitFor();
    await page.getByRole('button', { name: 'Approve changes' }).click();
    await status('Changes approved: the directory shows them now.').waitFor();
    await page.getByRole('heading', { name: /^Changes waiting for review since/ }).waitFor({ state: 'detached' });

    const mine = await json<MyContractorProfile>(await http.request('/api/contractor/profile'));
    expect(mine.pendingChanges).to.equal(null);
    expect(mine.application.description).to.equal(description);
  });
});
