import { configureStore } from '@reduxjs/toolkit';
import { expect } from 'chai';
import sinon from 'sinon';
import en from '../../../frontends/shell/src/i18n/en.json';
import { registerFormatters } from '../../../frontends/shell/src/i18n/formats';
import { createTranslator } from '../../../frontends/shell/src/i18n/translator';
import { pricingApi } from '../../../frontends/shell/src/features/pricing/api';
import {
  currencyOf,
  DETECTION_FAILED_MESSAGE,
  detectRegion,
  REGION_PREFERENCE_KEY,
  rememberRegionPreference,
  regionStateOf,
  storedRegionPreference,
} from '../../../frontends/shell/src/features/pricing/region';
import { SEED_PRICES } from '../../fixtures/pricing/seed-prices';
import { useFakeStorage } from './fake-storage';

function createStore() {
  return configureStore({
    reducer: { [pricingApi.reducerPath]: pricingApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(pricingApi.middleware),
  });
}

describe('shell pricing feature', () => {
  afterEach(() => {
    sinon.restore();
  });

  it("asks for a region's prices with GET /api/pricing?region=", async () => {
    const prices = SEED_PRICES.US;
    const fetch = sinon.stub(globalThis, 'fetch').callsFake(async () => new Response(JSON.stringify(prices)));

    const result = await createStore().dispatch(pricingApi.endpoints.regionPrices.initiate('US'));

    expect(result.data).to.deep.equal(prices);
    expect(fetch.firstCall.args[0]).to.equal('/api/pricing?region=US');
    expect(fetch.firstCall.args[1]?.method).to.equal('GET');
  });

  describe('price display (product §9)', () => {
    const catalogue = (locale: 'en-CA' | 'en-US') => {
      const i18n = createTranslator('shell');
      i18n.addResourceBundle('en', 'shell', en);
      registerFormatters(i18n);
      i18n.changeLanguage(locale);
      return (amountMinor: number, currency: string) => i18n.t('common.price', { amount: amountMinor / 100, currency });
    };

    it('is "$", the amount, a space and the currency: whole amounts without decimals', () => {
      const price = catalogue('en-CA');
      expect(price(500, 'CAD')).to.equal('$5 CAD');
      expect(price(2400, 'CAD')).to.equal('$24 CAD');
      expect(catalogue('en-US')(400, 'USD')).to.equal('$4 USD');
    });

    it('shows two decimals when there are cents, and groups thousands', () => {
      const price = catalogue('en-US');
      expect(price(1250, 'CAD')).to.equal('$12.50 CAD');
      expect(price(499, 'USD')).to.equal('$4.99 USD');
      expect(price(123_400, 'USD')).to.equal('$1,234 USD');
      expect(price(0, 'USD')).to.equal('$0 USD');
    });
  });

  describe('region (product §4)', () => {
    const storage = useFakeStorage();
    let warn: sinon.SinonStub;
    beforeEach(() => {
      warn = sinon.stub(console, 'warn');
    });

    it('is Canada, loading, until detected when nothing is stored', () => {
      expect(regionStateOf(storedRegionPreference())).to.deep.equal({ region: 'CA', loading: true });
    });

    it('uses a stored CA or US at once, skipping detection', () => {
      storage.local.setItem(REGION_PREFERENCE_KEY, 'US');
      expect(regionStateOf(storedRegionPreference())).to.deep.equal({ region: 'US', loading: false });
      storage.local.setItem(REGION_PREFERENCE_KEY, 'CA');
      expect(regionStateOf(storedRegionPreference())).to.deep.equal({ region: 'CA', loading: false });
    });

    it('ignores any other stored value, so detection runs', () => {
      for (const stored of ['EU', 'us', '', '"US"']) {
        storage.local.setItem(REGION_PREFERENCE_KEY, stored);
        expect(storedRegionPreference(), stored).to.equal(null);
        expect(regionStateOf(storedRegionPreference())).to.deep.equal({ region: 'CA', loading: true });
      }
    });

    it('stores a manual choice under a product-specific key', () => {
      rememberRegionPreference('US');
      expect(REGION_PREFERENCE_KEY).to.equal('repairlens.region');
      expect(storage.local.getItem(REGION_PREFERENCE_KEY)).to.equal('US');
      expect(storedRegionPreference()).to.equal('US');
    });

    it('has one currency per region', () => {
      expect(currencyOf('CA')).to.equal('CAD');
      expect(currencyOf('US')).to.equal('USD');
    });

    it('uses the region the server detects', async () => {
      expect(await detectRegion(async () => ({ detectedRegion: 'US' }))).to.equal('US');
      expect(warn.called).to.equal(false);
    });

    it('falls back to Canada with a console message when detection fails or answers no region we serve', async () => {
      expect(
        await detectRegion(async () => {
          throw new Error('network down');
        }),
      ).to.equal('CA');
      expect(await detectRegion(async () => ({ detectedRegion: 'FR' }))).to.equal('CA');
      expect(await detectRegion(async () => ({}))).to.equal('CA');
      expect(warn.args).to.deep.equal([
        [DETECTION_FAILED_MESSAGE],
        [DETECTION_FAILED_MESSAGE],
        [DETECTION_FAILED_MESSAGE],
      ]);
      expect(DETECTION_FAILED_MESSAGE).to.equal('Could not detect location, defaulting to Canada');
    });

    it('asks GET /api/detect-location; a non-OK answer gives Canada', async () => {
      const fetch = sinon.stub(globalThis, 'fetch');
      fetch.onFirstCall().resolves(new Response(JSON.stringify({ detectedRegion: 'US' })));
      fetch.onSecondCall().resolves(new Response('Not Found', { status: 404 }));
      const detect = (store: ReturnType<typeof createStore>) => () =>
        store.dispatch(pricingApi.endpoints.detectLocation.initiate()).unwrap();

      expect(await detectRegion(detect(createStore()))).to.equal('US');
      expect(fetch.firstCall.args[0]).to.equal('/api/detect-location');
      expect(fetch.firstCall.args[1]?.method).to.equal('GET');
      expect(await detectRegion(detect(createStore()))).to.equal('CA');
      expect(warn.calledOnceWith(DETECTION_FAILED_MESSAGE)).to.equal(true);
    });
  });
});
