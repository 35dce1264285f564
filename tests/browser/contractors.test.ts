import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import type { AdminContractorList, ContractorApplication, MyContractorProfile } from '../../src/api-contract.js';
import { LOGO_MESSAGES } from '../../src/modules/contractors/contract.js';
import { apply, json, listedContractor, startContractorsApp } from '../integration/contractors/support.js';
import { seriousAccessibilityViolations, signInInBrowser } from '../support/browser.js';
import { useBrowserPerFile } from '../support/browser-suite.js';

/**
 * The contractors screens (issue 6) on the embedded providers. Each test makes the people and listings it
 * needs (over HTTP where the screen is not the subject), so any one of them runs alone.
 */
describe('contractors screens in the shell (browser)', function () {
  this.timeout(120_000);

  const suite = useBrowserPerFile(startContractorsApp);

  const card = (page: Page, heading: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

  /** A page signed in as `email` (someone the HTTP side made, or a new person). */
  const pageFor = async (email: string) => {
    const page = await suite.browser.newPage({ locale: 'en-CA' });
    await signInInBrowser(page, { email, baseUrl: suite.app.baseUrl });
    return page;
  };

  /** A plumber near Toronto, applied, approved and paying, with a name of its own; and their signed-in page. */
  const listedPlumber = async (overrides: Partial<ContractorApplication> = {}) => {
    const businessName = `Harbourfront Plumbing ${Date.now()}`;
    const { browser, profile } = await listedContractor(suite.app, { businessName, ...overrides });
    return { http: browser, profile, businessName, page: await pageFor(browser.email) };
  };

  /** The directory as a visitor sees it from a postal code a few km from the plumber. */
  const directory = async (page: Page) => {
    await page.goto(`${suite.app.baseUrl}/contractors?category=plumbing&postalCode=M4W%201A8`);
    await page.getByText(/^\d+ pros? near M4W 1A8$/).waitFor();
  };

  const fillApplication = async (form: Locator, businessName: string, email: string) => {
    await form.getByLabel(/^Business name/).fill(businessName);
    await form.getByLabel(/^Contact name/).fill("Dana O'Neil");
    await form.getByLabel(/^E-mail/).fill(email);
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
  };

  const png = (background: string) =>
    sharp({ create: { width: 96, height: 96, channels: 3, background } })
      .png()
      .toBuffer();

  it('applies, is approved, subscribes, is found nearby (not far away), receives a quote request and accepts it; the customer sees "Accepted"', async () => {
    const stamp = Date.now();
    const businessName = `Harbourfront Plumbing ${stamp}`;
    const contractor = await pageFor(`plumber-${stamp}@example.com`);
    const customer = await pageFor(`homeowner-${stamp}@example.com`);
    try {
      await contractor.goto(`${suite.app.baseUrl}/contractors/signup`);
      const form = contractor.getByRole('form', { name: 'Contractor Signup' });
      await fillApplication(form, businessName, `dana-${stamp}@harbourfront.example`);
      await form.getByRole('button', { name: 'Submit application' }).click();
      await contractor.waitForURL((url) => url.pathname === '/contractors/success');
      await contractor.getByText('Application received: it is under review.').waitFor();

      // Approved by an admin, over HTTP.
      const admin = await suite.app.admin();
      const queue = await json<AdminContractorList>(await admin.request('/api/admin/contractors?status=pending'));
      const applied = queue.items.find((item) => item.businessName === businessName);
      expect(applied, 'in the review queue').to.not.equal(undefined);
      await json(await admin.request(`/api/admin/contractors/${applied!.id}/approve`, { method: 'POST' }));

      // Subscribes on the local provider's page.
      await contractor.goto(`${suite.app.baseUrl}/contractor-dashboard`);
      await contractor.getByText('Not listed: subscribe to the contractor plan').waitFor();
      await contractor.getByRole('button', { name: 'Subscribe to the contractor plan' }).click();
      await contractor.waitForURL(/\/api\/local-payments\/checkout\//);
      await contractor.getByRole('button', { name: 'Pay', exact: true }).click();
      await contractor.waitForURL((url) => url.pathname === '/contractor-dashboard');
      await contractor.getByText('Listed in the directory').waitFor();

      // A homeowner nearby finds the plumber from Hire a Pro's address and asks for a quote.
      await customer.goto(`${suite.app.baseUrl}/contractors?category=plumbing&region=CA`);
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
      await customer.goto(`${suite.app.baseUrl}/contractor-requests`);
      const request = card(customer, businessName);
      await request.getByText('Accepted', { exact: true }).waitFor();
      await request.getByText('Happy to help: I can come Thursday morning.').waitFor();
    } finally {
      await Promise.all([contractor.context().close(), customer.context().close()]);
    }
  });

  it("shows the server's message next to each field it refuses, and checks a logo the way the server does", async () => {
    const page = await pageFor(`applicant-${Date.now()}@example.com`);
    try {
      await page.goto(`${suite.app.baseUrl}/contractors/signup`);
      const form = page.getByRole('form', { name: 'Contractor Signup' });
      await fillApplication(form, 'Harbourfront Plumbing', 'dana@harbourfront.example');
      await form.getByLabel(/^Phone/).fill('555-0199');
      await form.getByLabel(/^Website/).fill('http://harbourfront.example');
      await form.getByLabel(/^Business postal code or ZIP/).fill('90210');
      await form.getByLabel(/^Description/).fill('Too short');
      await form.getByLabel(/^Insurance policy expiry/).fill('2001-01-01');
      await form.getByLabel(/^GST\/HST number/).fill('12345');
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/contractor/application'));
      await form.getByRole('button', { name: 'Submit application' }).click();
      const refusal = (await (await answered).json()) as { fieldErrors: Record<string, string> };
      await form.getByText('Please correct the fields marked above.').waitFor();

      const labels: Record<string, RegExp> = {
        phone: /^Phone/,
        website: /^Website/,
        postalCode: /^Business postal code or ZIP/,
        description: /^Description/,
        insuranceExpiresOn: /^Insurance policy expiry/,
        gstHstNumber: /^GST\/HST number/,
      };
      expect(Object.keys(refusal.fieldErrors).sort()).to.deep.equal(Object.keys(labels).sort());
      for (const [field, label] of Object.entries(labels)) {
        const input = form.getByLabel(label);
        expect(await input.getAttribute('aria-invalid'), field).to.equal('true');
        const describedBy = await input.getAttribute('aria-describedby');
        expect(await page.locator(`#${describedBy}`).textContent(), field).to.equal(refusal.fieldErrors[field]);
      }
      await form.getByText('must be a Canadian postal code like A1A 1A1').waitFor();
      expect(new URL(page.url()).pathname).to.equal('/contractors/signup');

      // A GST/HST number typed before choosing the United States is not sent with a US application.
      await form.getByLabel(/^Country/).selectOption('US');
      expect(await form.getByLabel(/^GST\/HST number/).count()).to.equal(0);

      // The logo: the form refuses what the server would, in the server's words.
      const logo = form.getByLabel(/^Logo/);
      await logo.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await form.getByText(LOGO_MESSAGES.invalidType, { exact: true }).waitFor();
      await logo.setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
      });
      await form.getByText(LOGO_MESSAGES.tooLarge, { exact: true }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('says so, with the way to the dashboard, when the server answers that the person applied already', async () => {
    const http = await suite.app.signedIn('twice');
    const page = await pageFor(http.email);
    try {
      await page.goto(`${suite.app.baseUrl}/contractors/signup`);
      const form = page.getByRole('form', { name: 'Contractor Signup' });
      await form.waitFor();
      // Applied meanwhile, in another tab.
      await apply(http, { email: 'twice@biz.example' });
      await fillApplication(form, 'Harbourfront Plumbing', 'twice@biz.example');
      await form.getByRole('button', { name: 'Submit application' }).click();
      await form.getByText('You have applied already.').waitFor();
      await form.getByRole('link', { name: 'Open your contractor dashboard' }).click();
      await page.waitForURL((url) => url.pathname === '/contractor-dashboard');
      await page.getByTestId('application-status').getByText('Under review').waitFor();

      // Coming back to the signup page, it says so at once.
      await page.goto(`${suite.app.baseUrl}/contractors/signup`);
      await page.getByText('You have applied already.').waitFor();
      expect(await page.getByRole('form', { name: 'Contractor Signup' }).count()).to.equal(0);
    } finally {
      await page.context().close();
    }
  });

  it('shows a rejection and its reason until the applicant sends a corrected application, which the admin queue sees again', async () => {
    const http = await suite.app.signedIn('rejected');
    const businessName = `Rosedale Drains ${Date.now()}`;
    const first = await apply(http, { businessName, email: 'rejected@biz.example', licenceNumber: null });
    const admin = await suite.app.admin();
    const reason = 'Plumbing in Ontario needs a licence number: please add yours.';
    await json(await admin.json(`/api/admin/contractors/${first.id}/reject`, 'POST', { reason }));
    const page = await pageFor(http.email);
    try {
      await page.goto(`${suite.app.baseUrl}/contractor-dashboard`);
      await page.getByTestId('application-status').getByText('Rejected').waitFor();
      await page.getByText(`The reason: ${reason}`).waitFor();
      await page.getByRole('link', { name: 'Correct your application and apply again' }).click();

      await page.waitForURL((url) => url.pathname === '/contractors/signup');
      expect(await page.getByTestId('rejection-reason').textContent()).to.equal(`The reason: ${reason}`);
      const form = page.getByRole('form', { name: 'Contractor Signup' });
      expect(await form.getByLabel(/^Business name/).inputValue(), 'the rejected application, to correct').to.equal(
        businessName,
      );
      await form.getByLabel(/^Licence number/).fill('ON-PL-12345');
      await form.getByRole('button', { name: 'Send the corrected application' }).click();
      await page.waitForURL((url) => url.pathname === '/contractors/success');

      await page.goto(`${suite.app.baseUrl}/contractor-dashboard`);
      await page.getByTestId('application-status').getByText('Under review').waitFor();
      expect(await page.getByText(`The reason: ${reason}`).count(), 'the reason is gone').to.equal(0);
      const queue = await json<AdminContractorList>(await admin.request('/api/admin/contractors?status=pending'));
      expect(queue.items.map((item) => item.id)).to.include(first.id);
      const mine = await json<MyContractorProfile>(await http.request('/api/contractor/profile'));
      expect(mine.application.licenceNumber).to.equal('ON-PL-12345');
    } finally {
      await page.context().close();
    }
  });

  it('takes a lapsed listing out of the directory, says why on the dashboard, and lists it again once renewed', async () => {
    const { page, businessName } = await listedPlumber();
    const visitor = await suite.browser.newPage({ locale: 'en-CA' });
    try {
      await directory(visitor);
      await card(visitor, businessName).waitFor();

      // The next payment fails, on the local provider's account page (the customer portal's stand-in).
      await page.goto(`${suite.app.baseUrl}/api/billing-portal`);
      await page.getByRole('button', { name: 'Fail next payment (test)' }).click();
      await page
        .getByText(/past due/)
        .first()
        .waitFor();

      await page.goto(`${suite.app.baseUrl}/contractor-dashboard`);
      await page.getByTestId('listing-state').getByText('Not listed: subscribe to the contractor plan').waitFor();
      await page.getByTestId('subscription-status').getByText('Payment failed').waitFor();
      await page.getByText('Your last payment failed, so customers no longer find you').waitFor();
      await directory(visitor);
      expect(await card(visitor, businessName).count()).to.equal(0);

      // Paid in the portal: listed again.
      await page.getByRole('link', { name: 'Update your payment method' }).click();
      await page.getByRole('button', { name: 'Start next period (test)' }).click();
      await page
        .getByText(/: active/)
        .first()
        .waitFor();
      await page.goto(`${suite.app.baseUrl}/contractor-dashboard`);
      await page.getByTestId('listing-state').getByText('Listed in the directory').waitFor();
      await directory(visitor);
      await card(visitor, businessName).waitFor();

      // Cancelled: out again, and renewed from the dashboard through a new checkout.
      await page.goto(`${suite.app.baseUrl}/api/billing-portal`);
      await page.getByRole('button', { name: 'Cancel subscription' }).click();
      await page.goto(`${suite.app.baseUrl}/contractor-dashboard`);
      await page.getByTestId('subscription-status').getByText('Cancelled').waitFor();
      await page.getByText('Your contractor plan was cancelled, so customers no longer find you').waitFor();
      await directory(visitor);
      expect(await card(visitor, businessName).count()).to.equal(0);
      await page.getByRole('button', { name: 'Renew the contractor plan' }).click();
      await page.waitForURL(/\/api\/local-payments\/checkout\//);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/contractor-dashboard');
      await page.getByText('Listed in the directory').waitFor();
      await directory(visitor);
      await card(visitor, businessName).waitFor();
    } finally {
      await Promise.all([page.context().close(), visitor.context().close()]);
    }
  });

  it("writes the plan's renewal date and the dashboard's labels in the page's language", async () => {
    const { page, profile } = await listedPlumber();
    const renewal = new Date(profile.subscription.currentPeriodEnd!);
    const longDate = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(renewal);
    const plan = page.getByTestId('subscription-status').locator('..');
    await page.goto(`${suite.app.baseUrl}/contractor-dashboard`);
    await page.getByTestId('subscription-status').getByText('Active').waitFor();
    expect(await plan.textContent()).to.equal(`Contractor plan: Active · renews ${longDate('en-CA')}`);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^FR/ }).click();
    await page.getByTestId('subscription-status').getByText('Actif').waitFor();
    // French puts a no-break space before the colon; the date reads "30 juillet 2025".
    expect(await plan.textContent()).to.equal(
      `Forfait entrepreneur\u00a0: Actif · renouvellement le ${longDate('fr-CA')}`,
    );
  });

  it('pauses the listing (out of the directory) and resumes it', async () => {
    const { page, businessName } = await listedPlumber();
    const visitor = await suite.browser.newPage({ locale: 'en-CA' });
    try {
      await page.goto(`${suite.app.baseUrl}/contractor-dashboard`);
      await page.getByRole('button', { name: 'Pause listing' }).click();
      await page.getByTestId('listing-state').getByText('Not listed: paused').waitFor();
      await page.getByText('Your listing is paused').waitFor();
      await page.getByTestId('subscription-status').getByText('Active').waitFor();
      await directory(visitor);
      expect(await card(visitor, businessName).count()).to.equal(0);

      await page.getByRole('button', { name: 'Resume listing' }).click();
      await page.getByTestId('listing-state').getByText('Listed in the directory').waitFor();
      await directory(visitor);
      await card(visitor, businessName).waitFor();
    } finally {
      await Promise.all([page.context().close(), visitor.context().close()]);
    }
  });

  it('edits the profile and replaces the logo: the directory card shows them once an admin approves; a new business name goes back to review', async () => {
    const { page, businessName, profile } = await listedPlumber();
    const visitor = await suite.browser.newPage({ locale: 'en-CA' });
    try {
      await page.goto(`${suite.app.baseUrl}/contractor-dashboard`);
      await page.getByText('No logo yet.').waitFor();
      await page
        .getByLabel(/^Add a logo/)
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png('#1d4ed8') });
      // Listed already: the new logo waits for review beside the editor, and the dashboard says so.
      const pending = page.getByTestId('pending-changes');
      await pending.getByText('Your changes to your logo are waiting for review.').waitFor();
      await page.getByText('Your new logo, waiting for review').waitFor();

      await page.getByRole('button', { name: 'Edit profile' }).click();
      const form = page.getByRole('form', { name: 'Your public profile' });
      expect(await form.getByLabel(/^Business name/).inputValue()).to.equal(businessName);
      expect(await form.getByLabel(/^Country/).isDisabled(), 'the country stays once approved').to.equal(true);
      const description = 'Family plumbers for Rosedale and downtown: leaks, drains, water heaters, same-day.';
      await form.getByLabel(/^Description/).fill(description);
      await form.getByRole('button', { name: 'Save changes' }).click();
      await form.getByText('Your changes are saved.').waitFor();
      await pending.getByText('Your changes to your description and your logo are waiting for review.').waitFor();
      await pending.getByText(profile.application.description).waitFor();
      await page.getByTestId('listing-state').getByText('Listed in the directory').waitFor();
      expect(await seriousAccessibilityViolations(page)).to.deep.equal([]);

      // The directory keeps what was reviewed until an admin approves the changes.
      await directory(visitor);
      await card(visitor, businessName).getByText(profile.application.description).waitFor();
      expect(await card(visitor, businessName).getByText(description).count()).to.equal(0);
      await json(
        await (
          await suite.app.admin()
        ).request(`/api/admin/contractors/${profile.id}/changes/approve`, { method: 'POST' }),
      );
      await page.reload();
      const logo = page.getByRole('img', { name: 'Your logo' });
      await logo.waitFor();
      expect(await pending.count(), 'nothing waits any more').to.equal(0);
      const firstLogo = await logo.getAttribute('src');
      await directory(visitor);
      const listed = card(visitor, businessName);
      await listed.getByText(description).waitFor();
      expect(await listed.locator('img').getAttribute('src')).to.equal(firstLogo);
      expect((await visitor.request.get(`${suite.app.baseUrl}${firstLogo}`)).status()).to.equal(200);

      // A new name is checked by the team again: saved, unlisted until approved.
      await page.getByRole('button', { name: 'Edit profile' }).click();
      await form.getByLabel(/^Business name/).fill(`${businessName} Ltd.`);
      await form.getByRole('button', { name: 'Save changes' }).click();
      await form.getByText('Your changes are saved and under review').waitFor();
      await page.getByTestId('listing-state').getByText('Not listed: awaiting approval').waitFor();
      await directory(visitor);
      expect(await card(visitor, `${businessName} Ltd.`).count()).to.equal(0);
      const queue = await json<AdminContractorList>(
        await (await suite.app.admin()).request('/api/admin/contractors?status=pending'),
      );
      expect(queue.items.map((item) => item.id)).to.include(profile.id);
    } finally {
      await Promise.all([page.context().close(), visitor.context().close()]);
    }
  });

  it('sends a visitor who asks for a quote to sign in', async () => {
    const { page: contractor } = await listedPlumber();
    await contractor.context().close();
    const page = await suite.browser.newPage({ locale: 'en-CA' });
    try {
      await directory(page);
      await page.getByRole('button', { name: 'Get quotes from up to 3 pros' }).click();
      // The embedded sign-in provider's form.
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(new URL(page.url()).pathname).to.not.equal('/contractors');
    } finally {
      await page.context().close();
    }
  });

  it('fits the five screens in a phone 375 px wide: no sideways scrolling, every button within reach', async () => {
    const { page: contractor, profile } = await listedPlumber();
    const customer = await suite.app.signedIn('phone');
    await json(
      await customer.json('/api/leads', 'POST', {
        contractorId: profile.id,
        customerName: 'Robin Homeowner',
        email: 'robin@example.com',
        postalCode: 'M4W 1A8',
        description: 'The kitchen faucet drips and the shut-off valve is seized; https://example.com/photos/faucet',
        preferredTiming: 'this-week',
      }),
      201,
    );
    const phone = { width: 375, height: 740 };
    await contractor.setViewportSize(phone);
    const person = await pageFor(customer.email);
    await person.setViewportSize(phone);
    const fits = async (page: Page, screen: string) => {
      const { scrollWidth, innerWidth, outside } = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement!.scrollWidth,
        innerWidth: window.innerWidth,
        outside: [...document.querySelectorAll('button, a, input, select, textarea')]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && (box.left < 0 || box.right > window.innerWidth);
          })
          .map((element) => element.outerHTML.slice(0, 120)),
      }));
      expect(scrollWidth, `${screen}: page width`).to.be.at.most(innerWidth);
      expect(outside, `${screen}: controls out of reach`).to.deep.equal([]);
    };
    try {
      await directory(person);
      await card(person, profile.application.businessName).waitFor();
      await fits(person, '/contractors');
      await card(person, profile.application.businessName).getByRole('button', { name: 'Request a quote' }).click();
      await person.getByRole('form', { name: 'Request a quote' }).waitFor();
      await fits(person, '/contractors with the quote form');

      await person.goto(`${suite.app.baseUrl}/contractors/signup`);
      await person.getByRole('form', { name: 'Contractor Signup' }).waitFor();
      await fits(person, '/contractors/signup');
      await person.goto(`${suite.app.baseUrl}/contractors/success`);
      await person.getByText('Application received: it is under review.').waitFor();
      await fits(person, '/contractors/success');
      await person.goto(`${suite.app.baseUrl}/contractor-requests`);
      await card(person, profile.application.businessName).waitFor();
      await fits(person, '/contractor-requests');

      await contractor.goto(`${suite.app.baseUrl}/contractor-dashboard`);
      await card(contractor, 'Robin Homeowner').waitFor();
      await contractor.getByRole('button', { name: 'Edit profile' }).click();
      await contractor.getByRole('form', { name: 'Your public profile' }).waitFor();
      await fits(contractor, '/contractor-dashboard');
    } finally {
      await Promise.all([contractor.context().close(), person.context().close()]);
    }
  });
});
