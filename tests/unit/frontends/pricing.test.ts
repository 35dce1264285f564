import { configureStore } from '@reduxjs/toolkit';
import { expect } from 'chai';
import sinon from 'sinon';
import { pricingApi } from '../../../frontends/shell/src/features/pricing/api';
import { formatAmount } from '../../../frontends/shell/src/features/pricing/format-amount';

describe('shell pricing feature', () => {
  afterEach(() => {
    sinon.restore();
  });

  it("asks for a region's prices with GET /api/pricing?region=", async () => {
    const prices = {
      region: 'US',
      currency: 'USD',
      payPerRepair: 400,
      basicPlan: 900,
      unlimitedPlan: 1800,
      contractorPlan: 700,
    };
    const fetch = sinon.stub(globalThis, 'fetch').callsFake(async () => new Response(JSON.stringify(prices)));
    const store = configureStore({
      reducer: { [pricingApi.reducerPath]: pricingApi.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(pricingApi.middleware),
    });

    const result = await store.dispatch(pricingApi.endpoints.regionPrices.initiate('US'));

    expect(result.data).to.deep.equal(prices);
    expect(fetch.firstCall.args[0]).to.equal('/api/pricing?region=US');
    expect(fetch.firstCall.args[1]?.method).to.equal('GET');
  });

  it('shows whole amounts without decimals and other amounts with two', () => {
    expect(formatAmount(500, 'en-CA')).to.equal('5');
    expect(formatAmount(499, 'en-CA')).to.equal('4.99');
    expect(formatAmount(1850, 'en-US')).to.equal('18.50');
    expect(formatAmount(123_400, 'en-US')).to.equal('1,234');
  });
});
