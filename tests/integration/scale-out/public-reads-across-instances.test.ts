import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { GalleryEntry, RegionPrices } from '../../../src/api-contract.js';
import { labelPhoto } from '../../fixtures/repairs/media.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { createTestDatabase, postgresAnswers, type TestDatabase } from '../../support/test-database.js';
import { uploadOk } from '../repairs/support.js';
import { startTwoApplications, within, type TwoApplications } from './two-applications.js';

const ADMIN = 'price-admin@example.com';

/**
 * Every instance keeps the public price list and gallery until they change (decision 0020); a change made through
 * one instance must reach the others through PostgreSQL notifications at once, not when the kept read runs out.
 */
describe('public reads kept by two instances on one PostgreSQL database', function () {
  this.timeout(60_000);
  let database: TestDatabase;
  let storageDir: string;
  let instances: TwoApplications;
  let firstUrl: string;
  let secondUrl: string;

  before(async function () {
    if (!(await postgresAnswers())) {
      console.log('    skipped: no PostgreSQL server answers at 127.0.0.1:5432');
      return this.skip();
    }
    database = await createTestDatabase('postgresql');
    storageDir = await mkdtemp(path.join(os.tmpdir(), 'repairlens-public-reads-'));
    instances = await startTwoApplications(database, { ADMIN_EMAILS: ADMIN, LOCAL_STORAGE_DIR: storageDir });
    firstUrl = instances.first.config.publicUrl;
    secondUrl = instances.secondUrl;
  });
  after(async () => {
    await instances?.close();
    await database?.drop();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  const signedInOnFirst = async (email: string) => {
    const browser = new TestBrowser(firstUrl);
    await signIn(browser, { email });
    return browser;
  };
  const pricesOnSecond = async () => (await (await fetch(`${secondUrl}/api/pricing?region=CA`)).json()) as RegionPrices;
  const galleryOnSecond = async () =>
    ((await (await fetch(`${secondUrl}/api/gallery`)).json()) as GalleryEntry[]).map((entry) => entry.id);

  it('shows prices an admin changed through one instance on the other at once', async () => {
    const before = await pricesOnSecond();
    // Twice: the second answer comes from what the second instance keeps.
    expect((await pricesOnSecond()).payPerRepair).to.equal(before.payPerRepair);
    const admin = await signedInOnFirst(ADMIN);

    const changed = before.payPerRepair + 100;
    const response = await admin.json('/api/admin/pricing/CA', 'PUT', { prices: { repair_credit: changed } });
    expect(response.status, await response.clone().text()).to.equal(200);

    await within(
      'the second instance shows the new price',
      pricesOnSecond,
      (prices) => prices.payPerRepair === changed,
    );
  });

  it('shows a repair shared through one instance in the gallery of the other at once, and drops it unshared', async () => {
    const owner = await signedInOnFirst('sharer@example.com');
    const { id, status } = await uploadOk(owner, {
      bytes: await labelPhoto(),
      description: 'My kitchen faucet keeps dripping from the spout even when the handle is off',
    });
    expect(status).to.equal('completed');
    expect(await galleryOnSecond()).to.not.include(id);
    expect(await galleryOnSecond()).to.not.include(id);

    expect((await owner.json(`/api/repair-requests/${id}/sharing`, 'PATCH', { shared: true })).status).to.equal(200);
    await within('the second instance shows the shared repair', galleryOnSecond, (ids) => ids.includes(id));

    expect((await owner.json(`/api/repair-requests/${id}/sharing`, 'PATCH', { shared: false })).status).to.equal(200);
    await within('the second instance drops the unshared repair', galleryOnSecond, (ids) => !ids.includes(id));
  });
});
