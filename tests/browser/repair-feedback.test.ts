import { mkdir } from 'node:fs/promises';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { labelPhoto } from '../fixtures/repairs/media.js';
import { seriousAccessibilityViolations, signInInBrowser } from '../support/browser.js';
import { useBrowserPerFile } from '../support/browser-suite.js';
import { submitOnUploadCard } from '../support/browser-repairs.js';

const PHONE = { width: 375, height: 812 };
const ADMIN_EMAIL = 'fix-rates-admin@example.com';
/** Matches the knowledge base's single-handle (cartridge) faucet guide. */
const CARTRIDGE_FAUCET = 'My single handle faucet drips, the cartridge is worn';
const GUIDE_TITLE = 'Fix a dripping single-handle faucet by replacing the cartridge';
const SHOTS = '/tmp/shots-repair-feedback';

/** Issue 19: "Did this fix it?" answered on a phone under the steps, then counted on the admin dashboard. */
describe('"Did this fix it?" on the repair page and the admin dashboard (browser)', function () {
  this.timeout(120_000);
  let page: Page;
  let photo: Buffer;
  const suite = useBrowserPerFile({ env: { ADMIN_EMAILS: ADMIN_EMAIL } }, (fresh) => (page = fresh));
  before(async () => {
    photo = await labelPhoto();
    await mkdir(SHOTS, { recursive: true });
  });

  async function openRepairPage(): Promise<string> {
    await page.setViewportSize(PHONE);
    await page.goto(`${suite.app.baseUrl}/`);
    await signInInBrowser(page, { email: `feedback-${Date.now()}@example.com`, firstName: 'Sam', lastName: 'Rate' });
    await submitOnUploadCard(page, photo, CARTRIDGE_FAUCET);
    // The first upload of a server also starts its label reader.
    await page.waitForURL('**/repair/*', { timeout: 60_000 });
    return page.url();
  }

  it('takes the answer at 375 px under the follow-up questions, thanks the owner and lets them change it', async () => {
    const repairUrl = await openRepairPage();
    const card = page.getByRole('region', { name: 'Did this fix it?' });
    await card.waitFor();
    const answers = card.getByRole('radiogroup', { name: 'Did this fix it?' });
    expect(await answers.getByRole('radio').count()).to.equal(3);
    for (const name of ['Fixed', 'Partly', 'Not fixed']) {
      const box = (await answers
        .locator('label')
        .filter({ hasText: new RegExp(`^${name}$`) })
        .boundingBox())!;
      expect(box.height, `${name} is easy to tap`).to.be.at.least(44);
    }

    await answers.getByRole('radio', { name: 'Partly', exact: true }).check();
    await card.getByLabel('Anything to add? (optional)').fill('The drip slowed but did not stop.');
    await card.getByRole('button', { name: 'Send answer' }).click();
    await card.getByText('Thanks for telling us.').waitFor();
    expect(await card.getByText('Your answer: Partly').count()).to.equal(1);
    expect(await card.getByText('You added: The drip slowed but did not stop.').count()).to.equal(1);

    const followUps = page.getByRole('region', { name: 'Follow-up questions' });
    const [followUpsBox, cardBox] = [(await followUps.boundingBox())!, (await card.boundingBox())!];
    expect(cardBox.y, 'the question comes after the follow-up questions').to.be.greaterThan(followUpsBox.y);
    expect(await page.evaluate('document.documentElement.scrollWidth')).to.equal(PHONE.width);
    await card.screenshot({ path: `${SHOTS}/thank-you-375.png` });
    expect(await seriousAccessibilityViolations(page)).to.deep.equal([]);

    await card.getByRole('button', { name: 'Change answer' }).click();
    expect(await answers.getByRole('radio', { name: 'Partly', exact: true }).isChecked()).to.equal(true);
    await answers.getByRole('radio', { name: 'Fixed', exact: true }).check();
    await card.getByRole('button', { name: 'Send answer' }).click();
    await card.getByText('Your answer: Fixed').waitFor();

    // The e-mail's link: the answer it names is chosen, waiting to be sent, and the page scrolls to the question.
    await page.goto(`${repairUrl}?answer=not_fixed#did-it-fix`);
    await card.waitFor();
    expect(await answers.getByRole('radio', { name: 'Not fixed', exact: true }).isChecked()).to.equal(true);
    // Scrolled to, and its heading not under the sticky header and section chips.
    await page.waitForFunction(() => {
      const heading = document.querySelector('#did-it-fix h2');
      const box = heading?.getBoundingClientRect();
      if (!heading || !box || box.top < 0 || box.bottom > window.innerHeight) return false;
      return heading.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
    });
    await page.screenshot({ path: `${SHOTS}/from-email-375.png` });
    // Not sent until the owner presses: the standing answer is still Fixed.
    await page.reload();
    await card.getByRole('button', { name: 'Keep my answer' }).click();
    await card.getByText('Your answer: Fixed').waitFor();
  });

  it("shows the answer counted on the admin dashboard's fix rates, at 375 px", async () => {
    await page.setViewportSize(PHONE);
    await signInInBrowser(page, { email: ADMIN_EMAIL, baseUrl: suite.app.baseUrl });
    await page.goto(`${suite.app.baseUrl}/admin`);
    await page.getByRole('heading', { level: 2, name: 'Overview', exact: true }).waitFor({ timeout: 30_000 });
    const fixRates = page.getByRole('region', { name: 'Did it fix it? Fix rate' });
    await fixRates.waitFor();
    await fixRates.getByText(/Fixed counts 1, partly 0\.5, not fixed 0\. Fewer than 3 answers are too few/).waitFor();
    const guide = fixRates.getByRole('listitem').filter({ hasText: GUIDE_TITLE });
    expect(await guide.innerText()).to.match(/Too few to judge\s+1 answer: 1 fixed, 0 partly, 0 not fixed/);
    const plumbing = fixRates.getByRole('listitem').filter({ hasText: /^Plumbing/ });
    expect(await plumbing.innerText()).to.contain('1 answer: 1 fixed, 0 partly, 0 not fixed');
    expect(await page.evaluate('document.documentElement.scrollWidth')).to.equal(PHONE.width);
    await fixRates.screenshot({ path: `${SHOTS}/admin-fix-rates-375.png` });
  });
});
