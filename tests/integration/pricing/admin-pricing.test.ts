import { expect } from 'chai';
import { AUDIT_LOG } from '../../../src/shared/audit/audit-log.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { useServerWithAdmin } from '../../support/test-app.js';

const ADMIN = 'prices@repairlens.test';
const US_PRICES = { repair_credit: 450, basic: 950, pro: 1900, contractor_listing: 750 };
const US_CHANGE = { prices: US_PRICES };

describe('admin pricing', () => {
  const suite = useServerWithAdmin([ADMIN]);

  const publicPrices = async (region: string) =>
    (await (await fetch(`${suite.server.baseUrl}/api/pricing?region=${region}`)).json()) as Record<string, unknown>;

  it('answers 401 to a visitor and 403 to a signed-in non-admin, for reading and for changing', async () => {
    const visitor = new TestBrowser(suite.server.baseUrl);
    expect((await visitor.request('/api/admin/pricing')).status).to.equal(401);
    expect((await visitor.json('/api/admin/pricing/US', 'PUT', US_CHANGE)).status).to.equal(401);
    const member = new TestBrowser(suite.server.baseUrl);
    await signIn(member, { email: 'member@example.com' });
    expect((await member.request('/api/admin/pricing')).status).to.equal(403);
    expect((await member.json('/api/admin/pricing/US', 'PUT', US_CHANGE)).status).to.equal(403);
    expect(await publicPrices('US')).to.include({ payPerRepair: 400 });
  });

  it('lists both regions with who changed them last', async () => {
    const response = await suite.admin.request('/api/admin/pricing');
    expect(response.status).to.equal(200);
    const tables = (await response.json()) as Record<string, unknown>[];
    expect(
      tables.map((table) => [table.region, table.currency, (table.prices as Record<string, number>).repair_credit]),
    ).to.deep.equal([
      ['CA', 'CAD', 500],
      ['US', 'USD', 400],
    ]);
    expect(tables[0]).to.have.property('updatedBy', null);
    expect(Date.parse(tables[0]!.updatedAt as string)).to.be.a('number');
  });

  it('changes a region’s prices: visible on /api/pricing at once, with who and when on the row and in the audit log', async () => {
    const before = Date.now();
    const response = await suite.admin.json('/api/admin/pricing/US', 'PUT', US_CHANGE);
    expect(response.status).to.equal(200);
    const saved = (await response.json()) as Record<string, unknown>;
    expect(saved).to.deep.include({ region: 'US', currency: 'USD', prices: US_PRICES, updatedBy: ADMIN });
    expect(Date.parse(saved.updatedAt as string)).to.be.at.least(before - 1000);

    expect(await publicPrices('US')).to.deep.equal({
      region: 'US',
      currency: 'USD',
      payPerRepair: 450,
      basicPlan: 950,
      unlimitedPlan: 1900,
      contractorPlan: 750,
      prices: US_PRICES,
    });
    expect(await publicPrices('CA'), 'the other region is untouched').to.include({ payPerRepair: 500 });

    const audit = suite.server.app.container.get(AUDIT_LOG);
    const [entry] = await suite.server.app.database.withContext(() => audit.list({ target: 'pricing:US', limit: 1 }));
    expect(entry).to.deep.include({
      actor: ADMIN,
      action: 'pricing.revise',
      target: 'pricing:US',
      before: { basic: 900, contractor_listing: 700, pro: 1800, repair_credit: 400 },
      after: US_PRICES,
    });
    expect(entry!.at.getTime()).to.be.at.least(before - 1000);
  });

  it('charges the new price at the next checkout', async () => {
    await suite.admin.json('/api/admin/pricing/CA', 'PUT', { prices: { repair_credit: 600 } });
    const buyer = new TestBrowser(suite.server.baseUrl);
    await signIn(buyer, { email: 'buyer@example.com' });
    const { url } = (await (await buyer.json('/api/create-one-time-checkout', 'POST', { region: 'CA' })).json()) as {
      url: string;
    };
    expect(await (await buyer.request(url)).text()).to.contain('$6 CAD');
  });

  for (const [label, body, field] of [
    ['a fraction of a cent', { prices: { ...US_PRICES, basic: 999.5 } }, 'basic'],
    ['a price of zero', { prices: { ...US_PRICES, repair_credit: 0 } }, 'repair_credit'],
    ['more than $1,000', { prices: { ...US_PRICES, pro: 100_001 } }, 'pro'],
    ['a price for an item not sold', { prices: { ...US_PRICES, premium: 3000 } }, 'premium'],
    ['a price given as text', { prices: { ...US_PRICES, contractor_listing: '7.00' } }, 'contractor_listing'],
  ] as const) {
    it(`refuses ${label} with 400 naming the price, and changes nothing`, async () => {
      const pricesBefore = await publicPrices('US');
      const response = await suite.admin.json('/api/admin/pricing/US', 'PUT', body);
      expect(response.status).to.equal(400);
      expect(((await response.json()) as { message: string }).message).to.contain(field);
      expect(await publicPrices('US')).to.deep.equal(pricesBefore);
    });
  }

  it('refuses an unknown region with 400', async () => {
    expect((await suite.admin.json('/api/admin/pricing/MX', 'PUT', US_CHANGE)).status).to.equal(400);
  });
});
