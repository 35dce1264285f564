import { expect } from 'chai';
import type { RepairRequestView } from '../../../src/api-contract.js';
import {
  COST_GUIDE_PRICES,
  PRICED_TOILET,
  UNPRICED_DISHWASHER,
  usePricedGuides,
} from '../../fixtures/repairs/priced-guides.js';
import type { TestBrowser } from '../../support/http-client.js';
import { readRepair, signedInBrowser, uploadOk, useRepairsServerWithPhoto } from './support.js';

/** Issue 19: the instructions say what the repair will cost, in the currency of the person's region. */
describe('cost estimates on the instructions', function () {
  this.timeout(60_000);
  const guides = usePricedGuides(COST_GUIDE_PRICES);
  const suite = useRepairsServerWithPhoto(() => ({ env: { REPAIR_GUIDES_DIR: guides.folder }, labelLines: [''] }));

  async function completedRepair(browser: TestBrowser, description: string, region: string) {
    const created = await uploadOk(browser, { bytes: suite.photo, description, region });
    expect(created.status).to.equal('completed');
    const response = await browser.request(`/api/repair-requests/${created.id}`);
    return (await response.json()) as RepairRequestView;
  }

  it("prices a Canadian's repair in CAD from the guide's Canadian ranges", async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const { instructions } = await completedRepair(browser, PRICED_TOILET, 'CA');
    const estimate = instructions!.costEstimate!;
    expect(estimate.currency).to.equal('CAD');
    expect(estimate.guide.id).to.equal('toilet-running');
    expect(estimate.parts).to.have.length(instructions!.materials.length);
    expect(estimate.parts.map((part) => part.price)).to.deep.equal(estimate.parts.map(() => ({ low: 12, high: 30 })));
    expect(estimate.toolsToBuy.map((tool) => tool.price)).to.deep.equal(
      estimate.toolsToBuy.map(() => ({ low: 10, high: 20 })),
    );
    expect(estimate.professional).to.deep.equal({ low: 150, high: 300 });
    const parts = estimate.parts.length;
    expect(estimate.doItYourself.parts).to.deep.equal({ low: 12 * parts, high: 30 * parts });
  });

  it("prices an American's repair in USD from the guide's American ranges", async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const { instructions } = await completedRepair(browser, PRICED_TOILET, 'US');
    const estimate = instructions!.costEstimate!;
    expect(estimate.currency).to.equal('USD');
    expect(estimate.parts.map((part) => part.price)).to.deep.equal(estimate.parts.map(() => ({ low: 9, high: 22 })));
    expect(estimate.professional).to.deep.equal({ low: 120, high: 250 });
  });

  it('has no estimate when the guide followed has no prices', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const { instructions } = await completedRepair(browser, UNPRICED_DISHWASHER, 'CA');
    expect(instructions!.source?.guideId).to.equal('dishwasher-not-draining');
    expect(instructions!.delivered).to.equal(true);
    expect(instructions!.costEstimate).to.equal(null);
  });

  it('reads a repair stored before estimates existed as one without an estimate', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const { id } = await completedRepair(browser, PRICED_TOILET, 'CA');
    await suite.server.sql(
      `update repairs_repair_request set instructions = instructions - 'costEstimate' where id = ?`,
      [id],
    );
    const repair = await readRepair(browser, id);
    expect(repair.instructions!.costEstimate).to.equal(null);
    expect(repair.instructions!.steps.length).to.be.greaterThan(0);
  });
});
