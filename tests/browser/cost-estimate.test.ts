import { mkdir } from 'node:fs/promises';
import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { labelPhoto } from '../fixtures/repairs/media.js';
import {
  COST_GUIDE_PRICES,
  PRICED_TOILET,
  UNPRICED_DISHWASHER,
  usePricedGuides,
} from '../fixtures/repairs/priced-guides.js';
import { listedContractor, startContractorsApp } from '../integration/contractors/support.js';
import { seriousAccessibilityViolations, signInInBrowser } from '../support/browser.js';
import { submitOnUploadCard } from '../support/browser-repairs.js';
import { useBrowserPerFile } from '../support/browser-suite.js';

const SHOTS = '/tmp/shots-cost-estimate';
const PHONE = { width: 375, height: 812 };

/** Issue 19: what the repair will cost, on a phone, in the currency of the person's region; and in a quote request. */
describe('the cost panel of the repair page (browser)', function () {
  this.timeout(120_000);
  let photo: Buffer;
  let page: Page;
  let people = 0;

  const guides = usePricedGuides(COST_GUIDE_PRICES);
  const suite = useBrowserPerFile(() =>
    startContractorsApp({ env: { REPAIR_GUIDES_DIR: guides.folder, FREE_FIX_ACCOUNTS_PER_DEVICE: '100' } }),
  );
  before(async () => {
    await mkdir(SHOTS, { recursive: true });
    photo = await labelPhoto(['']);
  });

  /** Signed in from a browser the shell places in the locale's region, a repair uploaded from the card. */
  async function repairPage(locale: 'en-CA' | 'en-US', description: string): Promise<void> {
    page = await suite.browser.newPage({ viewport: PHONE, locale });
    await page.goto(`${suite.app.baseUrl}/`);
    await signInInBrowser(page, {
      email: `cost-${++people}-${Date.now()}@example.com`,
      firstName: 'Sam',
      lastName: 'Cost',
    });
    await submitOnUploadCard(page, photo, description);
    await page.waitForURL('**/repair/*');
    // The cookie banner answered, so that it covers nothing in the screenshots.
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
  }

  const costPanel = () => page.getByRole('region', { name: 'What it will cost' });
  const textOf = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ');

  /** The cost panel of a repair page opened as `repairPage` does, once it is on screen, and its text. */
  async function shownCostPanel(locale: 'en-CA' | 'en-US', description: string) {
    await repairPage(locale, description);
    const panel = costPanel();
    await panel.waitFor();
    return { panel, text: await textOf(panel) };
  }

  async function checkPhoneLayout(shot: string): Promise<void> {
    expect(await page.evaluate('document.documentElement.scrollWidth')).to.equal(PHONE.width);
    expect(await seriousAccessibilityViolations(page)).to.deep.equal([]);
    // From the top of the page, so that neither the sticky chips nor the header lie over the panel.
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = (await costPanel().boundingBox())!;
    await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true, clip: box });
  }

  it('shows a Canadian the estimates in CAD, written the Canadian way, with the saving', async () => {
    const { panel, text } = await shownCostPanel('en-CA', PRICED_TOILET);
    // The label is set in capitals on screen.
    expect(text).to.match(/Estimates in CAD/i);
    expect(text.match(/CAD/g), 'the currency code once').to.have.length(1);
    expect(text).to.contain('Prices vary by store and area; this is not a quote.');
    const parts = panel.getByRole('list').first().getByRole('listitem');
    expect(await parts.count()).to.be.greaterThan(0);
    for (const part of await parts.all()) expect(await textOf(part)).to.match(/\$12–\$30$/);
    expect(text).to.match(/A pro's typical price in Canada \$150–\$300/);
    expect(text).to.contain('You save');
    expect(text).not.to.contain('USD');
    const chips = page.getByRole('navigation', { name: 'Sections of the repair' });
    expect(await chips.getByRole('link').allInnerTexts()).to.include('Cost');
    await checkPhoneLayout('canadian-cost-panel');
  });

  it('shows an American the estimates in USD from the guide’s American ranges', async () => {
    const { panel, text } = await shownCostPanel('en-US', PRICED_TOILET);
    expect(text).to.match(/Estimates in USD/i);
    expect(text.match(/USD/g), 'the currency code once').to.have.length(1);
    expect(text).not.to.contain('CAD');
    const parts = panel.getByRole('list').first().getByRole('listitem');
    for (const part of await parts.all()) expect(await textOf(part)).to.match(/\$9–\$22$/);
    expect(text).to.match(/A pro's typical price in the United States \$120–\$250/);
    await checkPhoneLayout('american-cost-panel');
  });

  it('says plainly when a repair has no estimate', async () => {
    const { text } = await shownCostPanel('en-CA', UNPRICED_DISHWASHER);
    expect(text).to.contain('There is no cost estimate for this repair.');
    const chips = page.getByRole('navigation', { name: 'Sections of the repair' });
    expect(await chips.getByRole('link').allInnerTexts()).not.to.include('Cost');
    await checkPhoneLayout('no-cost-estimate');
  });

  it("shows in the quote request what goes with it: the diagnosis and a pro's typical price", async () => {
    const businessName = `Estimate Plumbing ${Date.now()}`;
    await listedContractor(suite.app, { businessName });
    await repairPage('en-CA', PRICED_TOILET);
    await costPanel().waitFor();
    await page.getByRole('link', { name: 'Hire a Pro', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/contractors');
    await page.getByRole('search').getByLabel('Postal code or ZIP').fill('M4W 1A8');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: businessName, exact: true }) })
      .getByRole('button', { name: 'Request a quote' })
      .click();
    const dialog = page.getByRole('dialog', { name: `Request a quote from ${businessName}` });
    const sentWith = dialog.getByRole('region', { name: 'Sent with your request' });
    await sentWith.waitFor();
    const text = await textOf(sentWith);
    expect(text).to.contain("RepairLens's diagnosis of");
    expect(text).to.contain("A pro's typical price: $150–$300 CAD (an estimate, not a quote)");
    expect(await page.evaluate('document.documentElement.scrollWidth')).to.equal(PHONE.width);
    await sentWith.screenshot({ path: `${SHOTS}/quote-dialog.png` });
  });
});
