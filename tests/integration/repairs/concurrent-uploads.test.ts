import { expect } from 'chai';
import { labelPhoto } from '../../fixtures/repairs/media.js';
import { signedInBrowser, startRepairsApp, upload, type RepairsTestApp } from './support.js';
import { useServerPerSuite } from '../../support/test-app.js';

describe('concurrent uploads by one user', function () {
  this.timeout(120_000);
  let server: RepairsTestApp;
  useServerPerSuite(startRepairsApp, (started) => (server = started));

  it('accepts exactly 2 of 50 concurrent uploads for a user with 2 free fixes, refuses 48 with 402, leaves 0', async () => {
    const browser = await signedInBrowser(server.baseUrl, 'concurrent');
    const photo = await labelPhoto();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => upload(browser, { bytes: photo, description: 'wobbly chair' })),
    );
    const statuses = responses.map((response) => response.status);
    const bodies = await Promise.all(responses.map((response) => response.json() as Promise<Record<string, unknown>>));
    expect(statuses.filter((status) => status === 201)).to.have.length(2);
    expect(statuses.filter((status) => status === 402)).to.have.length(48);
    for (const [index, body] of bodies.entries()) {
      if (statuses[index] === 402) expect(body).to.deep.include({ requiresPayment: true });
    }
    expect(await server.freeFixes(browser)).to.equal(0);
    const repairs = await server.sql<{ n: number }>('select count(*)::int as n from repairs_repair_request');
    expect(repairs[0]!.n).to.equal(2);
    expect(await server.storedUploads()).to.deep.equal([]);
  });
});
