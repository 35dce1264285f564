import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import sharp, { type Metadata } from 'sharp';
import type { MyContractorProfile } from '../../../src/api-contract.js';
import type { TestBrowser } from '../../support/http-client.js';
import { apply, json, startContractorsApp, type ContractorsTestApp } from './support.js';
import { useServerPerSuite } from '../../support/test-app.js';

/** Where a phone would put the photo's place: the datum is plain text inside the EXIF block, easy to find. */
const GPS_EXIF = {
  IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'Dana O Neil' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '43/1 38/1 3000/100',
    GPSLongitudeRef: 'W',
    GPSLongitude: '79/1 23/1 1500/100',
    GPSMapDatum: 'WGS-84',
  },
};
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>';

/** A landscape 1200 × 600 photo, stored on its side (EXIF orientation 6: shown turned 90° clockwise), from a phone. */
async function phonePhotoLogo(): Promise<Buffer> {
  const photo = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#c63' } })
    .jpeg()
    .withExif(GPS_EXIF)
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .withXmp(XMP)
    .toBuffer();
  const metadata = await sharp(photo).metadata();
  expect(metadata.exif?.includes('WGS-84'), 'the test photo carries a GPS position').to.equal(true);
  expect(metadata.orientation).to.equal(6);
  expect(metadata.icc, 'and a colour profile').to.not.equal(undefined);
  expect(metadata.xmp, 'and XMP').to.not.equal(undefined);
  return photo;
}

async function expectNoMetadata(bytes: Buffer, what: string): Promise<Metadata> {
  const metadata = await sharp(bytes).metadata();
  expect(metadata.exif, `${what}: no EXIF (so no GPS)`).to.equal(undefined);
  expect(bytes.includes('WGS-84'), `${what}: no GPS anywhere in the bytes`).to.equal(false);
  expect(bytes.includes('PhoneMaker'), `${what}: no camera maker anywhere in the bytes`).to.equal(false);
  expect(metadata.xmp, `${what}: no XMP`).to.equal(undefined);
  expect(metadata.iptc, `${what}: no IPTC`).to.equal(undefined);
  expect(metadata.icc, `${what}: no ICC profile (converted to sRGB)`).to.equal(undefined);
  expect(metadata.comments ?? [], `${what}: no text chunks`).to.deep.equal([]);
  return metadata;
}

describe('contractor logos: re-encoded, so no photo metadata is ever published', function () {
  this.timeout(60_000);
  let server: ContractorsTestApp;
  useServerPerSuite(startContractorsApp, (started) => (server = started));

  const upload = async (browser: TestBrowser, bytes: Buffer, type: string) => {
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(bytes)], { type }), 'logo');
    return json<MyContractorProfile>(await browser.request('/api/contractor/logo', { method: 'PUT', body: form }));
  };
  const served = async (browser: TestBrowser, url: string) => {
    const answer = await browser.request(url);
    expect(answer.status).to.equal(200);
    return { type: answer.headers.get('content-type'), bytes: Buffer.from(await answer.arrayBuffer()) };
  };
  /** The files kept for one contractor, read straight from the storage folder. */
  const storedFilesOf = async (contractorId: string) => {
    const storage = server.app.config.storage;
    const folder = path.join(
      storage.kind === 'local-folder' ? storage.directory : '',
      'contractor-logos',
      contractorId,
    );
    return (await readdir(folder)).map((name) => path.join(folder, name));
  };

  it('serves a phone photo uploaded as a logo without its EXIF, GPS, XMP or ICC, upright and at most 512 px', async () => {
    const browser = await server.signedIn('photo-logo');
    const applied = await apply(browser);
    const profile = await upload(browser, await phonePhotoLogo(), 'image/jpeg');

    const { type, bytes } = await served(browser, profile.logoUrl!);
    expect(type).to.equal('image/jpeg');
    const metadata = await expectNoMetadata(bytes, 'the served logo');
    expect(metadata.format).to.equal('jpeg');
    expect(metadata.orientation ?? 1, 'turned upright, not merely flagged').to.equal(1);
    expect([metadata.width, metadata.height], 'portrait once turned, long edge 512').to.deep.equal([256, 512]);

    const stored = await storedFilesOf(applied.id);
    expect(stored).to.have.length(1);
    await expectNoMetadata(await readFile(stored[0]!), 'the stored file');
  });

  it('keeps a PNG a PNG, with its transparency, and without its metadata', async () => {
    const browser = await server.signedIn('png-logo');
    await apply(browser);
    const transparent = await sharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 0.5 } },
    })
      .png()
      .withMetadata({ density: 300 })
      .withExif({ IFD0: { Make: 'PhoneMaker' } })
      .toBuffer();
    const profile = await upload(browser, transparent, 'image/png');

    const { type, bytes } = await served(browser, profile.logoUrl!);
    expect(type).to.equal('image/png');
    const metadata = await expectNoMetadata(bytes, 'the served PNG');
    expect(metadata.format).to.equal('png');
    expect(metadata.hasAlpha, 'transparency kept').to.equal(true);
    expect([metadata.width, metadata.height], 'small enough already: not enlarged').to.deep.equal([300, 200]);
  });

  it('serves a logo stored before re-encoding without its metadata too', async () => {
    const browser = await server.signedIn('old-logo');
    const applied = await apply(browser);
    const profile = await upload(browser, await phonePhotoLogo(), 'image/jpeg');
    // As an upload before the fix left it: the phone's bytes, unchanged, under the logo's key.
    const [stored] = await storedFilesOf(applied.id);
    await writeFile(stored!, await phonePhotoLogo());

    const { type, bytes } = await served(browser, profile.logoUrl!);
    expect(type).to.equal('image/jpeg');
    const metadata = await expectNoMetadata(bytes, 'the old logo as served');
    expect([metadata.width, metadata.height]).to.deep.equal([256, 512]);
  });

  it('refuses an image whose header reads well but whose pixels do not decode', async () => {
    const browser = await server.signedIn('broken-logo');
    await apply(browser);
    const whole = await sharp({
      create: {
        width: 400,
        height: 400,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(whole.subarray(0, 2000))], { type: 'image/png' }), 'logo.png');
    const answer = await browser.request('/api/contractor/logo', { method: 'PUT', body: form });
    expect(answer.status).to.equal(415);
    expect(((await answer.json()) as { message: string }).message).to.contain('Invalid logo type');
  });
});
