import { expect } from 'chai';
import type { RepairSummary } from '../../../src/api-contract.js';
import { readRepair, signedInBrowser, uploadOk, useRepairsServerWithPhoto } from './support.js';

describe('what a completed repair delivered (outcome)', function () {
  this.timeout(60_000);
  const suite = useRepairsServerWithPhoto({ labelLines: [''] });

  it("tells a result that only asks for more detail from one with steps: in the upload's answer, Recent Fixes and the repair", async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const vague = await uploadOk(browser, { bytes: suite.photo });
    const delivered = await uploadOk(browser, {
      bytes: suite.photo,
      description: 'The toilet keeps running after it flushes and the tank never stops filling',
    });

    expect([vague.outcome, delivered.outcome], 'answered with the upload').to.deep.equal([
      'needs_more_detail',
      'instructions',
    ]);
    const list = (await (await browser.request('/api/repair-requests')).json()) as RepairSummary[];
    expect(list.map(({ id, status, outcome }) => ({ id, status, outcome }))).to.deep.equal([
      { id: delivered.id, status: 'completed', outcome: 'instructions' },
      { id: vague.id, status: 'completed', outcome: 'needs_more_detail' },
    ]);
    const read = async (id: string) => (await readRepair(browser, id)).outcome;
    expect(await read(vague.id)).to.equal('needs_more_detail');
    expect(await read(delivered.id)).to.equal('instructions');
  });
});
