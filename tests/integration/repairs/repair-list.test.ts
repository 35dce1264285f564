import { expect } from 'chai';
import type { AuthUser, RepairSummary } from '../../../src/api-contract.js';
import { labelPhoto } from '../../fixtures/repairs/media.js';
import type { TestBrowser } from '../../support/http-client.js';
import { readRepair, type RepairsTestApp, signedInBrowser, startRepairsApp, uploadOk } from './support.js';

const TOILET = 'The toilet keeps running after it flushes and the tank never stops filling';

/**
 * Recent Fixes reads only what the list shows out of each repair's stored instructions; whatever the stored shape
 * (instructions written before a field existed, an emergency, a repair still waiting), each line must say what the
 * repair's own page says.
 */
describe("the owner's list of repairs (GET /api/repair-requests)", function () {
  this.timeout(60_000);
  let server: RepairsTestApp;
  let browser: TestBrowser;

  before(async () => {
    server = await startRepairsApp();
    browser = await signedInBrowser(server.baseUrl);
    const { id } = (await (await browser.request('/api/auth/user')).json()) as AuthUser;
    await server.sql('update billing_account set free_fixes_remaining = 10 where user_id = ?', [id]);
  });
  after(async () => server.close());

  const detailOf = (id: string) => readRepair(browser, id);

  it('says for every stored shape what the repair itself says: title, time, status and outcome', async () => {
    const blank = await labelPhoto(['']);
    const steps = await uploadOk(browser, { bytes: blank, description: TOILET });
    const beforeChargingRule = await uploadOk(browser, { bytes: blank, description: TOILET });
    const vagueBeforeChargingRule = await uploadOk(browser, { bytes: blank });
    const emergency = await uploadOk(browser, { bytes: blank, description: TOILET });
    const waiting = await uploadOk(browser, { bytes: blank, description: TOILET });
    await server.sql(`update repairs_repair_request set instructions = instructions - 'delivered' where id in (?, ?)`, [
      beforeChargingRule.id,
      vagueBeforeChargingRule.id,
    ]);
    await server.sql(
      `update repairs_repair_request set instructions = jsonb_set(instructions, '{emergency}', ?::jsonb) where id = ?`,
      [
        JSON.stringify({ kind: 'gas-leak', title: 'Gas smell', doNow: ['Leave the house'], whoToCall: 'Gas company' }),
        emergency.id,
      ],
    );
    await server.sql(
      `update repairs_repair_request
          set status = 'pending', instructions = null, title = null, category = null, estimated_time = null
        where id = ?`,
      [waiting.id],
    );

    const response = await browser.request('/api/repair-requests');
    expect(response.status).to.equal(200);
    const list = (await response.json()) as RepairSummary[];

    const expected = await Promise.all(
      [waiting, emergency, vagueBeforeChargingRule, beforeChargingRule, steps].map(async ({ id }) => {
        const { title, createdAt, estimatedTime, status, outcome } = await detailOf(id);
        return { id, title, createdAt, estimatedTime, status, outcome };
      }),
    );
    expect(list).to.deep.equal(expected);
    expect(list.map((item) => item.outcome)).to.deep.equal([
      null,
      'safety_stop',
      'needs_more_detail',
      'instructions',
      'instructions',
    ]);
  });
});
