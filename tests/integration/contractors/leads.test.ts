import { expect } from 'chai';
import type {
  ContractorApplication,
  ContractorDirectoryAnswer,
  ContractorLead,
  ContractorLeadSummary,
  CustomerLead,
  LeadSent,
  RepairCreated,
} from '../../../src/api-contract.js';
import { Leads } from '../../../src/modules/contractors/application/leads.js';
import { labelPhoto } from '../../fixtures/repairs/media.js';
import { TestBrowser } from '../../support/http-client.js';
import { json, listedContractor, startContractorsApp, type ContractorsTestApp } from './support.js';
import { useServerPerSuite } from '../../support/test-app.js';

interface Refusal {
  message: string;
  fieldErrors?: Record<string, string>;
}

const REQUEST = {
  customerName: 'Robin Homeowner',
  email: 'robin@example.com',
  postalCode: 'M5V 2T6',
  description: 'The kitchen faucet drips constantly; the cartridge probably needs replacing.',
  preferredTiming: 'this-week',
};

/** A New York business; the tests place it and give it a name. */
function newYork(overrides: Partial<ContractorApplication>): Partial<ContractorApplication> {
  return {
    country: 'US',
    phone: '(212) 555-0142',
    gstHstNumber: null,
    serviceArea: { kind: 'radius', radius: 20, unit: 'km' },
    specializations: ['plumbing'],
    ...overrides,
  };
}

describe('leads: sending, answering, privacy and expiry (through the real server)', function () {
  this.timeout(120_000);
  let server: ContractorsTestApp;
  useServerPerSuite(startContractorsApp, (started) => (server = started));

  const refused = async (response: Response, status = 400) => json<Refusal>(response, status);
  const send = (browser: TestBrowser, body: Record<string, unknown>) =>
    browser.json('/api/leads', 'POST', { ...REQUEST, ...body });

  async function repairOf(browser: TestBrowser, description?: string): Promise<string> {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await labelPhoto(description ? undefined : ['']))], { type: 'image/jpeg' }),
      'photo.jpg',
    );
    if (description) form.append('description', description);
    const created = await json<RepairCreated>(
      await browser.request('/api/repair-requests', { method: 'POST', body: form }),
      201,
    );
    return created.id;
  }

  describe('requests for quotes', () => {
    const ids: Record<string, string> = {};
    before(async () => {
      const places: Record<string, Partial<ContractorApplication>> = {
        zeta: newYork({ businessName: 'Zeta Plumbing NYC', postalCode: '10001' }),
        alpha: newYork({
          businessName: 'Alpha Plumbing NYC',
          postalCode: '10001',
          licenceNumber: null,
          insuranceProvider: null,
          insuranceExpiresOn: null,
        }),
        chelsea: newYork({ businessName: 'Upper West Pipes', postalCode: '10023' }),
        brooklyn: newYork({
          businessName: 'Brooklyn Drains',
          postalCode: '11201',
          serviceArea: { kind: 'codes', codes: ['10001', '11201'] },
        }),
        bronx: newYork({ businessName: 'Bronx Electric', postalCode: '10451', specializations: ['electrical'] }),
        philly: newYork({
          businessName: 'Philly Plumbing',
          postalCode: '19103',
          serviceArea: { kind: 'radius', radius: 50, unit: 'mi' },
        }),
      };
      for (const [name, overrides] of Object.entries(places)) {
        ids[name] = (await listedContractor(server, overrides)).profile.id;
      }
    });

    const names = (answer: ContractorDirectoryAnswer) =>
      answer.results.filter((card) => Object.values(ids).includes(card.id)).map((card) => card.businessName);

    it('ranks by distance, then relevance (insured before not, at the same distance), within each area and category', async () => {
      const plumbers = await json<ContractorDirectoryAnswer>(
        await fetch(`${server.baseUrl}/api/contractors?postalCode=10001&category=plumbing`),
      );
      expect(names(plumbers)).to.deep.equal([
        'Zeta Plumbing NYC',
        'Alpha Plumbing NYC',
        'Upper West Pipes',
        'Brooklyn Drains',
      ]);
      expect(plumbers.results.map((card) => card.distanceKm)).to.deep.equal([0, 0, 3, 6]);
      // Hoboken is in reach of the radii but not in Brooklyn Drains' list of ZIP codes.
      const hoboken = await json<ContractorDirectoryAnswer>(
        await fetch(`${server.baseUrl}/api/contractors?postalCode=07030-5774`),
      );
      expect(names(hoboken)).to.deep.equal([
        'Zeta Plumbing NYC',
        'Alpha Plumbing NYC',
        'Upper West Pipes',
        'Bronx Electric',
      ]);
      const search = await fetch(`${server.baseUrl}/api/contractors?postalCode=1000`);
      expect((await refused(search)).message).to.equal(
        'postalCode: must be a Canadian postal code like A1A 1A1 or a US ZIP code like 12345',
      );
      const unknown = await fetch(`${server.baseUrl}/api/contractors?postalCode=00000`);
      expect((await refused(unknown)).message).to.contain('we cannot place 00000 on the map yet');
    });

    it('sends a request for quotes to the 3 best matches, the next one to the others, then refuses', async () => {
      const customer = await server.signedIn('quotes');
      const nyc = { postalCode: '10001', category: 'plumbing', requestQuotes: true };
      const first = await json<LeadSent>(await send(customer, nyc), 201);
      expect(first.leads.map((lead) => lead.contractor.businessName)).to.deep.equal([
        'Zeta Plumbing NYC',
        'Alpha Plumbing NYC',
        'Upper West Pipes',
      ]);
      expect(new Set(first.leads.map((lead) => lead.status))).to.deep.equal(new Set(['sent']));
      const hours = (Date.parse(first.leads[0]!.expiresAt) - Date.now()) / 3_600_000;
      expect(hours).to.be.closeTo(48, 0.1);
      const second = await json<LeadSent>(await send(customer, nyc), 201);
      expect(second.leads.map((lead) => lead.contractor.businessName)).to.deep.equal(['Brooklyn Drains']);
      const third = await refused(await send(customer, nyc), 409);
      expect(third.message).to.equal(
        'Every contractor serving your area has your request already. They have 48 hours to answer.',
      );
      const mine = await json<CustomerLead[]>(await customer.request('/api/user/leads'));
      expect(mine).to.have.length(4);
      expect(new Set(mine.map((lead) => lead.requestId)).size).to.equal(2);
    });

    it('needs a category to match (from the request or the repair) and somebody serving the place', async () => {
      const customer = await server.signedIn('nocategory');
      const noCategory = await refused(await send(customer, { postalCode: '10001', requestQuotes: true }));
      expect(noCategory.fieldErrors).to.deep.equal({
        category: 'choose the kind of repair, so we can find contractors who do it',
      });
      const nobody = await refused(
        await send(customer, { postalCode: '90210', requestQuotes: true, category: 'plumbing' }),
        404,
      );
      expect(nobody.message).to.equal('No listed contractor serves 90210 for this kind of repair yet.');
    });
  });

  describe('privacy: a lead is its customer’s and its contractor’s, nobody else’s', () => {
    let contractor: TestBrowser;
    let otherContractor: TestBrowser;
    let customer: TestBrowser;
    let otherCustomer: TestBrowser;
    let contractorId: string;
    let leadId: string;

    before(async () => {
      const first = await listedContractor(server, { businessName: 'Lakeshore Plumbing' });
      contractor = first.browser;
      contractorId = first.profile.id;
      otherContractor = (await listedContractor(server, { businessName: 'Queen West Plumbing' })).browser;
      customer = await server.signedIn('customer');
      otherCustomer = await server.signedIn('other-customer');
      const sent = await json<LeadSent>(await send(customer, { contractorId }), 201);
      leadId = sent.leads[0]!.id;
    });

    it('answers 404 to the other customer, the other contractor and the wrong side, and 401 to a visitor', async () => {
      const visitor = new TestBrowser(server.baseUrl);
      const asCustomer = `/api/user/leads/${leadId}`;
      const asContractor = `/api/contractor/leads/${leadId}`;
      const answers = ['accept', 'decline'].map((decision) => `${asContractor}/${decision}`);

      expect((await customer.request(asCustomer)).status, 'its customer').to.equal(200);
      for (const [who, browser] of [
        ['the other customer', otherCustomer],
        ['its contractor (on the customer side)', contractor],
        ['the other contractor', otherContractor],
      ] as const) {
        expect((await browser.request(asCustomer)).status, who).to.equal(404);
      }
      for (const [who, browser] of [
        ['its customer (on the contractor side)', customer],
        ['the other customer', otherCustomer],
        ['the other contractor', otherContractor],
      ] as const) {
        expect((await browser.request(asContractor)).status, who).to.equal(404);
        for (const path of answers)
          expect((await browser.json(path, 'POST', {})).status, `${who} ${path}`).to.equal(404);
      }
      for (const path of [asCustomer, asContractor, '/api/user/leads', '/api/contractor/leads']) {
        expect((await visitor.request(path)).status, `visitor ${path}`).to.equal(401);
      }
      for (const path of answers) expect((await visitor.json(path, 'POST', {})).status).to.equal(401);
      expect((await visitor.json('/api/leads', 'POST', { ...REQUEST, contractorId })).status).to.equal(401);

      const othersList = await json<CustomerLead[]>(await otherCustomer.request('/api/user/leads'));
      expect(othersList.map((lead) => lead.id)).not.to.include(leadId);
      const otherInbox = await json<ContractorLeadSummary[]>(await otherContractor.request('/api/contractor/leads'));
      expect(otherInbox.map((lead) => lead.id)).not.to.include(leadId);
      // Nobody else's attempts counted as the contractor opening it.
      const mine = await json<CustomerLead>(await customer.request(asCustomer));
      expect(mine.status).to.equal('sent');
      expect(mine.contractor).to.deep.include({ businessName: 'Lakeshore Plumbing', phone: null, email: null });

      const seen = await json<ContractorLead>(await contractor.request(asContractor));
      expect(seen).to.deep.include({ status: 'viewed', description: REQUEST.description });
      const declined = await json<ContractorLead>(
        await contractor.json(`${asContractor}/decline`, 'POST', { message: 'Fully booked this month, sorry.' }),
      );
      expect(declined.status).to.equal('declined');
      expect(declined.customer.email, 'contact stays private when declined').to.equal(null);
      const again = await refused(await contractor.json(`${asContractor}/accept`, 'POST', {}), 409);
      expect(again.message).to.equal('This request was declined already.');
      const seenByCustomer = await json<CustomerLead>(await customer.request(asCustomer));
      expect(seenByCustomer).to.deep.include({ status: 'declined', reply: 'Fully booked this month, sorry.' });
    });

    it("refuses a second open request to the same contractor, one to one's own business, and another person's repair", async () => {
      const customer2 = await server.signedIn('repeat');
      await json<LeadSent>(await send(customer2, { contractorId }), 201);
      expect((await refused(await send(customer2, { contractorId }), 409)).message).to.equal(
        'You already have an open request with this contractor. They have 48 hours to answer it.',
      );
      expect((await refused(await send(contractor, { contractorId }), 409)).message).to.equal(
        'You cannot send a request to your own business.',
      );
      const othersRepair = await repairOf(otherCustomer, 'My kitchen faucet keeps dripping from the spout');
      expect((await refused(await send(customer2, { contractorId, repairId: othersRepair }), 404)).message).to.equal(
        'Repair request not found',
      );
      const vague = await repairOf(customer2);
      expect((await refused(await send(customer2, { contractorId, repairId: vague }), 409)).message).to.contain(
        'This repair has no diagnosis to send yet',
      );
      const unknown = await send(customer2, { contractorId: '00000000-0000-4000-8000-000000000000' });
      expect((await refused(unknown, 404)).message).to.equal('Contractor not found');
    });

    it('checks every field of a request, naming each problem', async () => {
      const someone = await server.signedIn('form');
      const answer = await refused(
        await send(someone, {
          contractorId,
          customerName: ' ',
          email: '',
          phone: '',
          postalCode: 'Toronto',
          description: 'Leak.',
          preferredTiming: 'yesterday',
        }),
      );
      expect(answer.fieldErrors).to.deep.equal({
        customerName: 'is required',
        email: 'give an e-mail address or a phone number (or both)',
        postalCode: 'must be a Canadian postal code like A1A 1A1 or a US ZIP code like 12345',
        description: 'must be at least 20 characters: say what needs doing',
        preferredTiming: 'must be one of: asap, this-week, this-month, flexible',
      });
      expect((await refused(await send(someone, { contractorId, phone: '12' }))).fieldErrors).to.deep.equal({
        phone: 'must be a North American phone number like (416) 555-0123',
      });
      const both = await refused(await send(someone, { contractorId, requestQuotes: true }));
      expect(both.message).to.equal(
        'contractorId: send either contractorId (one contractor) or requestQuotes: true (up to 3 matching contractors)',
      );
      expect((await refused(await send(someone, {}))).message).to.contain('send either contractorId');
    });

    it('limits how many requests a person sends in an hour', async () => {
      const busy = await server.signedIn('busy');
      for (let i = 0; i < 10; i++) expect((await send(busy, { contractorId, description: 'x' })).status).to.equal(400);
      const limited = await send(busy, { contractorId });
      expect(limited.status).to.equal(429);
      expect(limited.headers.get('retry-after')).to.match(/^\d+$/);
    });
  });

  describe('expiry, 48 hours after a lead was sent', () => {
    it('reads as expired at once, cannot be answered, is written expired by the sweeper, and frees the contractor', async () => {
      const { browser: contractor, profile } = await listedContractor(server, { businessName: 'Slow Plumbing' });
      const customer = await server.signedIn('waiting');
      const sent = await json<LeadSent>(await send(customer, { contractorId: profile.id }), 201);
      const leadId = sent.leads[0]!.id;
      // Two days go by.
      await server.sql(
        `update contractors_lead set sent_at = sent_at - interval '48 hours 1 minute',
           expires_at = expires_at - interval '48 hours 1 minute' where id = ?`,
        [leadId],
      );
      const mine = await json<CustomerLead>(await customer.request(`/api/user/leads/${leadId}`));
      expect(mine.status).to.equal('expired');
      const inbox = await json<ContractorLeadSummary[]>(await contractor.request('/api/contractor/leads'));
      expect(inbox.find((lead) => lead.id === leadId)?.status).to.equal('expired');
      const opened = await json<ContractorLead>(await contractor.request(`/api/contractor/leads/${leadId}`));
      expect(opened).to.deep.include({ status: 'expired', viewedAt: null });
      const late = await refused(await contractor.json(`/api/contractor/leads/${leadId}/accept`, 'POST', {}), 409);
      expect(late.message).to.equal('This request expired: it was not answered within 48 hours.');

      const stored = async () =>
        (await server.sql<{ status: string }>('select status from contractors_lead where id = ?', [leadId]))[0]!.status;
      expect(await stored()).to.equal('sent');
      const leads = server.app.container.get(Leads);
      expect(await server.app.database.withContext(() => leads.expireOverdue())).to.be.at.least(1);
      expect(await stored()).to.equal('expired');

      const again = await json<LeadSent>(await send(customer, { contractorId: profile.id }), 201);
      expect(again.leads[0]!.status).to.equal('sent');
    });
  });
});
