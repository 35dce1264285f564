import { expect } from 'chai';
import type { ContractorLead, LeadRepairBrief, LeadSent, RepairCreated } from '../../../src/api-contract.js';
import { labelPhoto } from '../../fixtures/repairs/media.js';
import { TEST_PRICES, usePricedGuides } from '../../fixtures/repairs/priced-guides.js';
import type { TestBrowser } from '../../support/http-client.js';
import { json, listedContractor, startContractorsApp, type ContractorsTestApp } from './support.js';

const TOILET = 'The toilet keeps running after it flushes and the tank never stops filling';

/** Issue 19: Hire a Pro carries the repair's diagnosis and what a professional typically charges for it. */
describe("a lead carries the repair's cost estimate", function () {
  this.timeout(120_000);
  let server: ContractorsTestApp;
  let contractorId: string;
  let contractor: TestBrowser;

  const guides = usePricedGuides({ 'plumbing/toilet-running': TEST_PRICES });
  before(async () => {
    server = await startContractorsApp({ env: { REPAIR_GUIDES_DIR: guides.folder } });
    const listed = await listedContractor(server);
    contractorId = listed.profile.id;
    contractor = listed.browser;
  });
  after(async () => {
    await server?.close();
  });

  async function toiletRepair(customer: TestBrowser): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await labelPhoto(['']))], { type: 'image/jpeg' }), 'toilet.jpg');
    form.append('description', TOILET);
    form.append('region', 'CA');
    const created = await json<RepairCreated>(
      await customer.request('/api/repair-requests', { method: 'POST', body: form }),
      201,
    );
    return created.id;
  }

  const sendLead = async (customer: TestBrowser, repairId: string) =>
    json<LeadSent>(
      await customer.json('/api/leads', 'POST', {
        contractorId,
        repairId,
        customerName: 'Robin Homeowner',
        email: 'robin@example.com',
        postalCode: 'M5V 2T6',
        description: 'The toilet runs all night. Could you replace the flapper?',
        preferredTiming: 'this-week',
      }),
      201,
    );

  it("shows the customer the professional's typical price before sending, and gives it to the contractor", async () => {
    const customer = await server.signedIn('estimate');
    const repairId = await toiletRepair(customer);
    const preview = await json<LeadRepairBrief>(await customer.request(`/api/user/repair-briefs/${repairId}`));
    expect(preview.proEstimate).to.deep.equal({ currency: 'CAD', low: 150, high: 300 });
    expect(preview.diagnosis.length).to.be.greaterThan(0);

    const sent = await sendLead(customer, repairId);
    const lead = await json<ContractorLead>(await contractor.request(`/api/contractor/leads/${sent.leads[0]!.id}`));
    expect(lead.repair?.proEstimate).to.deep.equal({ currency: 'CAD', low: 150, high: 300 });
    expect(lead.repair?.title).to.equal(preview.title);
  });

  it("shows nobody else's repair brief: another customer hears 404", async () => {
    const owner = await server.signedIn('owner');
    const repairId = await toiletRepair(owner);
    const other = await server.signedIn('other');
    expect((await other.request(`/api/user/repair-briefs/${repairId}`)).status).to.equal(404);
  });

  it('reads a lead sent before estimates existed as one without an estimate', async () => {
    const customer = await server.signedIn('earlier');
    const sent = await sendLead(customer, await toiletRepair(customer));
    const leadId = sent.leads[0]!.id;
    await server.sql(`update contractors_lead set repair = repair - 'proEstimate' where id = ?`, [leadId]);
    const lead = await json<ContractorLead>(await contractor.request(`/api/contractor/leads/${leadId}`));
    expect(lead.repair?.proEstimate).to.equal(null);
    expect(lead.repair?.steps.length).to.be.greaterThan(0);
  });
});
