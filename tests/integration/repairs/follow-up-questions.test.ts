import { expect } from 'chai';
import type { FollowUpThread } from '../../../src/api-contract.js';
import { testVideo } from '../../fixtures/repairs/media.js';
import type { TestBrowser } from '../../support/http-client.js';
import { signedInBrowser, uploadOk, useRepairsServerWithPhoto } from './support.js';

const TOILET = 'The toilet keeps running after it flushes and the tank never stops filling';
const LIMIT_MESSAGE = 'This repair has had its 5 follow-up questions. Start a new repair for a new problem.';

describe('follow-up questions on a repair', function () {
  this.timeout(60_000);
  const suite = useRepairsServerWithPhoto({ labelLines: [''] });

  async function deliveredRepair(browser: TestBrowser): Promise<string> {
    const created = await uploadOk(browser, { bytes: suite.photo, description: TOILET });
    expect(created.status).to.equal('completed');
    return created.id;
  }

  const ask = (browser: TestBrowser, repairId: string, question: string) =>
    browser.json(`/api/repair-requests/${repairId}/follow-ups`, 'POST', { question });

  async function askOk(browser: TestBrowser, repairId: string, question: string): Promise<FollowUpThread> {
    const response = await ask(browser, repairId, question);
    expect(response.status, await response.clone().text()).to.equal(201);
    return (await response.json()) as FollowUpThread;
  }

  it('answers only the owner: another user hears 404 as for a missing repair, a visitor 401', async () => {
    const owner = await signedInBrowser(suite.server.baseUrl);
    const repairId = await deliveredRepair(owner);
    const other = await signedInBrowser(suite.server.baseUrl, 'other');

    expect((await ask(other, repairId, 'The chain keeps getting caught, what now?')).status).to.equal(404);
    expect((await other.request(`/api/repair-requests/${repairId}/follow-ups`)).status).to.equal(404);
    const visitor = await fetch(`${suite.server.baseUrl}/api/repair-requests/${repairId}/follow-ups`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'Is this mine?' }),
    });
    expect(visitor.status).to.equal(401);

    const thread = await askOk(owner, repairId, 'The flapper chain keeps getting caught under the flapper, what now?');
    expect(thread.followUps).to.have.length(1);
    expect(thread.left).to.equal(4);
    const read = (await (await owner.request(`/api/repair-requests/${repairId}/follow-ups`)).json()) as FollowUpThread;
    expect(read).to.deep.equal(thread);
  });

  it("answers from the guide's troubleshooting note and names it, as the knowledge base's, not a model's", async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const repairId = await deliveredRepair(browser);
    const { followUps } = await askOk(browser, repairId, 'The valve behind the toilet is seized and will not turn');
    expect(followUps[0]).to.include({
      source: 'knowledge-base',
      citedNote: 'The shut-off valve behind the toilet will not turn',
      counted: true,
      emergency: null,
    });
    expect(followUps[0]!.answer).to.contain('penetrating oil');
  });

  it('says plainly when the knowledge base has no note for the question, and points to a pro', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const repairId = await deliveredRepair(browser);
    const { followUps } = await askOk(browser, repairId, 'Can I paint the tank lid a different colour?');
    expect(followUps[0]).to.include({ source: 'knowledge-base', citedNote: null });
    expect(followUps[0]!.answer).to.contain('The embedded knowledge base has no note for that');
    expect(followUps[0]!.answer).to.contain('Hire a Pro');
  });

  it('says the knowledge base cannot look at the photo sent with a question (multipart)', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const repairId = await deliveredRepair(browser);
    const form = new FormData();
    form.append('question', 'The new flapper still leaks, here is a photo');
    form.append('file', new Blob([new Uint8Array(suite.photo)], { type: 'image/jpeg' }), 'flapper.jpg');
    const response = await browser.request(`/api/repair-requests/${repairId}/follow-ups`, {
      method: 'POST',
      body: form,
    });
    expect(response.status, await response.clone().text()).to.equal(201);
    const { followUps } = (await response.json()) as FollowUpThread;
    expect(followUps[0]).to.include({ withPhoto: true, citedNote: 'The new flapper still leaks in the dye test' });
    expect(followUps[0]!.answer).to.contain('cannot look at photos');
  });

  it('refuses a video sent with a question with 415: only a photo may come with it', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const repairId = await deliveredRepair(browser);
    const form = new FormData();
    form.append('question', 'Here is a clip of the flapper');
    form.append('file', new Blob([new Uint8Array(await testVideo('mp4'))], { type: 'video/mp4' }), 'clip.mp4');
    const response = await browser.request(`/api/repair-requests/${repairId}/follow-ups`, {
      method: 'POST',
      body: form,
    });
    expect(response.status).to.equal(415);
    expect(((await response.json()) as { message: string }).message).to.equal(
      'Only a photo (JPEG, PNG or GIF) can come with a question.',
    );
  });

  it('refuses the sixth question with a clear 409, and still answers a hazard with the stop-and-call advice', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const repairId = await deliveredRepair(browser);
    for (let asked = 1; asked <= 5; asked++) await askOk(browser, repairId, `Question number ${asked} about the tank`);

    const sixth = await ask(browser, repairId, 'One more question about the flapper');
    expect(sixth.status).to.equal(409);
    expect(((await sixth.json()) as { message: string }).message).to.equal(LIMIT_MESSAGE);

    const hazard = await askOk(browser, repairId, 'I smell gas in the bathroom now, what do I do?');
    expect(hazard.followUps).to.have.length(6);
    expect(hazard.followUps[5]).to.deep.include({ source: 'safety-check', answer: null, counted: false });
    expect(hazard.followUps[5]!.emergency).to.include({ kind: 'gas-leak', title: 'Possible gas leak: leave now' });
    expect(hazard.left).to.equal(0);
  });

  it('gives a question that describes a hazard the emergency answer without counting it', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const repairId = await deliveredRepair(browser);
    const thread = await askOk(
      browser,
      repairId,
      'Water is pouring onto the outlet next to the toilet and it is sparking',
    );
    expect(thread.followUps[0]!.emergency).to.not.equal(null);
    expect(thread.followUps[0]!.emergency!.doNow.length).to.be.greaterThan(0);
    expect(thread.left).to.equal(5);
  });

  it('refuses questions on a repair that delivered no instructions, and questions too short or too long', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const vague = await uploadOk(browser, { bytes: suite.photo });
    const refused = await ask(browser, vague.id, 'What should I do now?');
    expect(refused.status).to.equal(409);
    expect(((await refused.json()) as { message: string }).message).to.equal(
      'Only a repair whose instructions were delivered takes follow-up questions.',
    );
    const repairId = await deliveredRepair(browser);
    expect((await ask(browser, repairId, 'no')).status).to.equal(400);
    expect((await ask(browser, repairId, 'x'.repeat(1001))).status).to.equal(400);
  });

  it("removes the account's questions with the account", async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const repairId = await deliveredRepair(browser);
    await askOk(browser, repairId, 'The flapper chain keeps getting caught, what now?');
    const exported = (await (await browser.request('/api/user/export')).json()) as {
      repairs: { followUps: { question: string }[] }[];
    };
    expect(exported.repairs[0]!.followUps.map((followUp) => followUp.question)).to.deep.equal([
      'The flapper chain keeps getting caught, what now?',
    ]);
    expect((await browser.request('/api/user', { method: 'DELETE' })).status).to.equal(204);
    expect(await suite.server.sql('select id from repairs_follow_up where repair_id = ?', [repairId])).to.deep.equal(
      [],
    );
  });
});
