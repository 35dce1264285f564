import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { seriousAccessibilityViolations } from '../support/browser.js';
import { useBrowserPerFile } from '../support/browser-suite.js';

/** Regions and prices in the shell (issue 5): detection, the "Region" dialog, and every price in "$5 CAD" form. */
describe('pricing page and region picker (browser)', () => {
  let page: Page;

  const suite = useBrowserPerFile({});

  const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
  const planCard = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
  const regionSelector = () => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Region:/ });
  const regionDialog = () => page.getByRole('dialog', { name: 'Region' });

  async function expectPrices(currency: 'CAD' | 'USD', [perRepair, basic, unlimited]: readonly number[]) {
    await planCard('Pay per Repair').getByText(`$${perRepair} ${currency} per repair`).waitFor();
    await planCard('Basic Plan').getByText(`$${basic} ${currency} per month`).waitFor();
    await planCard('Unlimited Plan').getByText(`$${unlimited} ${currency} per month`).waitFor();
  }

  it('shows the three plans and testimonials in the detected region, with no serious accessibility problem', async () => {
    page = await suite.browser.newPage({ locale: 'en-CA' });
    await page.goto(`${suite.app.baseUrl}/pricing`);

    await heading('Pricing').waitFor();
    await expectPrices('CAD', [5, 12, 24]);
    await planCard('Basic Plan').getByText('10 repairs per month').waitFor();
    await planCard('Basic Plan').getByText('E-mail support').waitFor();
    const unlimited = planCard('Unlimited Plan');
    await unlimited.getByText('Most Popular').waitFor();
    for (const feature of ['Priority AI processing', 'Priority e-mail support', 'Repair gallery', 'Cancel anytime']) {
      await unlimited.getByText(feature, { exact: true }).waitFor();
    }
    await page.getByRole('heading', { level: 2, name: 'What people say' }).waitFor();
    expect(await page.getByRole('figure').count()).to.equal(3);
    expect(await regionSelector().innerText()).to.equal('CAD');

    expect(await seriousAccessibilityViolations(page)).to.deep.equal([]);
  });

  it('changes region in the "Region" dialog: prices follow, the choice is kept and skips detection', async () => {
    page = await suite.browser.newPage({ locale: 'en-CA' });
    await page.goto(`${suite.app.baseUrl}/pricing`);
    await expectPrices('CAD', [5, 12, 24]);

    await regionSelector().click();
    const dialog = regionDialog();
    await dialog.waitFor();
    await dialog.getByText('Select your region to see prices in your local currency.').waitFor();
    const canada = dialog.getByRole('button', { name: /^Canada/ });
    const unitedStates = dialog.getByRole('button', { name: /^United States/ });
    expect(await canada.innerText()).to.include('Current');
    expect(await unitedStates.innerText()).not.to.include('Current');
    expect(await page.evaluate('document.activeElement?.getAttribute("aria-current")')).to.equal('true');
    expect(await seriousAccessibilityViolations(page)).to.deep.equal([]);

    await unitedStates.click();
    await dialog.waitFor({ state: 'hidden' });
    await expectPrices('USD', [4, 9, 18]);
    expect(await regionSelector().innerText()).to.equal('USD');
    expect(await page.evaluate('document.activeElement?.getAttribute("aria-label")')).to.equal(
      'Region: United States, prices in USD',
    );
    expect(await page.evaluate("localStorage.getItem('repairlens.region')")).to.equal('US');

    const detections: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/detect-location')) detections.push(request.url());
    });
    await page.reload();
    await expectPrices('USD', [4, 9, 18]);
    expect(detections).to.deep.equal([]);

    // Escape closes the dialog and changes nothing.
    await regionSelector().click();
    expect(
      await regionDialog()
        .getByRole('button', { name: /^United States/ })
        .innerText(),
    ).to.include('Current');
    await page.keyboard.press('Escape');
    await regionDialog().waitFor({ state: 'hidden' });
    await expectPrices('USD', [4, 9, 18]);
  });

  it('detects the region from the browser when nothing valid is stored', async () => {
    page = await suite.browser.newPage({ locale: 'en-US' });
    await page.addInitScript("localStorage.setItem('repairlens.region', 'EU')");
    const detected = page.waitForResponse((response) => response.url().endsWith('/api/detect-location'));
    await page.goto(`${suite.app.baseUrl}/pricing`);

    expect(await (await detected).json()).to.deep.equal({ detectedRegion: 'US' });
    await expectPrices('USD', [4, 9, 18]);
  });

  it('falls back to Canada, with a console message, when detection fails', async () => {
    page = await suite.browser.newPage({ locale: 'en-US' });
    await page.route('**/api/detect-location', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    const message = page.waitForEvent('console', {
      predicate: (entry) => entry.text() === 'Could not detect location, defaulting to Canada',
    });
    await page.goto(`${suite.app.baseUrl}/pricing`);

    await message;
    await expectPrices('CAD', [5, 12, 24]);
    expect(await page.getByRole('alert').count()).to.equal(0);
  });
});
