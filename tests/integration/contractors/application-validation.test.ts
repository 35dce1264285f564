import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import sharp from 'sharp';
import type { MyContractorProfile } from '../../../src/api-contract.js';
import { TestBrowser } from '../../support/http-client.js';
import { application, apply, json, listedContractor, startContractorsApp, type ContractorsTestApp } from './support.js';
import { useServerPerSuite } from '../../support/test-app.js';

interface Refusal {
  message: string;
  fieldErrors?: Record<string, string>;
}

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

describe('contractor applications: every field checked, with clear messages', function () {
  this.timeout(60_000);
  let server: ContractorsTestApp;
  /** Fills in forms that are refused; an accepted one needs a person of its own (one application each). */
  let filler: TestBrowser;
  useServerPerSuite(startContractorsApp, (started) => (server = started));
  before(async () => {
    filler = await server.signedIn('filler');
  });

  const refused = async (response: Response, status = 400) => json<Refusal>(response, status);
  const applying = async (overrides: Record<string, unknown>, browser: TestBrowser = filler) =>
    browser.json('/api/contractor/application', 'POST', { ...application(), ...overrides });
  const accepted = async (overrides: Record<string, unknown>) =>
    json<MyContractorProfile>(await applying(overrides, await server.signedIn('applicant')), 201);

  it('names every problem of a badly filled form at once, field by field', async () => {
    const answer = await refused(
      await applying({
        businessName: ' ',
        contactName: 'D4na',
        email: 'dana-at-example',
        phone: '555-0199',
        website: 'http://harbourfront.example',
        postalCode: '90210',
        serviceArea: { kind: 'radius', radius: 400, unit: 'km' },
        specializations: ['plumbing', 'roofing'],
        description: 'Plumber.',
        licenceNumber: 'ON!!',
        insuranceProvider: 'Intact Insurance',
        insuranceExpiresOn: '2020-01-31',
        gstHstNumber: '12345',
        yearEstablished: 1700,
      }),
    );
    expect(answer.fieldErrors).to.deep.equal({
      businessName: 'is required',
      contactName: 'may contain only letters, spaces, periods, apostrophes and hyphens',
      email: 'must be an e-mail address like name@example.com',
      phone: 'must be a North American phone number like (416) 555-0123',
      website: 'must be a secure web address starting with https://',
      postalCode: 'must be a Canadian postal code like A1A 1A1',
      'serviceArea.radius': 'must be a whole number from 1 to 250 km',
      specializations:
        '"roofing" is not one of: plumbing, electrical, appliances, heating-cooling, doors-windows, walls-floors, furniture, electronics, bicycles, automotive',
      description: 'must be at least 30 characters',
      licenceNumber: 'may contain only letters, digits, spaces and . / # -',
      insuranceExpiresOn: 'must be a future date: this policy has expired',
      gstHstNumber: 'must be a GST/HST number like 123456789 RT 0001',
      yearEstablished: `must be a year from 1800 to ${NEXT_YEAR - 1}`,
    });
    expect(answer.message).to.equal('businessName: is required');
  });

  it('checks postal codes for the country: A1A 1A1 in Canada, 12345 or 12345-6789 in the United States', async () => {
    for (const postalCode of ['M5V3L9', 'm5v 3l9']) {
      const ok = await accepted({ postalCode });
      expect(ok.application.postalCode).to.equal('M5V 3L9');
    }
    for (const postalCode of ['M5V-3L9', 'D5V 3L9', 'M5V 3L', '12345']) {
      expect((await refused(await applying({ postalCode }))).fieldErrors).to.deep.equal({
        postalCode: 'must be a Canadian postal code like A1A 1A1',
      });
    }
    const american = { country: 'US', gstHstNumber: null, phone: '+1 212 555 0142' };
    for (const postalCode of ['10001', '10001-2345']) {
      const ok = await accepted({ ...american, postalCode });
      expect(ok.application).to.deep.include({ postalCode, country: 'US', phone: '(212) 555-0142' });
    }
    for (const postalCode of ['1000', '100012345', 'M5V 3L9']) {
      expect((await refused(await applying({ ...american, postalCode }))).fieldErrors).to.deep.equal({
        postalCode: 'must be a ZIP code like 12345 or 12345-6789',
      });
    }
    expect(
      (await refused(await applying({ ...american, postalCode: '10001', gstHstNumber: '123456789RT0001' })))
        .fieldErrors,
    ).to.deep.equal({ gstHstNumber: 'is only for Canadian businesses' });
    expect((await refused(await applying({ country: 'FR' }))).fieldErrors).to.deep.include({
      country: 'must be CA (Canada) or US (United States)',
    });
  });

  it('places every postal code on the map: one the data set does not know is refused', async () => {
    expect((await refused(await applying({ postalCode: 'X0Z 1A1' }))).fieldErrors).to.deep.equal({
      postalCode: 'X0Z 1A1 is not a postal code we can find; please check it',
    });
    const codes = (list: string[]) => ({ serviceArea: { kind: 'codes', codes: list } });
    expect((await refused(await applying(codes(['M5V', 'X0Z'])))).fieldErrors).to.deep.equal({
      'serviceArea.codes': 'X0Z is not a postal area we can find; please check it',
    });
    expect((await refused(await applying(codes(['M5V', '12345'])))).fieldErrors).to.deep.equal({
      'serviceArea.codes':
        '"12345" must be a forward sortation area like M5V (the first 3 characters of a postal code)',
    });
    expect((await refused(await applying(codes([])))).fieldErrors).to.deep.equal({
      'serviceArea.codes': 'must list at least one area you serve',
    });
    const listed = await accepted(codes(['m5v', 'M4W 1A8', 'M5V']));
    expect(listed.application.serviceArea).to.deep.equal({ kind: 'codes', codes: ['M5V', 'M4W'] });
    const miles = await accepted({ serviceArea: { kind: 'radius', radius: 30, unit: 'mi' } });
    expect(miles.application.serviceArea).to.deep.equal({ kind: 'radius', radius: 30, unit: 'mi' });
  });

  it('asks for insurance provider and expiry together, and accepts a business without licence, insurance or website', async () => {
    expect((await refused(await applying({ insuranceExpiresOn: null }))).fieldErrors).to.deep.equal({
      insuranceExpiresOn: 'is required with an insurance provider',
    });
    expect(
      (await refused(await applying({ insuranceProvider: '', insuranceExpiresOn: `${NEXT_YEAR}-02-30` }))).fieldErrors,
    ).to.deep.equal({
      insuranceProvider: 'is required with a policy expiry date',
      insuranceExpiresOn: 'must be a date like 2027-03-31',
    });
    const minimal = await accepted({
      website: null,
      licenceNumber: null,
      insuranceProvider: null,
      insuranceExpiresOn: null,
      gstHstNumber: null,
      yearEstablished: null,
    });
    expect(minimal.badges).to.deep.equal({ licensed: false, insured: false });
  });

  it('answers 400 naming the field for a missing or mistyped field, and for a field it does not know', async () => {
    const { businessName: _, ...withoutName } = application();
    const browser = filler;
    const missing = await refused(await browser.json('/api/contractor/application', 'POST', withoutName));
    expect(missing.message).to.equal('businessName: is required');
    const typed = await refused(
      await browser.json('/api/contractor/application', 'POST', { ...application(), yearEstablished: 'old' }),
    );
    expect(typed.message).to.equal('yearEstablished: must be a year');
    const area = await refused(
      await browser.json('/api/contractor/application', 'POST', {
        ...application(),
        serviceArea: { kind: 'everywhere' },
      }),
    );
    expect(area.message).to.match(/^serviceArea\.kind: must be \{ kind: "radius"/);
    const extra = await refused(
      await browser.json('/api/contractor/application', 'POST', { ...application(), rating: 5 }),
    );
    expect(extra.message).to.contain('rating');
  });

  it('takes one application per person (409), which can be edited while pending and is checked again', async () => {
    const browser = await server.signedIn('twice');
    await apply(browser);
    const again = await refused(await browser.json('/api/contractor/application', 'POST', application()), 409);
    expect(again.message).to.equal('You have applied already. You can edit your application while it is pending.');
    const edited = await json<MyContractorProfile>(
      await browser.json('/api/contractor/profile', 'PATCH', {
        businessName: 'Harbourfront Plumbing Ltd.',
        phone: '416 555 0100',
      }),
    );
    expect(edited.application).to.deep.include({ businessName: 'Harbourfront Plumbing Ltd.', phone: '(416) 555-0100' });
    expect(edited.status).to.equal('pending');
    const bad = await refused(await browser.json('/api/contractor/profile', 'PATCH', { phone: '911-555-0100' }));
    expect(bad.fieldErrors).to.deep.equal({ phone: 'must be a North American phone number like (416) 555-0123' });
    expect((await browser.request('/api/contractor/profile')).status).to.equal(200);
  });

  it('keeps the country once approved; answers 404 to someone who never applied and 401 to a visitor', async () => {
    const { browser } = await listedContractor(server);
    const moved = await refused(
      await browser.json('/api/contractor/profile', 'PATCH', {
        country: 'US',
        postalCode: '10001',
        gstHstNumber: null,
      }),
    );
    expect(moved.message).to.equal('country: cannot change once the application is approved');
    const stranger = await server.signedIn('stranger');
    for (const path of ['/api/contractor/profile', '/api/contractor/leads']) {
      const answer = await refused(await stranger.request(path), 404);
      expect(answer.message).to.equal('You have not applied as a contractor yet.');
    }
    const visitor = new TestBrowser(server.baseUrl);
    expect((await visitor.json('/api/contractor/application', 'POST', application())).status).to.equal(401);
    expect((await visitor.request('/api/contractor/profile')).status).to.equal(401);
  });

  describe('the logo', () => {
    const logoForm = (bytes: Buffer, name = 'logo.png', type = 'image/png') => {
      const form = new FormData();
      form.append('logo', new Blob([new Uint8Array(bytes)], { type }), name);
      return form;
    };
    const png = (size = 256) =>
      sharp({ create: { width: size, height: size, channels: 3, background: { r: 20, g: 110, b: 200 } } })
        .png()
        .toBuffer();
    const storedLogos = async () => {
      const root = path.join(
        server.app.config.storage.kind === 'local-folder' ? server.app.config.storage.directory : '',
        'contractor-logos',
      );
      const folders = await readdir(root).catch(() => []);
      const files = await Promise.all(folders.map((folder) => readdir(path.join(root, folder))));
      return files.flat();
    };

    it('is checked by its content, kept in storage, served at its URL, and replaced cleanly', async () => {
      const browser = await server.signedIn('logo');
      const applied = await apply(browser);
      expect(applied.logoUrl).to.equal(null);
      const first = await json<MyContractorProfile>(
        await browser.request('/api/contractor/logo', { method: 'PUT', body: logoForm(await png()) }),
      );
      expect(first.logoUrl).to.match(new RegExp(`^/api/contractors/${applied.id}/logo\\?v=[0-9a-f]{16}$`));
      const served = await browser.request(first.logoUrl!);
      expect(served.status).to.equal(200);
      expect(served.headers.get('content-type')).to.equal('image/png');
      expect(served.headers.get('x-content-type-options')).to.equal('nosniff');
      expect(
        Buffer.from(await served.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).to.equal('PNG');
      // Not listed yet: the public cannot see it, admins can.
      expect((await fetch(`${server.baseUrl}${first.logoUrl}`)).status).to.equal(404);
      expect((await (await server.admin()).request(first.logoUrl!)).status).to.equal(200);

      const jpeg = await sharp(await png())
        .jpeg()
        .toBuffer();
      const second = await json<MyContractorProfile>(
        await browser.request('/api/contractor/logo', { method: 'PUT', body: logoForm(jpeg, 'logo.png', 'image/png') }),
      );
      expect(second.logoUrl).not.to.equal(first.logoUrl);
      expect((await browser.request(second.logoUrl!)).headers.get('content-type'), 'typed by content').to.equal(
        'image/jpeg',
      );
      // One logo per contractor: the replaced version's URL names no file any more, so no cache keeps a wrong image.
      expect((await browser.request(first.logoUrl!)).status, 'one logo per contractor').to.equal(404);
      const mine = (await storedLogos()).length;
      expect(mine).to.be.greaterThan(0);

      const removed = await json<MyContractorProfile>(
        await browser.request('/api/contractor/logo', { method: 'DELETE' }),
      );
      expect(removed.logoUrl).to.equal(null);
      expect((await browser.request(second.logoUrl!)).status).to.equal(404);
      expect(await storedLogos()).to.have.length(mine - 1);
    });

    it('refuses what is no logo, with the reason: not an image, an animation, too large, too many pixels, none', async () => {
      const browser = await server.signedIn('badlogo');
      await apply(browser);
      const upload = (form: FormData) => browser.request('/api/contractor/logo', { method: 'PUT', body: form });

      const script = await refused(await upload(logoForm(Buffer.from('<script>alert(1)</script>'), 'logo.png')), 415);
      expect(script.message).to.equal('Invalid logo type. Only JPEG, PNG and WEBP images are supported.');
      const gif = await sharp(await png())
        .gif()
        .toBuffer();
      expect((await refused(await upload(logoForm(gif, 'logo.gif', 'image/gif')), 415)).message).to.contain(
        'Invalid logo type',
      );

      const noisy = await sharp({
        create: {
          width: 1200,
          height: 1200,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noisy.length).to.be.greaterThan(2 * 1024 * 1024);
      expect((await refused(await upload(logoForm(noisy)), 413)).message).to.equal(
        'The logo is too large. Maximum size is 2MB.',
      );

      const huge = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      expect((await refused(await upload(logoForm(huge)), 413)).message).to.equal(
        'The logo has too many pixels. Please resize it to at most 4000 × 4000 and try again.',
      );

      const empty = new FormData();
      empty.append('note', 'no file');
      expect((await refused(await upload(empty))).message).to.contain('logo');
      expect((await refused(await upload(new FormData()))).message).to.equal('Please choose a logo image to upload.');
      expect(
        ((await browser.request('/api/contractor/profile').then((r) => r.json())) as MyContractorProfile).logoUrl,
      ).to.equal(null);
    });
  });
});
