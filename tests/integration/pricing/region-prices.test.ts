import { expect } from 'chai';
import { startTestApp, type TestApp, useServerPerSuite } from '../../support/test-app.js';

describe('GET /api/pricing', () => {
  let server: TestApp;
  useServerPerSuite(startTestApp, (started) => (server = started));

  it('answers the Canadian prices of the specification in cents of CAD, under its names and by catalogue item', async () => {
    const response = await fetch(`${server.baseUrl}/api/pricing?region=CA`);
    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({
      region: 'CA',
      currency: 'CAD',
      payPerRepair: 500,
      basicPlan: 1200,
      unlimitedPlan: 2400,
      contractorPlan: 900,
      prices: { basic: 1200, contractor_listing: 900, pro: 2400, repair_credit: 500 },
    });
  });

  it('answers the United States prices in cents of USD', async () => {
    const response = await fetch(`${server.baseUrl}/api/pricing?region=US`);
    expect(await response.json()).to.deep.equal({
      region: 'US',
      currency: 'USD',
      payPerRepair: 400,
      basicPlan: 900,
      unlimitedPlan: 1800,
      contractorPlan: 700,
      prices: { basic: 900, contractor_listing: 700, pro: 1800, repair_credit: 400 },
    });
  });

  it('defaults to Canada when no region is asked for', async () => {
    const response = await fetch(`${server.baseUrl}/api/pricing`);
    expect(((await response.json()) as { region: string }).region).to.equal('CA');
  });

  it('refuses an unknown region with 400 and says which values are allowed', async () => {
    const response = await fetch(`${server.baseUrl}/api/pricing?region=MX`);
    expect(response.status).to.equal(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).to.contain('region').and.to.contain('"CA"').and.to.contain('"US"');
  });
});
