import { expect } from 'chai';
import type {
  AdminContractor,
  AdminContractorList,
  AuthUser,
  ContractorDirectoryAnswer,
  ContractorLead,
  ContractorLeadSummary,
  ContractorPublicProfile,
  CustomerLead,
  LeadSent,
  MyContractorProfile,
  RepairCreated,
} from '../../../src/api-contract.js';
import { AUDIT_LOG } from '../../../src/shared/audit/audit-log.js';
import { labelPhoto } from '../../fixtures/repairs/media.js';
import { TestBrowser } from '../../support/http-client.js';
import {
  ADMIN,
  apply,
  eventually,
  json,
  listedContractor,
  pressOnAccountPage,
  startContractorsApp,
  subscribeAndPay,
  type ContractorsTestApp,
} from './support.js';

const FAUCET = 'My kitchen faucet keeps dripping from the spout even when the handle is off';

describe('contractors: from application to an accepted lead (through the real server, local payments)', function () {
  this.timeout(120_000);
  let server: ContractorsTestApp;
  before(async () => {
    server = await startContractorsApp();
  });
  after(async () => server.close());

  const search = async (postalCode: string, category?: string) =>
    json<ContractorDirectoryAnswer>(
      await fetch(
        `${server.baseUrl}/api/contractors?postalCode=${encodeURIComponent(postalCode)}${category ? `&category=${category}` : ''}`,
      ),
    );
  const found = async (contractorId: string, postalCode = 'M5V 2T6', category?: string) =>
    (await search(postalCode, category)).results.some((card) => card.id === contractorId);

  it('lists a plumber who applied, was approved and paid, near Toronto but not in Vancouver, and an accepted lead reaches the customer', async () => {
    // Apply: pending, the applicant is a contractor now and is e-mailed.
    const contractor = await server.signedIn('plumber');
    const applied = await apply(contractor, { email: 'owner@harbourfront.example' });
    expect(applied).to.deep.include({ status: 'pending', statusReason: null });
    expect(applied.listing).to.deep.equal({ state: 'awaiting-approval', listed: false, paused: false });
    expect(applied.subscription).to.deep.equal({ status: 'none', active: false, currentPeriodEnd: null });
    expect(applied.application).to.deep.include({ phone: '(416) 555-0199', postalCode: 'M5V 3L9' });
    expect(applied.application.gstHstNumber).to.equal('123456789RT0001');
    expect(applied.badges).to.deep.equal({ licensed: true, insured: true });
    const me = await json<AuthUser>(await contractor.request('/api/auth/user'));
    expect(me.roles).to.deep.equal(['contractor']);
    const received = await eventually(async () => {
      const mail = await server.mailTo('owner@harbourfront.example');
      return mail.length === 1 && mail[0]!.status === 'sent' ? mail : undefined;
    }, 'the application e-mail');
    expect(received[0]!.subject).to.contain('We received your application');
    expect(received[0]!.html).to.contain('<p>Hello Dana O&#39;Neil,</p>');

    // Not in the directory while pending; the admin queue shows it.
    expect(await found(applied.id)).to.equal(false);
    const admin = await server.admin();
    const queue = await json<AdminContractorList>(await admin.request('/api/admin/contractors?status=pending'));
    expect(queue.items.map((item) => item.id)).to.include(applied.id);

    // Approved: audited, e-mailed, but not listed before the contractor plan is paid.
    const approved = await json<AdminContractor>(
      await admin.request(`/api/admin/contractors/${applied.id}/approve`, { method: 'POST' }),
    );
    expect(approved).to.deep.include({ status: 'approved', reviewedBy: ADMIN });
    expect(approved.listing.state).to.equal('subscription-required');
    const audit = server.app.container.get(AUDIT_LOG);
    const [entry] = await server.app.database.withContext(() =>
      audit.list({ target: `contractor:${applied.id}`, limit: 1 }),
    );
    expect(entry).to.deep.include({
      actor: ADMIN,
      action: 'contractors.approve',
      before: { status: 'pending', statusReason: null },
      after: { status: 'approved', statusReason: null },
    });
    await eventually(
      async () =>
        (await server.mailTo('owner@harbourfront.example')).some((m) => /is approved/.test(m.subject))
          ? true
          : undefined,
      'the approval e-mail',
    );
    expect(await found(applied.id)).to.equal(false);

    // Subscribes on the local provider at the contractor plan's price, back on the dashboard: listed.
    const { url } = await json<{ url: string }>(
      await contractor.request('/api/contractor/listing/subscribe', { method: 'POST' }),
    );
    expect(await (await contractor.request(url)).text()).to.contain('$9 CAD');
    const landed = await subscribeAndPay(contractor);
    expect(landed.pathname).to.equal('/contractor-dashboard');
    const listed = await json<MyContractorProfile>(await contractor.request('/api/contractor/profile'));
    expect(listed.listing).to.deep.equal({ state: 'listed', listed: true, paused: false });
    expect(listed.subscription).to.deep.include({ status: 'active', active: true });
    expect(Date.parse(listed.subscription.currentPeriodEnd!)).to.be.greaterThan(Date.now() + 27 * 86_400_000);
    // A contractor plan is no homeowner plan: no repairs come with it.
    expect(await json<AuthUser>(await contractor.request('/api/auth/user'))).to.include({
      subscriptionStatus: 'inactive',
    });

    // Found from a nearby postal code (a few km away), not from Vancouver, nor for another category.
    const nearby = await search('M4W 1A8', 'plumbing');
    const card = nearby.results.find((result) => result.id === applied.id);
    expect(card, 'found near Toronto').to.not.equal(undefined);
    expect(card).to.deep.include({
      businessName: 'Harbourfront Plumbing & Heating',
      area: 'Within 25 km of M5V 3L9',
      badges: { licensed: true, insured: true },
      yearsInBusiness: new Date().getUTCFullYear() - 2009,
    });
    expect(card!.distanceKm).to.be.within(1, 6);
    expect(nearby).to.deep.include({ postalCode: 'M4W 1A8', country: 'CA' });
    expect(await found(applied.id, 'V6B 1A1')).to.equal(false);
    expect(await found(applied.id, 'M4W', 'electronics')).to.equal(false);
    const profile = await json<ContractorPublicProfile>(await fetch(`${server.baseUrl}/api/contractors/${applied.id}`));
    expect(profile).to.deep.include({ website: 'https://harbourfront-plumbing.example', licenceNumber: 'ON-PL-48213' });

    // A customer with a repair asks for quotes; the contractor is e-mailed.
    const customer = await server.signedIn('homeowner');
    const upload = new FormData();
    upload.append('file', new Blob([new Uint8Array(await labelPhoto())], { type: 'image/jpeg' }), 'faucet.jpg');
    upload.append('description', FAUCET);
    const repair = await json<RepairCreated>(
      await customer.request('/api/repair-requests', { method: 'POST', body: upload }),
      201,
    );
    expect(repair.status).to.equal('completed');
    const sent = await json<LeadSent>(
      await customer.json('/api/leads', 'POST', {
        requestQuotes: true,
        repairId: repair.id,
        customerName: 'Robin Homeowner',
        email: 'robin@example.com',
        phone: '647-555-0123',
        postalCode: 'm4w1a8',
        description: 'The kitchen faucet drips constantly. Could you replace the cartridge this week?',
        preferredTiming: 'this-week',
      }),
      201,
    );
    const lead = sent.leads.find((item) => item.contractor.id === applied.id);
    expect(lead, 'the lead went to the plumber').to.not.equal(undefined);
    expect(lead).to.deep.include({ status: 'sent' });
    await eventually(
      async () =>
        (await server.mailTo('owner@harbourfront.example')).some((m) =>
          /New repair request near M4W 1A8/.test(m.subject),
        )
          ? true
          : undefined,
      'the lead e-mail',
    );
    const leadMail = (await server.mailTo('owner@harbourfront.example')).find((m) =>
      /New repair request/.test(m.subject),
    )!;
    expect(leadMail.text, 'no customer contact in e-mail').not.to.contain('robin@example.com');

    // The contractor sees it, opens it (viewed: the repair's diagnosis is there, contact not yet), accepts it.
    const inbox = await json<ContractorLeadSummary[]>(await contractor.request('/api/contractor/leads'));
    expect(inbox.map((item) => [item.id, item.status])).to.deep.include([lead!.id, 'sent']);
    const opened = await json<ContractorLead>(await contractor.request(`/api/contractor/leads/${lead!.id}`));
    expect(opened.status).to.equal('viewed');
    expect(opened.repair?.category).to.equal('plumbing');
    expect(opened.repair?.steps.length).to.be.greaterThan(3);
    expect(opened.customer).to.deep.equal({ name: 'Robin Homeowner', postalCode: 'M4W 1A8', email: null, phone: null });
    const customerView = await json<CustomerLead[]>(await customer.request('/api/user/leads'));
    expect(customerView.find((item) => item.id === lead!.id)?.status).to.equal('viewed');

    const accepted = await json<ContractorLead>(
      await contractor.json(`/api/contractor/leads/${lead!.id}/accept`, 'POST', {
        message: 'Happy to help. I can come Thursday morning.',
      }),
    );
    expect(accepted.status).to.equal('accepted');
    expect(accepted.customer).to.deep.equal({
      name: 'Robin Homeowner',
      postalCode: 'M4W 1A8',
      email: 'robin@example.com',
      phone: '(647) 555-0123',
    });

    // The customer sees "accepted", the reply and how to reach the contractor; and is e-mailed.
    const [mine] = (await json<CustomerLead[]>(await customer.request('/api/user/leads'))).filter(
      (item) => item.id === lead!.id,
    );
    expect(mine).to.deep.include({
      status: 'accepted',
      reply: 'Happy to help. I can come Thursday morning.',
      repairTitle: opened.repair!.title,
    });
    expect(mine!.contractor).to.deep.include({
      businessName: 'Harbourfront Plumbing & Heating',
      phone: '(416) 555-0199',
    });
    await eventually(
      async () =>
        (await server.mailTo(customer.email)).some((m) => /accepted your request/.test(m.subject)) ? true : undefined,
      "the customer's e-mail",
    );
  });

  it('unlists a contractor whose subscription lapses (cancelled or unpaid) and lists them again when they pay', async () => {
    const { browser, profile } = await listedContractor(server);
    expect(await found(profile.id)).to.equal(true);

    // A failed renewal: past due, out of the directory, and no new leads.
    await pressOnAccountPage(browser, /Fail next payment/);
    let now = await json<MyContractorProfile>(await browser.request('/api/contractor/profile'));
    expect(now.subscription).to.deep.include({ status: 'past_due', active: false });
    expect(now.listing.state).to.equal('subscription-required');
    expect(await found(profile.id)).to.equal(false);
    expect((await fetch(`${server.baseUrl}/api/contractors/${profile.id}`)).status).to.equal(404);
    const customer = await server.signedIn('customer');
    const direct = await customer.json('/api/leads', 'POST', {
      contractorId: profile.id,
      customerName: 'Alex',
      email: 'alex@example.com',
      postalCode: 'M5V 2T6',
      description: 'Water heater is making a loud banging noise at night.',
      preferredTiming: 'asap',
    });
    expect(direct.status).to.equal(404);

    // The next renewal is paid: listed again.
    await pressOnAccountPage(browser, /Start next period/);
    expect(await found(profile.id)).to.equal(true);

    // Cancelled in the portal: out; subscribing again lists them again.
    await pressOnAccountPage(browser, /Cancel subscription/);
    now = await json<MyContractorProfile>(await browser.request('/api/contractor/profile'));
    expect(now.subscription.status).to.equal('canceled');
    expect(await found(profile.id)).to.equal(false);
    await subscribeAndPay(browser);
    expect(await found(profile.id)).to.equal(true);

    // A period that ended without a renewal (its event never came) counts as lapsed too.
    await server.sql(
      `update billing_subscription set current_period_end = now() - interval '1 minute'
       where kind = 'listing' and user_id = (select user_id from contractors_contractor where id = ?)`,
      [profile.id],
    );
    expect(await found(profile.id)).to.equal(false);
  });

  it('pauses and resumes a listing without touching the subscription', async () => {
    const { browser, profile } = await listedContractor(server);
    const paused = await json<MyContractorProfile>(
      await browser.request('/api/contractor/listing/pause', { method: 'POST' }),
    );
    expect(paused.listing).to.deep.equal({ state: 'paused', listed: false, paused: true });
    expect(paused.subscription.active).to.equal(true);
    expect(await found(profile.id)).to.equal(false);
    const resumed = await json<MyContractorProfile>(
      await browser.request('/api/contractor/listing/resume', { method: 'POST' }),
    );
    expect(resumed.listing.state).to.equal('listed');
    expect(await found(profile.id)).to.equal(true);
  });

  it('refuses the contractor plan before approval and a second subscription while one runs', async () => {
    const browser = await server.signedIn('early');
    await apply(browser, { email: 'early@biz.example' });
    const early = await browser.request('/api/contractor/listing/subscribe', { method: 'POST' });
    expect(early.status).to.equal(409);
    expect(((await early.json()) as { message: string }).message).to.contain('must be approved');

    const { browser: listed } = await listedContractor(server);
    const again = await listed.request('/api/contractor/listing/subscribe', { method: 'POST' });
    expect(again.status).to.equal(409);
  });

  it('rejects with a reason and unlists with a reason: audited, e-mailed, and shown on the dashboard', async () => {
    const admin = await server.admin();
    const applicant = await server.signedIn('rejected');
    const applied = await apply(applicant, { email: 'rejected@biz.example' });
    const tooShort = await admin.json(`/api/admin/contractors/${applied.id}/reject`, 'POST', { reason: 'no' });
    expect(tooShort.status).to.equal(400);
    const rejected = await json<AdminContractor>(
      await admin.json(`/api/admin/contractors/${applied.id}/reject`, 'POST', {
        reason: 'We could not verify your licence number.',
      }),
    );
    expect(rejected).to.deep.include({ status: 'rejected', statusReason: 'We could not verify your licence number.' });
    const dashboard = await json<MyContractorProfile>(await applicant.request('/api/contractor/profile'));
    expect(dashboard.listing.state).to.equal('rejected');
    expect((await applicant.json('/api/contractor/profile', 'PATCH', { businessName: 'Renamed' })).status).to.equal(
      409,
    );
    await eventually(
      async () =>
        (await server.mailTo('rejected@biz.example')).some((m) =>
          m.text.includes('We could not verify your licence number.'),
        )
          ? true
          : undefined,
      'the rejection e-mail',
    );

    const { profile } = await listedContractor(server);
    const unlisted = await json<AdminContractor>(
      await admin.json(`/api/admin/contractors/${profile.id}/unlist`, 'POST', {
        reason: 'Several customer complaints.',
      }),
    );
    expect(unlisted).to.deep.include({ status: 'suspended', statusReason: 'Several customer complaints.' });
    expect(unlisted.listing.state).to.equal('suspended');
    expect(await found(profile.id)).to.equal(false);
    const relisted = await json<AdminContractor>(
      await admin.request(`/api/admin/contractors/${profile.id}/approve`, { method: 'POST' }),
    );
    expect(relisted.listing.state).to.equal('listed');

    const audit = server.app.container.get(AUDIT_LOG);
    const entries = await server.app.database.withContext(() =>
      audit.list({ target: `contractor:${profile.id}`, limit: 5 }),
    );
    expect(entries.map((entry) => entry.action)).to.deep.equal([
      'contractors.approve',
      'contractors.unlist',
      'contractors.approve',
    ]);
  });

  it('keeps admin APIs to admins: 401 for a visitor, 403 for a signed-in non-admin, on every one', async () => {
    const visitor = new TestBrowser(server.baseUrl);
    const member = await server.signedIn('member');
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/contractors'],
      ['GET', `/api/admin/contractors/${id}`],
      ['POST', `/api/admin/contractors/${id}/approve`],
      ['POST', `/api/admin/contractors/${id}/reject`, { reason: 'Not a real business.' }],
      ['POST', `/api/admin/contractors/${id}/unlist`, { reason: 'Not a real business.' }],
      ['GET', '/api/admin/emails'],
    ];
    for (const [method, path, body] of calls) {
      const send = (browser: TestBrowser) =>
        body === undefined ? browser.request(path, { method }) : browser.json(path, method, body);
      expect((await send(visitor)).status, `${method} ${path} as a visitor`).to.equal(401);
      expect((await send(member)).status, `${method} ${path} as a member`).to.equal(403);
    }
    const admin = await server.admin();
    expect((await admin.request(`/api/admin/contractors/${id}`)).status).to.equal(404);
    const { items: outbox } = await json<{ items: { to: string; status: string }[] }>(
      await admin.request('/api/admin/emails?limit=5'),
    );
    expect(outbox.length).to.be.greaterThan(0);
  });
});
