import { expect } from 'chai';
import type { GalleryEntry, RegionPrices } from '../../../src/api-contract.js';
import { labelPhoto } from '../../fixtures/repairs/media.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { uploadOk } from '../repairs/support.js';
import { useTwoApplications, within } from './two-applications.js';

const ADMIN = 'price-admin@example.com';

/**
 * Every instance keeps the public price list and gallery until they change (decision 0020); a change made through
 * one instance must reach the others through PostgreSQL notifications at once, not when the kept read runs out.
 */
describe('public reads kept by two instances on one PostgreSQL database', function () {
  this.timeout(60_000);
  const instances = useTwoApplications({ ADMIN_EMAILS: ADMIN });

  const signedInOnFirst = async (email: string) => {
    const browser = new TestBrowser(instances.current.firstUrl);
    await signIn(browser, { email });
    return browser;
  };
  const pricesOnSecond = async () =>
    (await (await fetch(`${instances.current.secondUrl}/api/pricing?region=CA`)).json()) as RegionPrices;
  const galleryOnSecond = async () =>
    ((await (await fetch(`${instances.current.secondUrl}/api/gallery`)).json()) as GalleryEntry[]).map(
      (entry) => entry.id,
    );

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
