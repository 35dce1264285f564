import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import sharp from 'sharp';
import type { AdminContractorList, CustomerLead, LeadSent } from '../../../src/api-contract.js';
import { apply, json, listedContractor, startContractorsApp, type ContractorsTestApp } from './support.js';
import { useServerPerSuite } from '../../support/test-app.js';

/** The contractors section of a data export. */
interface ContractorsExport {
  contractors: {
    application: { id: string; status: string } | null;
    requestsSent: { id: string }[];
    requestsReceived: { customer: Record<string, unknown> }[];
  };
}

describe('contractors: the admin console’s list, and personal data (export and deletion)', function () {
  this.timeout(60_000);
  let server: ContractorsTestApp;
  useServerPerSuite(startContractorsApp, (started) => (server = started));

  it('lists applications for the console: the queue oldest first, filters, search and pages', async () => {
    const admin = await server.admin();
    const first = await apply(await server.signedIn('queue'), {
      businessName: 'First 100% Handy_Co',
      email: 'first@queue.example',
    });
    const second = await apply(await server.signedIn('queue'), {
      businessName: 'Second Sparks',
      email: 'second@queue.example',
      specializations: ['electrical'],
      country: 'US',
      postalCode: '10001',
      gstHstNumber: null,
      phone: '(212) 555-0142',
    });
    const list = (query: string) =>
      admin.request(`/api/admin/contractors?${query}`).then((r) => json<AdminContractorList>(r));

    const queue = await list('status=pending');
    expect(queue.items.map((item) => item.id)).to.deep.equal([first.id, second.id]);
    expect(queue.total).to.equal(2);
    expect((await list('status=pending&country=US')).items.map((item) => item.id)).to.deep.equal([second.id]);
    expect((await list('specialization=electrical')).items.map((item) => item.businessName)).to.deep.equal([
      'Second Sparks',
    ]);
    expect(
      (await list('q=100%25 handy_')).items.map((item) => item.id),
      '% and _ are searched for as typed',
    ).to.deep.equal([first.id]);
    expect((await list('q=SECOND@QUEUE')).items.map((item) => item.id)).to.deep.equal([second.id]);
    expect((await list('q=nobody')).items).to.deep.equal([]);
    const page = await list('status=pending&limit=1&offset=1');
    expect(page).to.deep.include({ total: 2 });
    expect(page.items.map((item) => item.id)).to.deep.equal([second.id]);
    expect((await admin.request('/api/admin/contractors?status=archived')).status).to.equal(400);
  });

  it("exports a contractor's application and requests, and deletion erases them, the logo and the running plan", async () => {
    const { browser: contractor, profile } = await listedContractor(server, { businessName: 'Leaving Plumbing' });
    const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#08c' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
    expect((await contractor.request('/api/contractor/logo', { method: 'PUT', body: form })).status).to.equal(200);

    const customer = await server.signedIn('customer');
    const sent = await json<LeadSent>(
      await customer.json('/api/leads', 'POST', {
        contractorId: profile.id,
        customerName: 'Robin Homeowner',
        email: 'robin@example.com',
        postalCode: 'M5V 2T6',
        description: 'The basement floor drain backs up after every heavy rain.',
        preferredTiming: 'flexible',
      }),
      201,
    );

    // The contractor's export: their application and the requests they received, a customer's contact hidden.
    const exported = await json<ContractorsExport>(await contractor.request('/api/user/export'));
    expect(exported.contractors.application).to.deep.include({ id: profile.id, status: 'approved' });
    expect(exported.contractors.requestsReceived).to.have.length(1);
    expect(exported.contractors.requestsReceived[0]!.customer).to.deep.equal({
      name: 'Robin Homeowner',
      postalCode: 'M5V 2T6',
      email: null,
      phone: null,
    });
    const theirs = await json<ContractorsExport>(await customer.request('/api/user/export'));
    expect(theirs.contractors.requestsSent.map((lead) => lead.id)).to.deep.equal([sent.leads[0]!.id]);
    expect(theirs.contractors.application).to.equal(null);

    const storage = server.app.config.storage;
    const logos = () =>
      readdir(
        path.join(storage.kind === 'local-folder' ? storage.directory : '', 'contractor-logos', profile.id),
      ).catch(() => []);
    expect(await logos()).to.have.length(1);
    const [{ user_id: userId }] = (await server.sql<{ user_id: string }>(
      'select user_id from contractors_contractor where id = ?',
      [profile.id],
    )) as [{ user_id: string }];

    expect((await contractor.request('/api/user', { method: 'DELETE' })).status).to.equal(204);
    expect(await server.sql('select id from contractors_contractor where id = ?', [profile.id])).to.deep.equal([]);
    expect(await server.sql('select id from contractors_lead where contractor_id = ?', [profile.id])).to.deep.equal([]);
    expect(await logos()).to.deep.equal([]);
    const [plan] = await server.sql<{ status: string }>(
      "select status from billing_subscription where kind = 'listing' and user_id = ?",
      [userId],
    );
    expect(plan!.status, 'canceled at the provider, so nobody goes on paying; the record is kept').to.equal('canceled');
    expect(await json<CustomerLead[]>(await customer.request('/api/user/leads'))).to.deep.equal([]);
    expect((await fetch(`${server.baseUrl}/api/contractors/${profile.id}`)).status).to.equal(404);
  });

  it("erases a customer's requests with their account", async () => {
    const { profile } = await listedContractor(server, { businessName: 'Staying Plumbing' });
    const customer = await server.signedIn('leaving-customer');
    await json<LeadSent>(
      await customer.json('/api/leads', 'POST', {
        contractorId: profile.id,
        customerName: 'Pat Leaving',
        phone: '416 555 0123',
        postalCode: 'M5V',
        description: 'The toilet keeps running after every flush.',
        preferredTiming: 'asap',
      }),
      201,
    );
    expect(await server.sql("select id from contractors_lead where customer_name = 'Pat Leaving'")).to.have.length(1);
    expect((await customer.request('/api/user', { method: 'DELETE' })).status).to.equal(204);
    expect(await server.sql("select id from contractors_lead where customer_name = 'Pat Leaving'")).to.deep.equal([]);
  });
});
