import { expect } from 'chai';
import type { ContractorDirectoryAnswer } from '../../../src/api-contract.js';
import { TestBrowser } from '../../support/http-client.js';
import { json, listedContractor, startContractorsApp, type ContractorsTestApp } from './support.js';

/** Widening a search (issue 21): pros based near the searcher whose service area stops short of them. */
describe('widening a directory search (withinKm)', function () {
  this.timeout(60_000);
  let server: ContractorsTestApp;
  let visitor: TestBrowser;
  let plumberId: string;

  before(async () => {
    server = await startContractorsApp();
    visitor = new TestBrowser(server.baseUrl);
    // Downtown Toronto, travelling 25 km: Oshawa, about 55 km east, is outside.
    const { profile } = await listedContractor(server, { businessName: `Widening Plumbing ${Date.now()}` });
    plumberId = profile.id;
  });
  after(async () => {
    await server?.close();
  });

  const search = async (query: string, status = 200) =>
    json<ContractorDirectoryAnswer>(await visitor.request(`/api/contractors?${query}`), status);

  it('finds nobody outside every service area, then the pros based within the wider radius, nearest first', async () => {
    const served = await search('postalCode=L1H%201A1&category=plumbing');
    expect(served.results.map((card) => card.id)).to.not.include(plumberId);

    const widened = await search('postalCode=L1H%201A1&category=plumbing&withinKm=100');
    const card = widened.results.find((result) => result.id === plumberId);
    expect(card?.distanceKm).to.be.within(40, 70);
    const distances = widened.results.map((result) => result.distanceKm);
    expect(distances).to.deep.equal([...distances].sort((a, b) => a - b));
  });

  it('keeps a radius that reaches nobody new as it was, and refuses one beyond 250 km with 400', async () => {
    const narrow = await search('postalCode=L1H%201A1&category=plumbing&withinKm=10');
    expect(narrow.results.map((card) => card.id)).to.not.include(plumberId);
    const refused = await visitor.request('/api/contractors?postalCode=L1H%201A1&withinKm=500');
    expect(refused.status).to.equal(400);
    expect(await refused.text()).to.contain('withinKm');
  });
});
