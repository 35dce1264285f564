import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { labelPhoto } from '../fixtures/repairs/media.js';
import { seriousAccessibilityViolations, signInInBrowser } from '../support/browser.js';
import { useBrowserPerFile } from '../support/browser-suite.js';
import { submitOnUploadCard } from '../support/browser-repairs.js';

const PHONE = { width: 375, height: 812 };
/** Matches the knowledge base's single-handle (cartridge) faucet guide, whose notes cover a stuck cartridge. */
const CARTRIDGE_FAUCET = 'My single handle faucet drips, the cartridge is worn';

/** Issue 19: a question about the repair, asked on a phone under the steps, answered from the guide's notes. */
describe('follow-up questions on the repair page (browser)', function () {
  this.timeout(90_000);
  let page: Page;
  let photo: Buffer;
  const suite = useBrowserPerFile({}, (fresh) => (page = fresh));
  before(async () => {
    photo = await labelPhoto();
  });

  async function openRepairPage(): Promise<void> {
    await page.setViewportSize(PHONE);
    await page.goto(`${suite.app.baseUrl}/`);
    await signInInBrowser(page, { email: `follow-up-${Date.now()}@example.com`, firstName: 'Sam', lastName: 'Ask' });
    await submitOnUploadCard(page, photo, CARTRIDGE_FAUCET);
    await page.waitForURL('**/repair/*');
  }

  it('answers a question at 375 px under the steps, citing the guide note, and counts it', async () => {
    await openRepairPage();
    const followUps = page.getByRole('region', { name: 'Follow-up questions' });
    await followUps.waitFor();
    await followUps.getByText('5 of 5 questions left').waitFor();

    await followUps.getByLabel('Ask about this repair').fill('The cartridge will not come out, now what?');
    await followUps.getByRole('button', { name: 'Ask' }).click();
    await followUps
      .getByText(/cartridge puller/i)
      .first()
      .waitFor();
    await followUps.getByText('4 of 5 questions left').waitFor();
    expect(await followUps.getByText(/troubleshooting note "The cartridge will not come out"/).count()).to.equal(1);

    const stepsHeading = page.getByRole('heading', { level: 2, name: 'Steps', exact: true });
    const [stepsBox, followUpsBox] = [(await stepsHeading.boundingBox())!, (await followUps.boundingBox())!];
    expect(followUpsBox.y, 'the questions come after the steps').to.be.greaterThan(stepsBox.y);
    expect(await page.evaluate('document.documentElement.scrollWidth')).to.equal(PHONE.width);
    expect(await seriousAccessibilityViolations(page)).to.deep.equal([]);
  });

  it('stops and tells whom to call when the question describes a hazard, without counting it', async () => {
    await openRepairPage();
    const followUps = page.getByRole('region', { name: 'Follow-up questions' });
    await followUps
      .getByLabel('Ask about this repair')
      .fill('I smell gas near the water heater while I work, keep going?');
    await followUps.getByRole('button', { name: 'Ask' }).click();
    await followUps.getByRole('alert').waitFor();
    expect(await followUps.getByRole('alert').innerText()).to.match(
      /does not count as one of your follow-up questions/,
    );
    await followUps.getByText('5 of 5 questions left').waitFor();
  });
});
