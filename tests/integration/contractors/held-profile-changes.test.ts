import { expect } from 'chai';
import sharp from 'sharp';
import type {
  AdminContractor,
  AdminContractorList,
  ContractorCard,
  ContractorDirectoryAnswer,
  ContractorPublicProfile,
  MyContractorProfile,
} from '../../../src/api-contract.js';
import { AUDIT_LOG } from '../../../src/shared/audit/audit-log.js';
import { TestBrowser } from '../../support/http-client.js';
import { ADMIN, eventually, json, listedContractor, startContractorsApp, type ContractorsTestApp } from './support.js';
import { useServerPerSuite } from '../../support/test-app.js';

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const YESTERDAY = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const FIELDS = ['website', 'description', 'insuranceExpiresOn', 'yearEstablished', 'logo'];
const REVIEWED_YEARS = new Date().getUTCFullYear() - 2009;
const NEW_DESCRIPTION = 'Fully insured master plumbers, award-winning, trusted by ten thousand Toronto homes.';

/**
 * Issue #15: an approved contractor's changes to what the directory vouches for (the insured badge's
 * policy date, the website, the description, the years in business, the logo) wait for an admin; the directory shows the reviewed
 * values meanwhile.
 */
describe('contractors: changes to reviewed details wait for an admin before the directory shows them', function () {
  this.timeout(120_000);
  let server: ContractorsTestApp;
  useServerPerSuite(startContractorsApp, (started) => (server = started));

  const cardOf = async (contractorId: string): Promise<ContractorCard | undefined> => {
    const answer = await json<ContractorDirectoryAnswer>(
      await fetch(`${server.baseUrl}/api/contractors?postalCode=${encodeURIComponent('M4W 1A8')}`),
    );
    return answer.results.find((card) => card.id === contractorId);
  };
  const publicProfileOf = async (contractorId: string) =>
    json<ContractorPublicProfile>(await fetch(`${server.baseUrl}/api/contractors/${contractorId}`));
  const uploadLogo = async (browser: TestBrowser) => {
    const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#b91c1c' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    return json<MyContractorProfile>(await browser.request('/api/contractor/logo', { method: 'PUT', body: form }));
  };
  /** A listed contractor whose reviewed policy has lapsed, who then types a new date, website, description and logo. */
  const withHeldChanges = async () => {
    const { browser, profile } = await listedContractor(server);
    await server.sql('update contractors_contractor set insurance_expires_on = ?::date where id = ?', [
      YESTERDAY,
      profile.id,
    ]);
    expect((await cardOf(profile.id))?.badges.insured, 'the lapsed policy shows').to.equal(false);
    await json(
      await browser.json('/api/contractor/profile', 'PATCH', {
        insuranceExpiresOn: `${NEXT_YEAR}-12-31`,
        website: 'https://best-plumbers.example',
        description: NEW_DESCRIPTION,
        yearEstablished: 1990,
      }),
    );
    const changed = await uploadLogo(browser);
    return { browser, profile, changed };
  };
  const decide = async (id: string, decision: 'approve' | 'reject', reason?: string) =>
    (await server.admin()).json(
      `/api/admin/contractors/${id}/changes/${decision}`,
      'POST',
      reason === undefined ? {} : { reason },
    );

  it('keeps showing the reviewed policy date, website, description and logo while the changes wait', async () => {
    const { profile, changed } = await withHeldChanges();

    const card = await cardOf(profile.id);
    expect(card, 'still listed').to.not.equal(undefined);
    expect(card).to.deep.include({
      description: profile.application.description,
      logoUrl: null,
      badges: { licensed: true, insured: false },
      yearsInBusiness: REVIEWED_YEARS,
    });
    expect((await publicProfileOf(profile.id)).website).to.equal(profile.application.website);

    // The contractor sees what they typed, what the directory shows, and that the rest waits.
    expect(changed).to.deep.include({ status: 'approved', logoUrl: null });
    expect(changed.listing.state).to.equal('listed');
    expect(changed.badges.insured, 'the badge the public sees').to.equal(false);
    expect(changed.application).to.deep.include({
      insuranceExpiresOn: `${NEXT_YEAR}-12-31`,
      website: 'https://best-plumbers.example',
      description: NEW_DESCRIPTION,
    });
    expect(changed.pendingChanges?.fields).to.deep.equal(FIELDS);
    expect(changed.pendingChanges?.logoUrl).to.be.a('string');

    // The waiting logo is the owner's and the admins' to see, nobody else's.
    const waitingLogo = changed.pendingChanges!.logoUrl!;
    expect((await fetch(`${server.baseUrl}${waitingLogo}`)).status, 'the public').to.equal(404);
    const { browser } = await listedContractor(server);
    expect((await browser.request(waitingLogo)).status, 'another contractor').to.equal(404);
    expect((await (await server.admin()).request(waitingLogo)).status, 'an admin').to.equal(200);
  });

  it('lists the waiting changes for the admin and publishes them once approved, audited and e-mailed', async () => {
    const { browser, profile, changed } = await withHeldChanges();
    const admin = await server.admin();

    const waiting = await json<AdminContractorList>(await admin.request('/api/admin/contractors?changes=pending'));
    expect(waiting.items.map((item) => item.id)).to.include(profile.id);
    expect(waiting.items.every((item) => item.changesSubmittedAt !== null)).to.equal(true);
    const detail = await json<AdminContractor>(await admin.request(`/api/admin/contractors/${profile.id}`));
    expect(detail.pendingChanges).to.deep.include({
      fields: FIELDS,
    });
    expect(detail.pendingChanges?.current).to.deep.include({
      website: profile.application.website,
      description: profile.application.description,
      insuranceExpiresOn: YESTERDAY,
    });

    const approved = await json<AdminContractor>(await decide(profile.id, 'approve'));
    expect(approved.pendingChanges).to.equal(null);
    expect(approved.logoUrl).to.equal(changed.pendingChanges!.logoUrl);
    const card = await cardOf(profile.id);
    expect(card).to.deep.include({
      yearsInBusiness: new Date().getUTCFullYear() - 1990,
      description: NEW_DESCRIPTION,
      logoUrl: changed.pendingChanges!.logoUrl,
      badges: { licensed: true, insured: true },
    });
    expect((await publicProfileOf(profile.id)).website).to.equal('https://best-plumbers.example');
    expect((await fetch(`${server.baseUrl}${card!.logoUrl}`)).status, 'the logo is public now').to.equal(200);
    expect((await json<MyContractorProfile>(await browser.request('/api/contractor/profile'))).pendingChanges).to.equal(
      null,
    );

    const audit = server.app.container.get(AUDIT_LOG);
    const [entry] = await server.app.database.withContext(() =>
      audit.list({ target: `contractor:${profile.id}`, limit: 1 }),
    );
    expect(entry).to.deep.include({
      actor: ADMIN,
      action: 'contractors.approve-changes',
      before: { pendingChanges: FIELDS, reason: null },
      after: { pendingChanges: [], reason: null },
    });
    await eventually(
      async () =>
        (await server.mailTo(profile.application.email)).some((mail) => /changes are live/.test(mail.subject))
          ? true
          : undefined,
      'the e-mail saying the changes are live',
    );
  });

  it('keeps the reviewed values when the admin rejects the changes, and tells the contractor why', async () => {
    const { browser, profile } = await withHeldChanges();
    const reason = 'We could not confirm this policy with the insurer; please send the certificate.';

    const refused = await decide(profile.id, 'reject', 'no');
    expect(refused.status, 'a reason the contractor can act on').to.equal(400);
    const rejected = await json<AdminContractor>(await decide(profile.id, 'reject', reason));
    expect(rejected.pendingChanges).to.equal(null);
    expect(rejected.application).to.deep.include({
      insuranceExpiresOn: YESTERDAY,
      website: profile.application.website,
      description: profile.application.description,
    });
    expect(rejected.logoUrl).to.equal(null);
    expect(await cardOf(profile.id)).to.deep.include({
      description: profile.application.description,
      logoUrl: null,
      badges: { licensed: true, insured: false },
    });
    const mine = await json<MyContractorProfile>(await browser.request('/api/contractor/profile'));
    expect(mine.pendingChanges).to.equal(null);
    expect(mine.application.description).to.equal(profile.application.description);

    const audit = server.app.container.get(AUDIT_LOG);
    const [entry] = await server.app.database.withContext(() =>
      audit.list({ target: `contractor:${profile.id}`, limit: 1 }),
    );
    expect(entry).to.deep.include({ action: 'contractors.reject-changes', actor: ADMIN });
    expect(entry?.after).to.deep.equal({ pendingChanges: [], reason });
    await eventually(
      async () =>
        (await server.mailTo(profile.application.email)).find((mail) => mail.text.includes(reason)) ? true : undefined,
      'the e-mail with the reason',
    );
    const again = await decide(profile.id, 'approve');
    expect(again.status, 'nothing waits any more').to.equal(409);
  });

  it('lets only admins decide: 401 for a visitor, 403 for the contractor and anyone else signed in', async () => {
    const { browser, profile } = await withHeldChanges();
    const stranger = await server.signedIn('stranger');
    const visitor = new TestBrowser(server.baseUrl);
    for (const decision of ['approve', 'reject'] as const) {
      const path = `/api/admin/contractors/${profile.id}/changes/${decision}`;
      const body = decision === 'reject' ? { reason: 'Looks wrong to me, sorry.' } : {};
      expect((await visitor.json(path, 'POST', body)).status, `${decision} as a visitor`).to.equal(401);
      expect((await stranger.json(path, 'POST', body)).status, `${decision} as a stranger`).to.equal(403);
      expect((await browser.json(path, 'POST', body)).status, `${decision} as the contractor`).to.equal(403);
    }
    expect((await cardOf(profile.id))?.description).to.equal(profile.application.description);
  });
});
