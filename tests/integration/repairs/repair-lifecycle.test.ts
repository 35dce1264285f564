import { expect } from 'chai';
import type { GalleryEntry, RepairSummary } from '../../../src/api-contract.js';
import { TestBrowser } from '../../support/http-client.js';
import { labelPhoto, testVideo } from '../../fixtures/repairs/media.js';
import { readRepair, signedInBrowser, upload, uploadOk, useRepairsServerWithPhoto } from './support.js';

const FAUCET = 'My kitchen faucet keeps dripping from the spout even when the handle is off';

describe('repair requests: from upload to instructions', function () {
  this.timeout(60_000);
  const suite = useRepairsServerWithPhoto();

  it('turns a photo and a description into instructions, spends one free fix and keeps no file', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const created = await uploadOk(browser, { bytes: suite.photo, description: FAUCET, region: 'US' });
    expect(created.status).to.equal('completed');

    const repair = await readRepair(browser, created.id);
    expect(repair.instructions).to.not.equal(null);
    const instructions = repair.instructions!;
    expect(instructions.category).to.equal('plumbing');
    expect(instructions.needsMoreDetail).to.equal(false);
    expect(instructions.steps.length).to.be.at.least(5);
    expect(instructions.steps.map((step) => step.number)).to.deep.equal(instructions.steps.map((_, i) => i + 1));
    expect(instructions.confidence).to.be.within(0.5, 1);
    expect(instructions.estimatedTime?.display).to.match(/^\d+(\.\d+)?-\d+(\.\d+)? (min|hours)$/);
    expect(instructions.hireAPro).to.deep.include({ category: 'plumbing', region: 'US' });
    expect(instructions.analysis.analyser).to.equal('local');
    expect(instructions.analysis.text.join(' ')).to.match(/WX.?2200/);
    expect(repair.estimatedTime).to.equal(instructions.estimatedTime?.display);
    expect(await suite.server.freeFixes(browser)).to.equal(1);
    expect(await suite.server.storedUploads(), 'the file is deleted after processing').to.deep.equal([]);
  });

  it('asks for more detail, with low confidence and no steps, when nothing was said or recognised', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const created = await uploadOk(browser, { bytes: await labelPhoto(['']) });
    const { instructions } = await readRepair(browser, created.id);
    expect(instructions!.needsMoreDetail).to.equal(true);
    expect(instructions!.steps).to.deep.equal([]);
    expect(instructions!.confidence).to.be.below(0.3);
    expect(instructions!.moreDetailRequest).to.be.a('string');
    expect(instructions!.hireAPro.recommended).to.equal(false);
  });

  for (const container of ['mp4', 'mov', 'webm'] as const) {
    it(`analyses one frame of a ${container.toUpperCase()} video`, async () => {
      const browser = await signedInBrowser(suite.server.baseUrl);
      const video = await testVideo(container);
      const type = { mp4: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm' }[container];
      const created = await uploadOk(browser, {
        bytes: video,
        filename: `clip.${container}`,
        type,
        description: 'wobbly chair',
      });
      const repair = await readRepair(browser, created.id);
      expect(repair.status).to.equal('completed');
      expect(repair.instructions!.analysis.mediaKind).to.equal('video');
      expect(repair.instructions!.category).to.equal('furniture');
      expect(await suite.server.storedUploads()).to.deep.equal([]);
    });
  }

  it("lists the user's own repairs newest first, with title, createdAt, estimatedTime and status", async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const first = await uploadOk(browser, { bytes: suite.photo, description: 'wobbly chair' });
    const second = await uploadOk(browser, { bytes: suite.photo, description: FAUCET });
    const other = await signedInBrowser(suite.server.baseUrl);
    await uploadOk(other, { bytes: suite.photo, description: 'wobbly chair' });

    const response = await browser.request('/api/repair-requests');
    expect(response.status).to.equal(200);
    const list = (await response.json()) as RepairSummary[];
    expect(list.map((item) => item.id)).to.deep.equal([second.id, first.id]);
    for (const item of list) {
      expect(item).to.have.all.keys('id', 'title', 'createdAt', 'estimatedTime', 'status', 'outcome');
      expect(item.status).to.equal('completed');
      expect(item.estimatedTime).to.be.a('string');
    }
  });

  it("answers 404 to another user asking for someone's repair, exactly as for a missing one", async () => {
    const owner = await signedInBrowser(suite.server.baseUrl);
    const created = await uploadOk(owner, { bytes: suite.photo, description: FAUCET });
    const stranger = await signedInBrowser(suite.server.baseUrl);
    const theirs = await stranger.request(`/api/repair-requests/${created.id}`);
    const missing = await stranger.request('/api/repair-requests/00000000-0000-4000-8000-000000000000');
    expect(theirs.status).to.equal(404);
    expect(missing.status).to.equal(404);
    expect(await theirs.json()).to.deep.equal(await missing.json());
    const sharing = await stranger.json(`/api/repair-requests/${created.id}/sharing`, 'PATCH', { shared: true });
    expect(sharing.status).to.equal(404);
    expect((await new TestBrowser(suite.server.baseUrl).request(`/api/repair-requests/${created.id}`)).status).to.equal(
      401,
    );
  });

  it('answers 402 with requiresPayment once the free fixes are used, and charges nothing more', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    await uploadOk(browser, { bytes: suite.photo, description: FAUCET });
    await uploadOk(browser, { bytes: suite.photo, description: FAUCET });
    const refused = await upload(browser, { bytes: suite.photo, description: FAUCET });
    expect(refused.status).to.equal(402);
    expect(await refused.json()).to.deep.include({ requiresPayment: true });
    expect(await suite.server.freeFixes(browser)).to.equal(0);
    expect(await suite.server.storedUploads()).to.deep.equal([]);
  });

  it('fails an upload that cannot be analysed, gives the free fix back and deletes the file', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    // A JPEG cut short: its header reads (so it is accepted), its pixels do not.
    const truncated = suite.photo.subarray(0, Math.floor(suite.photo.length * 0.3));
    const created = await uploadOk(browser, { bytes: truncated, description: FAUCET });
    expect(created.status).to.equal('failed');
    const repair = await readRepair(browser, created.id);
    expect(repair.failureReason).to.match(/given back/);
    expect(repair.instructions).to.equal(null);
    expect(await suite.server.freeFixes(browser)).to.equal(2);
    expect(await suite.server.storedUploads()).to.deep.equal([]);
    const ledger = await suite.server.sql<{ kind: string }>(
      'select kind from billing_ledger_entry where repair_id = ? order by created_at',
      [created.id],
    );
    expect(ledger.map((row) => row.kind)).to.deep.equal(['spend', 'refund']);
  });

  it("shares a completed repair to the gallery only on its owner's request, without personal data", async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const created = await uploadOk(browser, { bytes: suite.photo, description: `${FAUCET} (call me at 555-0100)` });
    const gallery = async (query = '') =>
      (await (await new TestBrowser(suite.server.baseUrl).request(`/api/gallery${query}`)).json()) as GalleryEntry[];
    expect((await gallery()).map((entry) => entry.id)).to.not.include(created.id);

    const shared = await browser.json(`/api/repair-requests/${created.id}/sharing`, 'PATCH', { shared: true });
    expect(shared.status).to.equal(200);
    const entries = await gallery('?category=plumbing');
    const entry = entries.find((item) => item.id === created.id);
    expect(entry).to.not.equal(undefined);
    expect(JSON.stringify(entry)).to.not.match(/555-0100|WX-2200|ownerId|description/);
    expect(entry).to.have.all.keys('id', 'title', 'category', 'createdAt', 'instructions');
    expect((await gallery('?category=automotive')).map((item) => item.id)).to.not.include(created.id);
    expect((await new TestBrowser(suite.server.baseUrl).request('/api/gallery?category=spaceships')).status).to.equal(
      400,
    );

    await browser.json(`/api/repair-requests/${created.id}/sharing`, 'PATCH', { shared: false });
    expect((await gallery()).map((item) => item.id)).to.not.include(created.id);
  });

  it('refuses to share a repair that failed', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const created = await uploadOk(browser, { bytes: suite.photo.subarray(0, 2000), description: FAUCET });
    const response = await browser.json(`/api/repair-requests/${created.id}/sharing`, 'PATCH', { shared: true });
    expect(response.status).to.equal(409);
  });

  it("exports the user's repairs and erases them with the account", async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const created = await uploadOk(browser, { bytes: suite.photo, description: FAUCET });
    const exported = (await (await browser.request('/api/user/export')).json()) as { repairs: { id: string }[] };
    expect(exported.repairs.map((repair) => repair.id)).to.deep.equal([created.id]);
    expect((await browser.request('/api/user', { method: 'DELETE' })).status).to.equal(204);
    const left = await suite.server.sql('select id from repairs_repair_request where id = ?', [created.id]);
    expect(left).to.deep.equal([]);
  });
});
