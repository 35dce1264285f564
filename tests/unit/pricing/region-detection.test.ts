import { expect } from 'chai';
import { DetectRegion } from '../../../src/modules/pricing/application/detect-region.js';
import { GeoIpLiteCountryLookup } from '../../../src/modules/pricing/adapters/geoip/geoip-lite.country-lookup.js';
import {
  detectRegion,
  regionOfAcceptLanguage,
  regionOfCountry,
} from '../../../src/modules/pricing/domain/region-detection.js';
import type { CountryLookup } from '../../../src/modules/pricing/ports/country-lookup.js';

describe('region detection', () => {
  describe('the trusted edge country header', () => {
    it('names a region for CA and US in any case, and nothing for other countries or junk', () => {
      expect(regionOfCountry('US')).to.equal('US');
      expect(regionOfCountry(' ca ')).to.equal('CA');
      for (const other of ['GB', 'MX', 'XX', 'T1', '', 'USA', undefined, null])
        expect(regionOfCountry(other)).to.equal(null);
    });
  });

  describe('Accept-Language', () => {
    for (const [header, region] of [
      ['en-US', 'US'],
      ['es-US,es;q=0.9', 'US'],
      ['en-CA', 'CA'],
      ['fr-CA,fr;q=0.9,en;q=0.8', 'CA'],
      ['fr-ca', 'CA'],
      ['zh-Hant-US', 'US'],
      ['en;q=0.9,en-US;q=0.8', 'US'],
      ['en-GB;q=1,en-US;q=0.5', 'US'],
      ['en-US;q=0.4,fr-CA;q=0.7', 'CA'],
      ['en', null],
      ['en-GB,de-DE', null],
      ['en-US;q=0', null],
      ['*', null],
      ['', null],
    ] as const) {
      it(`reads "${header}" as ${region ?? 'no answer'}`, () => {
        expect(regionOfAcceptLanguage(header)).to.equal(region);
      });
    }
  });

  describe('the order of the sources', () => {
    it('believes the edge over GeoIP over Accept-Language, and defaults to CA', () => {
      expect(detectRegion({ edgeCountry: 'US', addressCountry: 'CA', acceptLanguage: 'fr-CA' })).to.equal('US');
      expect(detectRegion({ edgeCountry: undefined, addressCountry: 'US', acceptLanguage: 'fr-CA' })).to.equal('US');
      expect(detectRegion({ edgeCountry: 'GB', addressCountry: null, acceptLanguage: 'en-US' })).to.equal('US');
      expect(detectRegion({ edgeCountry: undefined, addressCountry: 'DE', acceptLanguage: 'de-DE' })).to.equal('CA');
      expect(detectRegion({ edgeCountry: undefined, addressCountry: null, acceptLanguage: undefined })).to.equal('CA');
    });

    it('does not look the address up when the edge has decided', async () => {
      const lookups: string[] = [];
      const countries: CountryLookup = {
        countryOf: async (address) => {
          lookups.push(address);
          return 'CA';
        },
      };
      const detect = new DetectRegion(countries);
      expect(
        await detect.execute({ edgeCountry: 'US', clientAddress: '203.0.113.9', acceptLanguage: undefined }),
      ).to.equal('US');
      expect(lookups).to.deep.equal([]);
      expect(
        await detect.execute({ edgeCountry: undefined, clientAddress: '203.0.113.9', acceptLanguage: 'en-US' }),
      ).to.equal('CA');
      expect(lookups).to.deep.equal(['203.0.113.9']);
    });
  });

  describe('GeoIP with geoip-lite (its data ships in the package: works offline)', () => {
    const geoip = new GeoIpLiteCountryLookup();

    // First in this file: the package's data is read once per process, on the first lookup.
    it('keeps the country database only, not the city one (about 110 MB) a country never needs', async () => {
      const before = process.memoryUsage().arrayBuffers;
      expect(await geoip.countryOf('8.8.4.4')).to.equal('US');
      expect(process.memoryUsage().arrayBuffers - before).to.be.below(30 * 1024 * 1024);
    });

    it('finds the country of public IPv4 and IPv6 addresses', async () => {
      expect(await geoip.countryOf('8.8.8.8')).to.equal('US');
      expect(await geoip.countryOf('24.114.0.1')).to.equal('CA');
      expect(await geoip.countryOf('::ffff:24.114.0.1'), 'IPv4 as reported on a dual-stack socket').to.equal('CA');
      expect(await geoip.countryOf('2607:f8b0::1')).to.equal('US');
    });

    it('answers nothing for loopback, private, link-local addresses and junk', async () => {
      for (const address of [
        '127.0.0.1',
        '::1',
        '::ffff:127.0.0.1',
        '10.0.0.7',
        '172.20.1.1',
        '192.168.1.20',
        '169.254.1.1',
        'fe80::1',
        'fd00::1',
        '100.64.0.1',
        'not-an-ip',
        '',
      ]) {
        expect(await geoip.countryOf(address), address).to.equal(null);
      }
    });
  });
});
