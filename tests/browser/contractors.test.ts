import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { AdminContractorList } from '../../src/api-contract.js';
import { launchBrowser, signInInBrowser, type TestBrowser as Chromium } from '../support/browser.js';
import { signIn, TestBrowser } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const ADMIN = 'reviewer@repairlens.test';

/**
 * The contractors screens (issue 6) on the embedded providers: a plumber applies on /contractors/signup, an
 * admin approves over HTTP, the plumber subscribes on the local payment provider's page, a homeowner finds
 * them from a nearby postal code and asks for a quote, the plumber accepts it, and the homeowner sees it.
 */
describe('contractors screens in the shell (browser)', function () {
  this.timeout(120_000);
  let app: TestApp;
  let chromium: Chromium;
  let storageDir: string;

  before(async () => {
    storageDir = await mkdtemp(path.join(os.tmpdir(), 'repairlens-contractors-browser-'));
    [app, chromium] = await Promise.all([
      startTestApp({ env: { ADMIN_EMAILS: ADMIN, LOCAL_STORAGE_DIR: storageDir, LOCAL_ANALYSIS_READ_TEXT: 'false' } }),
      launchBrowser(),
    ]);
  });
  after(async () => {
    await Promise.all([chromium?.close(), app?.close()]);
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  const card = (page: Page, heading: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

  it('applies, is approved, subscribes, is found nearby (not far away), receives a quote request and accepts it; the customer sees "Accepted"', async () => {
    const stamp = Date.now();
    const businessName = `Harbourfront Plumbing ${stamp}`;
    const contractor = await chromium.newPage({ locale: 'en-CA' });
    const customer = await chromium.newPage({ locale: 'en-CA' });
    try {
      // Apply, signed in.
      await signInInBrowser(contractor, { email: `plumber-${stamp}@example.com`, baseUrl: app.baseUrl });
      await contractor.goto(`${app.baseUrl}/contractors/signup`);
      const form = contractor.getByRole('form', { name: 'Contractor Signup' });
      await form.getByLabel(/^Business name/).fill(businessName);
      await form.getByLabel(/^Contact name/).fill("Dana O'Neil");
      await form.getByLabel(/^E-mail/).fill(`dana-${stamp}@harbourfront.example`);
      await form.getByLabel(/^Phone/).fill('416 555 0199');
      await form.getByLabel(/^Website/).fill('https://harbourfront-plumbing.example');
      await form.getByLabel(/^Business postal code or ZIP/).fill('M5V 3L9');
      await form.getByLabel(/^Travel radius/).fill('25');
      await form.getByRole('checkbox', { name: 'Plumbing' }).check();
      await form
        .getByLabel(/^Description/)
        .fill('Licensed plumbers serving downtown Toronto: leaks, drains, water heaters.');
      await form.getByLabel(/^Year established/).fill('2009');
      await form.getByLabel(/^Licence number/).fill('ON-PL-48213');
      await form.getByLabel(/^Insurance provider/).fill('Intact Insurance');
      await form.getByLabel(/^Insurance policy expiry/).fill(`${new Date().getUTCFullYear() + 1}-06-30`);
      await form.getByRole('button', { name: 'Submit application' }).click();
      await contractor.waitForURL((url) => url.pathname === '/contractors/success');
      await contractor.getByText('Application received: it is under review.').waitFor();

      // Approved by an admin, over HTTP.
      const admin = new TestBrowser(app.baseUrl);
      await signIn(admin, { email: ADMIN });
      const queue = (await (
        await admin.request('/api/admin/contractors?status=pending')
      ).json()) as AdminContractorList;
      const applied = queue.items.find((item) => item.businessName === businessName);
      expect(applied, 'in the review queue').to.not.equal(undefined);
      const approved = await admin.request(`/api/admin/contractors/${applied!.id}/approve`, { method: 'POST' });
      expect(approved.status, await approved.clone().text()).to.equal(200);

      // Subscribes on the local provider's page.
      await contractor.goto(`${app.baseUrl}/contractor-dashboard`);
      await contractor.getByText('Not listed: subscribe to the contractor plan').waitFor();
      await contractor.getByRole('button', { name: 'Subscribe to the contractor plan' }).click();
      await contractor.waitForURL(/\/api\/local-payments\/checkout\//);
      await contractor.getByRole('button', { name: 'Pay', exact: true }).click();
      await contractor.waitForURL((url) => url.pathname === '/contractor-dashboard');
      await contractor.getByText('Listed in the directory').waitFor();

      // A homeowner nearby finds the plumber from Hire a Pro's address and asks for a quote.
      await signInInBrowser(customer, { email: `homeowner-${stamp}@example.com`, baseUrl: app.baseUrl });
      await customer.goto(`${app.baseUrl}/contractors?category=plumbing&region=CA`);
      const search = customer.getByRole('search');
      expect(await search.getByLabel('Category').inputValue()).to.equal('plumbing');
      await search.getByLabel(/^Postal code or ZIP/).fill('M4W 1A8');
      await search.getByRole('button', { name: 'Search' }).click();
      const found = card(customer, businessName);
      await found.waitFor();
      await found.getByText('Licensed', { exact: true }).waitFor();
      await found.getByText('Insured', { exact: true }).waitFor();
      // Not found from Vancouver.
      await search.getByLabel(/^Postal code or ZIP/).fill('V6B 1A1');
      await search.getByRole('button', { name: 'Search' }).click();
      await customer.getByText(/^\d+ pros? near V6B 1A1$/).waitFor();
      expect(await card(customer, businessName).count()).to.equal(0);
      await search.getByLabel(/^Postal code or ZIP/).fill('M4W 1A8');
      await search.getByRole('button', { name: 'Search' }).click();
      await found.waitFor();
      await found.getByRole('button', { name: 'Request a quote' }).click();
      const quote = customer.getByRole('form', { name: 'Request a quote' });
      await quote.getByLabel(/^Your name/).fill('Robin Homeowner');
      await quote.getByLabel(/^E-mail/).fill(`robin-${stamp}@example.com`);
      await quote.getByLabel(/^What needs doing/).fill('The kitchen faucet drips and the shut-off valve is seized.');
      await quote.getByLabel(/^Preferred timing/).selectOption('this-week');
      await quote.getByRole('button', { name: 'Send request' }).click();
      await customer.getByText('Your request was sent to 1 pro.').waitFor();

      // The plumber accepts it on the dashboard, with a reply.
      await contractor.reload();
      const lead = card(contractor, 'Robin Homeowner');
      await lead.waitFor();
      await lead.getByRole('button', { name: 'Show details' }).click();
      await lead.getByText("The customer's e-mail and phone are shown once you accept.").waitFor();
      await lead.getByText('Viewed', { exact: true }).waitFor();
      await lead.getByLabel(/^Reply to the customer/).fill('Happy to help: I can come Thursday morning.');
      await lead.getByRole('button', { name: 'Accept' }).click();
      await lead.getByText('Accepted', { exact: true }).waitFor();
      await lead.getByText(`robin-${stamp}@example.com`).waitFor();

      // The homeowner sees "Accepted" and the reply.
      await customer.goto(`${app.baseUrl}/contractor-requests`);
      const request = card(customer, businessName);
      await request.getByText('Accepted', { exact: true }).waitFor();
      await request.getByText('Happy to help: I can come Thursday morning.').waitFor();
    } finally {
      await Promise.all([contractor.context().close(), customer.context().close()]);
    }
  });
  it("shows the server's message next to each field of an application it refuses", async () => {
    const page = await chromium.newPage({ locale: 'en-CA' });
    try {
      await signInInBrowser(page, { email: `applicant-${Date.now()}@example.com`, baseUrl: app.baseUrl });
      await page.goto(`${app.baseUrl}/contractors/signup`);
      const form = page.getByRole('form', { name: 'Contractor Signup' });
      await form.getByLabel(/^Business postal code or ZIP/).fill('90210');
      await form.getByRole('button', { name: 'Submit application' }).click();
      await form.getByText('Please correct the fields marked above.').waitFor();
      await form.getByLabel(/^Business name/).waitFor();
      expect(await form.getByText('is required').count()).to.be.greaterThan(2);
      await form.getByText('must be a Canadian postal code like A1A 1A1').waitFor();
      expect(new URL(page.url()).pathname).to.equal('/contractors/signup');
    } finally {
      await page.context().close();
    }
  });

  it('sends a visitor who asks for a quote to sign in', async () => {
    const page = await chromium.newPage({ locale: 'en-CA' });
    try {
      await page.goto(`${app.baseUrl}/contractors?category=plumbing&region=CA&postalCode=M4W%201A8`);
      await page.getByText(/^\d+ pros? near M4W 1A8$/).waitFor();
      const quotes = page.getByRole('button', { name: 'Get quotes from up to 3 pros' });
      if ((await quotes.count()) === 0) return; // Nobody is listed when this test runs alone (the first test lists a plumber).
      await quotes.click();
      // The embedded sign-in provider's form.
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(new URL(page.url()).pathname).to.not.equal('/contractors');
    } finally {
      await page.context().close();
    }
  });
});
