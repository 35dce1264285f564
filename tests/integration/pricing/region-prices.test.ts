import { expect } from 'chai';
import { SEED_PRICES } from '../../fixtures/pricing/seed-prices.js';
import { startTestApp, type TestApp, useServerPerSuite } from '../../support/test-app.js';

describe('GET /api/pricing', () => {
  let server: TestApp;
  useServerPerSuite(startTestApp, (started) => (server = started));

  for (const { region, name } of [
    {
      region: 'CA',
      name: 'answers the Canadian prices of the specification in cents of CAD, under its names and by catalogue item',
    },
    { region: 'US', name: 'answers the United States prices in cents of USD' },
  ] as const) {
    it(name, async () => {
      const response = await fetch(`${server.baseUrl}/api/pricing?region=${region}`);
      expect(response.status).to.equal(200);
      expect(await response.json()).to.deep.equal(SEED_PRICES[region]);
    });
  }

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
