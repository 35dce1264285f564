import { expect } from 'chai';
import sharp from 'sharp';
import type {
  AdminContractor,
  AdminContractorList,
  ContractorCard,
  ContractorDirectoryAnswer,
  MyContractorProfile,
} from '../../../src/api-contract.js';
import { TestBrowser } from '../../support/http-client.js';
import {
  application,
  apply,
  eventually,
  json,
  listedContractor,
  startContractorsApp,
  type ContractorsTestApp,
} from './support.js';
import { useServerPerSuite } from '../../support/test-app.js';

interface Refusal {
  message: string;
  fieldErrors?: Record<string, string>;
}

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

describe('contractors: editing the profile, the logo, and applying again after a rejection', function () {
  this.timeout(120_000);
  let server: ContractorsTestApp;
  useServerPerSuite(startContractorsApp, (started) => (server = started));

  const cardOf = async (contractorId: string, postalCode = 'M4W 1A8'): Promise<ContractorCard | undefined> => {
    const answer = await json<ContractorDirectoryAnswer>(
      await fetch(`${server.baseUrl}/api/contractors?postalCode=${encodeURIComponent(postalCode)}`),
    );
    return answer.results.find((card) => card.id === contractorId);
  };
  const edit = (browser: TestBrowser, changes: Record<string, unknown>) =>
    browser.json('/api/contractor/profile', 'PATCH', changes);
  const subjectsTo = async (address: string) => (await server.mailTo(address)).map((mail) => mail.subject);
  const pendingIds = async () =>
    (
      await json<AdminContractorList>(await (await server.admin()).request('/api/admin/contractors?status=pending'))
    ).items.map((item) => item.id);

  describe('an approved, listed contractor', () => {
    it('keeps the listing while changing contact, area, specializations and dropping the licence; a new description and policy date wait for review', async () => {
      const { browser, profile } = await listedContractor(server);
      const changed = await json<MyContractorProfile>(
        await edit(browser, {
          contactName: 'Dana Smith',
          phone: '647 555 0111',
          website: null,
          serviceArea: { kind: 'codes', codes: ['m4w', 'M5V'] },
          specializations: ['plumbing'],
          description: 'Family plumbers for downtown Toronto and Rosedale: leaks, drains and water heaters.',
          insuranceExpiresOn: `${NEXT_YEAR + 1}-01-31`,
          licenceNumber: null,
        }),
      );
      expect(changed).to.deep.include({ status: 'approved', statusReason: null });
      expect(changed.listing.state).to.equal('listed');
      expect(changed.application).to.deep.include({
        contactName: 'Dana Smith',
        phone: '(647) 555-0111',
        website: null,
        insuranceExpiresOn: `${NEXT_YEAR + 1}-01-31`,
      });
      expect(changed.application.serviceArea).to.deep.equal({ kind: 'codes', codes: ['M4W', 'M5V'] });
      expect(changed.badges).to.deep.equal({ licensed: false, insured: true });
      expect(changed.pendingChanges?.fields).to.deep.equal(['description', 'insuranceExpiresOn']);

      const card = await cardOf(profile.id);
      expect(card, 'still in the directory').to.not.equal(undefined);
      expect(card).to.deep.include({
        description: profile.application.description,
        area: 'M4W, M5V',
        specializations: ['plumbing'],
        badges: { licensed: false, insured: true },
      });
      expect(await subjectsTo(profile.application.email)).not.to.include.members([
        `Your profile changes are under review, ${profile.application.businessName}`,
      ]);
    });

    it('goes back to review when the business name, licence, insurer or GST/HST number changes: unlisted, e-mailed, in the queue, listed again once approved', async () => {
      const { browser, profile } = await listedContractor(server);
      const renamed = await json<MyContractorProfile>(
        await edit(browser, { businessName: 'Harbourfront Drains Inc.' }),
      );
      expect(renamed).to.deep.include({ status: 'pending', statusReason: null });
      expect(renamed.listing).to.deep.equal({ state: 'awaiting-approval', listed: false, paused: false });
      expect(renamed.subscription.active, 'the plan keeps running').to.equal(true);
      expect(await cardOf(profile.id)).to.equal(undefined);
      expect(await pendingIds()).to.include(profile.id);
      await eventually(
        async () =>
          (await subjectsTo(profile.application.email)).includes(
            'Your profile changes are under review, Harbourfront Drains Inc.',
          )
            ? true
            : undefined,
        'the re-review e-mail',
      );

      const admin = await server.admin();
      const approved = await json<AdminContractor>(
        await admin.request(`/api/admin/contractors/${profile.id}/approve`, { method: 'POST' }),
      );
      expect(approved.listing.state).to.equal('listed');
      expect((await cardOf(profile.id))?.businessName).to.equal('Harbourfront Drains Inc.');

      for (const [field, value] of [
        ['licenceNumber', 'ON-PL-99999'],
        ['insuranceProvider', 'Aviva Canada'],
        ['gstHstNumber', '987654321 RT 0001'],
      ] as const) {
        const before = await json<MyContractorProfile>(await browser.request('/api/contractor/profile'));
        expect(before.status, `approved before ${field} changes`).to.equal('approved');
        const changed = await json<MyContractorProfile>(await edit(browser, { [field]: value }));
        expect(changed.status, `${field} is reviewed`).to.equal('pending');
        await json(await admin.request(`/api/admin/contractors/${profile.id}/approve`, { method: 'POST' }));
      }
      // The same values again (as the edit form sends them, formatted) change nothing that was reviewed.
      const current = await json<MyContractorProfile>(await browser.request('/api/contractor/profile'));
      const same = await json<MyContractorProfile>(await edit(browser, current.application));
      expect(same.status).to.equal('approved');
    });

    it('checks an edit like an application, naming each field, and writes nothing of a refused one', async () => {
      const { browser } = await listedContractor(server);
      const before = await json<MyContractorProfile>(await browser.request('/api/contractor/profile'));
      const refused = await json<Refusal>(
        await edit(browser, {
          businessName: 'Better Name Plumbing',
          phone: '555-0100',
          website: 'http://plain.example',
          postalCode: '90210',
          serviceArea: { kind: 'radius', radius: 0, unit: 'km' },
          specializations: [],
          description: 'Too short',
          insuranceExpiresOn: '2001-01-01',
        }),
        400,
      );
      expect(refused.fieldErrors).to.deep.equal({
        phone: 'must be a North American phone number like (416) 555-0123',
        website: 'must be a secure web address starting with https://',
        postalCode: 'must be a Canadian postal code like A1A 1A1',
        'serviceArea.radius': 'must be a whole number from 1 to 250 km',
        specializations: 'must name at least one kind of repair',
        description: 'must be at least 30 characters',
        insuranceExpiresOn: 'must be a future date: this policy has expired',
      });
      const mistyped = await json<Refusal>(await edit(browser, { yearEstablished: 'long ago' }), 400);
      expect(mistyped.message).to.contain('yearEstablished');
      const unknown = await json<Refusal>(await edit(browser, { rating: 5 }), 400);
      expect(unknown.message).to.contain('rating');
      const after = await json<MyContractorProfile>(await browser.request('/api/contractor/profile'));
      expect(after).to.deep.equal(before);
    });

    it('replaces and removes the logo: a new one reaches the directory card once an admin approves it', async () => {
      const { browser, profile } = await listedContractor(server);
      const png = await sharp({ create: { width: 128, height: 128, channels: 3, background: '#1d4ed8' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
      const withLogo = await json<MyContractorProfile>(
        await browser.request('/api/contractor/logo', { method: 'PUT', body: form }),
      );
      expect(withLogo.status, 'still approved and listed').to.equal('approved');
      expect(withLogo.pendingChanges?.fields).to.deep.equal(['logo']);
      expect((await cardOf(profile.id))?.logoUrl, 'not before review').to.equal(null);
      await json(
        await (
          await server.admin()
        ).request(`/api/admin/contractors/${profile.id}/changes/approve`, { method: 'POST' }),
      );
      const card = await cardOf(profile.id);
      expect(card?.logoUrl).to.equal(withLogo.pendingChanges?.logoUrl);
      const served = await fetch(`${server.baseUrl}${card!.logoUrl}`);
      expect(served.status, 'listed: the public sees the logo').to.equal(200);
      expect(served.headers.get('content-type')).to.equal('image/png');

      await json(await browser.request('/api/contractor/logo', { method: 'DELETE' }));
      expect((await cardOf(profile.id))?.logoUrl).to.equal(null);
    });
  });

  describe('after a rejection', () => {
    it('shows the reason until a corrected application is sent, which goes back to the review queue and is e-mailed', async () => {
      const applicant = await server.signedIn('reapply');
      const email = `${applicant.email.split('@')[0]}@biz.example`;
      const first = await apply(applicant, { email, licenceNumber: null });
      const admin = await server.admin();
      await json(
        await admin.json(`/api/admin/contractors/${first.id}/reject`, 'POST', {
          reason: 'Plumbing in Ontario needs a licence number: please add yours.',
        }),
      );
      const rejected = await json<MyContractorProfile>(await applicant.request('/api/contractor/profile'));
      expect(rejected).to.deep.include({
        status: 'rejected',
        statusReason: 'Plumbing in Ontario needs a licence number: please add yours.',
      });
      const closed = await json<Refusal>(await edit(applicant, { licenceNumber: 'ON-PL-12345' }), 409);
      expect(closed.message).to.equal(
        'This application was rejected. Correct it and apply again from the signup page.',
      );

      // The corrected application is checked like the first one.
      const stillWrong = await json<Refusal>(
        await applicant.json('/api/contractor/application', 'POST', application({ email, phone: '12' })),
        400,
      );
      expect(stillWrong.fieldErrors).to.deep.equal({
        phone: 'must be a North American phone number like (416) 555-0123',
      });

      const corrected = await json<MyContractorProfile>(
        await applicant.json(
          '/api/contractor/application',
          'POST',
          application({ email, licenceNumber: 'ON-PL-12345', businessName: 'Harbourfront Plumbing Co.' }),
        ),
        201,
      );
      expect(corrected).to.deep.include({ id: first.id, status: 'pending', statusReason: null, reviewedAt: null });
      expect(corrected.listing.state).to.equal('awaiting-approval');
      expect(corrected.application).to.deep.include({
        licenceNumber: 'ON-PL-12345',
        businessName: 'Harbourfront Plumbing Co.',
      });
      expect(Date.parse(corrected.submittedAt)).to.be.greaterThan(Date.parse(first.submittedAt));
      expect(await pendingIds()).to.include(first.id);
      await eventually(
        async () =>
          (await subjectsTo(email)).includes('We received your corrected application, Harbourfront Plumbing Co.')
            ? true
            : undefined,
        'the e-mail about the corrected application',
      );
      const rejectionMail = (await server.mailTo(email)).find((mail) => /About your application/.test(mail.subject));
      expect(rejectionMail?.text).to.contain('apply again');

      // Pending again: one application per person still holds, with the message for where it stands.
      const twice = await json<Refusal>(
        await applicant.json('/api/contractor/application', 'POST', application({ email })),
        409,
      );
      expect(twice.message).to.equal('You have applied already. You can edit your application while it is pending.');
      const approved = await json<AdminContractor>(
        await admin.request(`/api/admin/contractors/${first.id}/approve`, { method: 'POST' }),
      );
      expect(approved.status).to.equal('approved');
      const afterApproval = await json<Refusal>(
        await applicant.json('/api/contractor/application', 'POST', application({ email })),
        409,
      );
      expect(afterApproval.message).to.equal(
        'You have applied already. Your contractor dashboard shows where your application stands.',
      );
    });
  });

  describe('from outside', () => {
    it('answers 401 to a visitor, 404 to someone who never applied, and touches only the caller’s own profile', async () => {
      const visitor = new TestBrowser(server.baseUrl);
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      const form = () => {
        const body = new FormData();
        body.append('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
        return body;
      };
      const calls: [string, string, (() => FormData | Record<string, unknown>)?][] = [
        ['POST', '/api/contractor/application', () => application()],
        ['PATCH', '/api/contractor/profile', () => ({ description: 'A description long enough to pass the check.' })],
        ['PUT', '/api/contractor/logo', form],
        ['DELETE', '/api/contractor/logo'],
        ['POST', '/api/contractor/listing/pause'],
        ['POST', '/api/contractor/listing/resume'],
      ];
      const send = (
        browser: TestBrowser,
        method: string,
        path: string,
        body?: () => FormData | Record<string, unknown>,
      ) => {
        if (!body) return browser.request(path, { method });
        const made = body();
        return made instanceof FormData
          ? browser.request(path, { method, body: made })
          : browser.json(path, method, made);
      };
      for (const [method, path, body] of calls) {
        expect((await send(visitor, method, path, body)).status, `${method} ${path} as a visitor`).to.equal(401);
      }

      const { profile } = await listedContractor(server);
      const stranger = await server.signedIn('stranger');
      for (const [method, path, body] of calls.slice(1)) {
        const answer = await json<Refusal>(await send(stranger, method, path, body), 404);
        expect(answer.message, `${method} ${path} by someone who never applied`).to.equal(
          'You have not applied as a contractor yet.',
        );
      }
      // Another contractor's edit is their own: the first contractor's card is as it was.
      const { browser: other } = await listedContractor(server);
      await json(await edit(other, { description: 'Another business entirely, with a description of its own.' }));
      expect((await cardOf(profile.id))?.description).to.equal(profile.application.description);
    });
  });
});
