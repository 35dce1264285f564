import { expect } from 'chai';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { MyContractorProfile, RegionPrices } from '../../src/api-contract.js';
import { ADMIN, apply, json, startContractorsApp } from '../integration/contractors/support.js';
import { seriousAccessibilityViolations, signInInBrowser } from '../support/browser.js';
import { useBrowserPerFile } from '../support/browser-suite.js';

/**
 * The admin console's Pricing and Contractors sections (issue 8) over the real APIs: an admin edits a price
 * and the public pricing page follows; reviews applications made over HTTP; unlists a contractor.
 */
describe('admin console: pricing and contractors sections (browser)', function () {
  this.timeout(120_000);
  let page: Page;

  const suite = useBrowserPerFile(startContractorsApp);

  /** The admin, signed in, in a browser that the shell places in `locale`'s region. */
  async function adminPage(locale = 'en-CA') {
    page = await suite.browser.newPage({ locale });
    await signInInBrowser(page, { email: ADMIN, baseUrl: suite.app.baseUrl });
    return page;
  }

  const sectionHeading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
  const status = (text: string) => page.getByRole('status').filter({ hasText: text });

  describe('Pricing', () => {
    const usRepairPrice = () => page.getByRole('textbox', { name: 'Pay per Repair, United States, in USD' });
    const saveUs = () => page.getByRole('button', { name: 'Save US prices' });

    it('refuses a bad price in the form, saves a good one with who and when, and the public pricing page shows it', async () => {
      await adminPage('en-US');
      const puts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PUT') puts.push(request.url());
      });
      await page.goto(`${suite.app.baseUrl}/admin/pricing`);
      await sectionHeading('Pricing').waitFor();
      expect(await usRepairPrice().inputValue()).to.equal('4.00');
      await page
        .getByRole('row', { name: /^Canada/ })
        .getByText('Launch prices, not changed since')
        .waitFor();

      await usRepairPrice().fill('4.5.0');
      await usRepairPrice().blur();
      await page.getByText('Enter an amount in dollars and cents, like 4.99.').waitFor();
      expect(await usRepairPrice().getAttribute('aria-invalid')).to.equal('true');

      await usRepairPrice().fill('0.10');
      await saveUs().click();
      await page.getByText('Enter an amount from $0.50 to $1,000.00.').waitFor();
      expect(puts, 'nothing is sent while a price is wrong').to.deep.equal([]);

      await usRepairPrice().fill('6');
      await saveUs().click();
      // New prices go live at once: the admin confirms them first (issue 21).
      await page
        .getByRole('dialog', { name: 'Put new United States prices live?' })
        .getByRole('button', { name: 'Put prices live' })
        .click();
      await status('United States prices saved. The public pricing page shows them now.').waitFor();
      expect(puts).to.deep.equal([`${suite.app.baseUrl}/api/admin/pricing/US`]);
      expect(await usRepairPrice().inputValue()).to.equal('6.00');
      await page
        .getByRole('row', { name: /^United States/ })
        .getByText(new RegExp(`^Last changed by ${ADMIN} on `))
        .waitFor();
      expect(await seriousAccessibilityViolations(page)).to.deep.equal([]);

      const publicPrices = await json<RegionPrices>(await fetch(`${suite.app.baseUrl}/api/pricing?region=US`));
      expect(publicPrices).to.include({ payPerRepair: 600, basicPlan: 900, unlimitedPlan: 1800, contractorPlan: 700 });

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
      await page.getByRole('heading', { level: 1, name: 'Pricing', exact: true }).waitFor();
      await page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2, name: 'Pay per Repair', exact: true }) })
        .getByText('$6 USD per repair')
        .waitFor();
    });
  });

  describe('Pricing in French', () => {
    const caUnlimited = () => page.getByRole('textbox', { name: 'Forfait illimité (mois), Canada, en CAD' });

    afterEach(async () => {
      // The choice is kept on the admin's account: the other tests read the console in English. (The footer's
      // switch: a French admin's navigation row is folded at 1280 px.)
      await page.locator('footer').getByRole('button', { name: 'Show the site in English' }).click();
      await sectionHeading('Pricing').waitFor();
    });

    it('shows amounts with a decimal comma, refuses a point and saves "24,99"', async () => {
      await adminPage('en-CA');
      await page.goto(`${suite.app.baseUrl}/admin/pricing`);
      await sectionHeading('Pricing').waitFor();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^FR/ }).click();
      await sectionHeading('Tarifs').waitFor();
      expect(await caUnlimited().inputValue()).to.equal('24,00');

      await caUnlimited().fill('24.99');
      await caUnlimited().blur();
      await page.getByText('Entrez un montant en dollars et en cents, comme 4,99.').waitFor();

      await caUnlimited().fill('24,99');
      await page.getByRole('button', { name: 'Enregistrer les prix (CA)' }).click();
      const confirm = page.getByRole('dialog', { name: 'Mettre en vigueur les nouveaux prix (Canada)?' });
      await confirm.getByText(/^Forfait illimité \(mois\)\s:\s24,00\s\$\sCAD → 24,99\s\$\sCAD$/).waitFor();
      await confirm.getByRole('button', { name: 'Mettre les prix en vigueur' }).click();
      await status('Prix enregistrés (Canada).').waitFor();
      expect(await caUnlimited().inputValue()).to.equal('24,99');
      const publicPrices = await json<RegionPrices>(await fetch(`${suite.app.baseUrl}/api/pricing?region=CA`));
      expect(publicPrices.unlimitedPlan).to.equal(2499);
    });
  });

  describe('Contractors', () => {
    /** Someone applies over HTTP (the shell's form is tested elsewhere); the business name is unique to the run. */
    async function applicant(businessName: string, withLogo = false) {
      const http = await suite.app.signedIn('applicant');
      const profile = await apply(http, { businessName, email: `${http.email.split('@')[0]}@biz.example` });
      if (withLogo) {
        const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1d4ed8' } })
          .png()
          .toBuffer();
        const form = new FormData();
        form.append('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
        await json(await http.request('/api/contractor/logo', { method: 'PUT', body: form }));
      }
      return { http, profile };
    }

    const statusOf = async (http: Awaited<ReturnType<typeof applicant>>['http']) =>
      json<MyContractorProfile>(await http.request('/api/contractor/profile'));

    const businessLinks = () => page.getByRole('table', { name: 'Contractors and applications' }).getByRole('link');
    const reasonDialog = (name: string) => page.getByRole('dialog', { name });

    it('approves the oldest application in the queue, rejects another with a reason, then unlists the approved contractor', async () => {
      const stamp = Date.now();
      const first = `Harbourfront Plumbing ${stamp}`;
      const second = `Leaside Electric ${stamp}`;
      const approved = await applicant(first, true);
      const rejected = await applicant(second);

      await adminPage();
      await page.goto(`${suite.app.baseUrl}/admin/contractors`);
      await sectionHeading('Contractors').waitFor();
      expect(await page.getByLabel('Status').inputValue()).to.equal('pending');
      await page.getByRole('searchbox', { name: 'Search' }).fill(String(stamp));
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByText('1–2 of 2').waitFor();
      expect(await businessLinks().allInnerTexts(), 'the queue is oldest first').to.deep.equal([first, second]);

      // The first application, in full, and approved.
      await businessLinks().filter({ hasText: first }).click();
      await sectionHeading(first).waitFor();
      expect(new URL(page.url()).pathname).to.equal(`/admin/contractors/${approved.profile.id}`);
      for (const fact of ['Within 25 km of M5V 3L9', 'ON-PL-48213', 'Intact Insurance', '(416) 555-0199']) {
        await page.getByText(fact, { exact: true }).waitFor();
      }
      const logo = page.getByRole('img', { name: `Logo of ${first}` });
      await logo.waitFor();
      expect(await logo.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth))).to.equal(
        64,
      );
      expect(await seriousAccessibilityViolations(page)).to.deep.equal([]);

      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      await status('Approved. The contractor has been told by e-mail.').waitFor();
      await page.getByText('Not listed: the contractor plan is not active').waitFor();
      await page.getByText(new RegExp(` by ${ADMIN}$`)).waitFor();
      expect((await statusOf(approved.http)).status).to.equal('approved');

      // Back to the queue, as it was filtered: only the second application waits.
      await page.getByRole('link', { name: '← All contractors' }).click();
      await page.getByText('1–1 of 1').waitFor();
      expect(await businessLinks().allInnerTexts()).to.deep.equal([second]);

      // The second is rejected, and only with a reason.
      await businessLinks().click();
      await sectionHeading(second).waitFor();
      await page.getByRole('button', { name: 'Reject…' }).click();
      const rejectDialog = reasonDialog(`Reject ${second}`);
      await rejectDialog.getByRole('button', { name: 'Reject application' }).click();
      await rejectDialog
        .getByText('Say why in a few words (at least 5 characters): the contractor reads it.')
        .waitFor();
      const reason = 'Your insurance certificate could not be verified.';
      await rejectDialog.getByLabel('Reason').fill(reason);
      await rejectDialog.getByRole('button', { name: 'Reject application' }).click();
      await status('Rejected. The applicant has been e-mailed the reason.').waitFor();
      expect(await rejectDialog.isVisible()).to.equal(false);
      await page.getByText(reason, { exact: true }).waitFor();
      const decided = await statusOf(rejected.http);
      expect(decided).to.include({ status: 'rejected', statusReason: reason });
      const mail = await suite.app.mailTo(rejected.profile.application.email);
      expect(mail.some((message) => message.text.includes(reason))).to.equal(true);

      // The approved contractor, found under Approved, is unlisted with a reason.
      await page.getByRole('link', { name: '← All contractors' }).click();
      await page.getByLabel('Status').selectOption('approved');
      await businessLinks().filter({ hasText: first }).click();
      await sectionHeading(first).waitFor();
      await page.getByRole('button', { name: 'Unlist…' }).click();
      const unlistDialog = reasonDialog(`Unlist ${first}`);
      await unlistDialog.getByLabel('Reason').fill('Several customers reported no-shows.');
      await unlistDialog.getByRole('button', { name: 'Unlist contractor' }).click();
      await status('Unlisted: out of the directory. The contractor has been e-mailed the reason.').waitFor();
      await page.getByText('Not listed: unlisted by an admin').waitFor();
      await page.getByRole('button', { name: 'List again' }).waitFor();
      expect(await statusOf(approved.http)).to.include({
        status: 'suspended',
        statusReason: 'Several customers reported no-shows.',
      });
    });
  });
});
