import { expect } from 'chai';
import type { RepairCreated } from '../../../src/api-contract.js';
import { TestBrowser } from '../../support/http-client.js';
import { readRepair, signedInBrowser, uploadOk, useRepairsServerWithPhoto } from './support.js';

describe('repairs are paid for only when they deliver instructions', function () {
  this.timeout(60_000);
  const suite = useRepairsServerWithPhoto({ labelLines: [''] });

  const addDetail = (browser: TestBrowser, id: string, detail: string) =>
    browser.json(`/api/repair-requests/${id}/details`, 'POST', { detail });
  it('leaves the balance where it was when the answer only asks for more detail, and says so', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const created = await uploadOk(browser, { bytes: suite.photo });
    const repair = await readRepair(browser, created.id);
    expect(repair.status).to.equal('completed');
    expect(repair.instructions).to.deep.include({ needsMoreDetail: true, delivered: false, photoUnderstood: false });
    expect(await suite.server.freeFixes(browser)).to.equal(2);
  });

  it('writes the same repair again from the added detail, charging once in all', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const created = await uploadOk(browser, { bytes: suite.photo });
    const added = await addDetail(
      browser,
      created.id,
      'My kitchen faucet keeps dripping from the spout when it is off',
    );
    expect(added.status).to.equal(200);
    expect(((await added.json()) as RepairCreated).id).to.equal(created.id);

    const repair = await readRepair(browser, created.id);
    expect(repair.status).to.equal('completed');
    expect(repair.description).to.contain('kitchen faucet');
    expect(repair.instructions).to.deep.include({ needsMoreDetail: false, delivered: true, category: 'plumbing' });
    expect(repair.instructions!.steps.length).to.be.at.least(3);
    expect(repair.instructions!.source).to.deep.include({ writer: 'knowledge-base' });
    expect(await suite.server.freeFixes(browser), 'one repair delivered, one free fix spent').to.equal(1);
    expect(await suite.server.storedUploads()).to.deep.equal([]);
  });

  it('gives the spend back again when the added detail still tells nothing', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const created = await uploadOk(browser, { bytes: suite.photo });
    expect((await addDetail(browser, created.id, 'it is broken somehow')).status).to.equal(200);
    const repair = await readRepair(browser, created.id);
    expect(repair.instructions).to.deep.include({ needsMoreDetail: true, delivered: false });
    expect(await suite.server.freeFixes(browser)).to.equal(2);
  });

  it('refuses detail for a repair that delivered steps (409), and answers 404 to anyone but its owner', async () => {
    const owner = await signedInBrowser(suite.server.baseUrl);
    const created = await uploadOk(owner, {
      bytes: suite.photo,
      description: 'The toilet keeps running after it flushes and the tank never stops filling',
    });
    expect((await readRepair(owner, created.id)).instructions!.delivered).to.equal(true);
    expect((await addDetail(owner, created.id, 'the flapper is red')).status).to.equal(409);
    const stranger = await signedInBrowser(suite.server.baseUrl, 'stranger');
    expect((await addDetail(stranger, created.id, 'my toilet runs')).status).to.equal(404);
    expect((await addDetail(new TestBrowser(suite.server.baseUrl), created.id, 'my toilet runs')).status).to.equal(401);
    expect(await suite.server.freeFixes(owner)).to.equal(1);
  });

  it('refuses an empty detail with 400 and the reason', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const created = await uploadOk(browser, { bytes: suite.photo });
    const refused = await addDetail(browser, created.id, '   ');
    expect(refused.status).to.equal(400);
    expect(((await refused.json()) as { message: string }).message).to.contain('Describe what is broken');
  });

  it('answers 402 when nothing is left to pay for the detailed repair, and keeps it waiting for detail', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const vague = await uploadOk(browser, { bytes: suite.photo });
    const delivered = 'The toilet keeps running after it flushes and the tank never stops filling';
    await uploadOk(browser, { bytes: suite.photo, description: delivered });
    await uploadOk(browser, { bytes: suite.photo, description: delivered });
    expect(await suite.server.freeFixes(browser)).to.equal(0);

    const refused = await addDetail(browser, vague.id, 'My kitchen faucet keeps dripping from the spout');
    expect(refused.status).to.equal(402);
    expect(await refused.json()).to.deep.include({ requiresPayment: true });
    const repair = await readRepair(browser, vague.id);
    expect(repair.status).to.equal('completed');
    expect(repair.instructions!.needsMoreDetail).to.equal(true);
    expect(repair.description).to.equal(null);
  });

  it('stops at an emergency with what to do now, no steps, Hire a Pro, and no charge', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const created = await uploadOk(browser, {
      bytes: suite.photo,
      description: 'I smell gas near the stove and the burner will not light',
    });
    const repair = await readRepair(browser, created.id);
    const instructions = repair.instructions!;
    expect(instructions.emergency).to.deep.include({ kind: 'gas-leak' });
    expect(instructions.emergency!.doNow.length).to.be.at.least(2);
    expect(instructions.steps).to.deep.equal([]);
    expect(instructions.delivered).to.equal(false);
    expect(instructions.needsMoreDetail).to.equal(false);
    expect(instructions.hireAPro.recommended).to.equal(true);
    expect(repair.title).to.equal(instructions.emergency!.title);
    expect(await suite.server.freeFixes(browser)).to.equal(2);
    expect(
      (await addDetail(browser, created.id, 'the stove is a gas range')).status,
      'no detail for an emergency',
    ).to.equal(409);
  });
});
