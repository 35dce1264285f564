import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** Through the real server: which source decides, and that only a configured edge header is believed. */
describe('GET /api/detect-location', () => {
  let plain: TestApp;
  let behindEdge: TestApp;
  before(async () => {
    plain = await startTestApp();
    // Behind a proxy whose X-Forwarded-For is believed, and a CDN whose country header is.
    behindEdge = await startTestApp({ env: { TRUST_PROXY: 'true', TRUSTED_COUNTRY_HEADER: 'CF-IPCountry' } });
  });
  after(async () => {
    await plain.close();
    await behindEdge.close();
  });

  const detect = async (server: TestApp, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.baseUrl}/api/detect-location`, { headers });
    expect(response.status).to.equal(200);
    expect(response.headers.get('cache-control')).to.contain('no-store');
    return ((await response.json()) as { detectedRegion: string }).detectedRegion;
  };

  it('answers CA when nothing tells where the visitor is (a loopback address, no language)', async () => {
    expect(await detect(plain)).to.equal('CA');
  });

  it('goes by Accept-Language when the address says nothing: en-US → US, fr-CA → CA', async () => {
    expect(await detect(plain, { 'accept-language': 'en-US,en;q=0.9' })).to.equal('US');
    expect(await detect(plain, { 'accept-language': 'fr-CA,fr;q=0.8' })).to.equal('CA');
    expect(await detect(plain, { 'accept-language': 'de-DE,de;q=0.9' })).to.equal('CA');
  });

  it('ignores a country header it was not told to trust', async () => {
    expect(await detect(plain, { 'cf-ipcountry': 'US' })).to.equal('CA');
  });

  it('believes the configured edge header first, over GeoIP and language', async () => {
    expect(
      await detect(behindEdge, { 'cf-ipcountry': 'US', 'x-forwarded-for': '24.114.0.1', 'accept-language': 'fr-CA' }),
    ).to.equal('US');
  });

  it('looks the client address up in GeoIP when the edge says nothing we serve', async () => {
    expect(await detect(behindEdge, { 'x-forwarded-for': '8.8.8.8', 'accept-language': 'fr-CA' })).to.equal('US');
    expect(await detect(behindEdge, { 'cf-ipcountry': 'XX', 'x-forwarded-for': '24.114.0.1' })).to.equal('CA');
  });

  it('falls back to Accept-Language for a private client address', async () => {
    expect(await detect(behindEdge, { 'x-forwarded-for': '10.1.2.3', 'accept-language': 'en-US' })).to.equal('US');
  });
});
