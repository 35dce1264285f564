import { expect } from 'chai';
import type { AdminGalleryEntry, AdminGalleryList, AuditEntryList, GalleryEntry } from '../../../src/api-contract.js';
import { labelPhoto } from '../../fixtures/repairs/media.js';
import { TestBrowser } from '../../support/http-client.js';
import { signedInBrowser, startRepairsApp, uploadOk } from '../repairs/support.js';
import { useServerWithAdmin } from '../../support/test-app.js';

const ADMIN = 'curator@repairlens.test';
const FAUCET = 'My kitchen faucet keeps dripping from the spout even when the handle is off';
const TOILET = 'The toilet keeps running and refilling the tank every few minutes';

describe('admin gallery curation', function () {
  this.timeout(120_000);
  let owner: TestBrowser;
  /** Shared first, so older. */
  let faucet: string;
  let toilet: string;
  /** Completed but kept private by its owner. */
  let unshared: string;

  const suite = useServerWithAdmin([ADMIN], startRepairsApp);
  before(async () => {
    const photo = await labelPhoto();
    owner = await signedInBrowser(suite.server.baseUrl, 'sharer');
    const shareOk = async (description: string) => {
      const { id } = await uploadOk(owner, { bytes: photo, description });
      const shared = await owner.json(`/api/repair-requests/${id}/sharing`, 'PATCH', { shared: true });
      if (shared.status !== 200) throw new Error(`sharing answered ${shared.status}`);
      return id;
    };
    faucet = await shareOk(FAUCET);
    toilet = await shareOk(TOILET);
    const private_ = await signedInBrowser(suite.server.baseUrl, 'private');
    unshared = (await uploadOk(private_, { bytes: photo, description: FAUCET })).id;
  });

  const list = async (query = '') => {
    const response = await suite.admin.request(`/api/admin/gallery${query}`);
    expect(response.status, await response.clone().text()).to.equal(200);
    return (await response.json()) as AdminGalleryList;
  };
  const idsOf = (page: AdminGalleryList) => page.items.map((item) => item.id);
  const publicGallery = async () =>
    ((await (await fetch(`${suite.server.baseUrl}/api/gallery`)).json()) as GalleryEntry[]).map((entry) => entry.id);
  const setHidden = (id: string, hidden: unknown) =>
    suite.admin.json(`/api/admin/gallery/${id}/visibility`, 'PUT', { hidden });
  const setFeatured = (id: string, featured: unknown) =>
    suite.admin.json(`/api/admin/gallery/${id}/featured`, 'PUT', { featured });
  const entryOf = async (response: Response) => {
    expect(response.status, await response.clone().text()).to.equal(200);
    return (await response.json()) as AdminGalleryEntry;
  };
  const auditOf = async (id: string) => {
    const response = await suite.admin.request(`/api/admin/audit-log?target=${encodeURIComponent(`repair:${id}`)}`);
    return ((await response.json()) as AuditEntryList).items;
  };

  it('answers 401 to a visitor and 403 to a signed-in non-admin on every gallery route', async () => {
    const visitor = new TestBrowser(suite.server.baseUrl);
    const calls = (browser: TestBrowser) => [
      browser.request('/api/admin/gallery'),
      browser.json(`/api/admin/gallery/${faucet}/visibility`, 'PUT', { hidden: true }),
      browser.json(`/api/admin/gallery/${faucet}/featured`, 'PUT', { featured: true }),
    ];
    for (const response of await Promise.all(calls(visitor))) expect(response.status).to.equal(401);
    for (const response of await Promise.all(calls(owner))) expect(response.status).to.equal(403);
    expect((await list()).items.every((item) => !item.hidden && !item.featured)).to.equal(true);
  });

  it('lists shared completed repairs newest first with title, category, owner and flags, never a private one', async () => {
    const page = await list();
    expect(page.total).to.equal(2);
    expect(idsOf(page)).to.deep.equal([toilet, faucet]);
    expect(page.items[1]).to.include({ category: 'plumbing', hidden: false, featured: false, featuredAt: null });
    expect(page.items[1]!.title).to.be.a('string').and.not.equal('');
    expect(page.items[1]!.ownerId).to.match(/^[0-9a-f-]{36}$/);
    expect(idsOf(page)).to.not.include(unshared);

    const second = await list('?limit=1&offset=1');
    expect(second).to.deep.include({ total: 2 });
    expect(idsOf(second)).to.deep.equal([faucet]);
  });

  it('searches titles and categories literally: % and _ match only themselves', async () => {
    const { items } = await list();
    const faucetTitle = items.find((item) => item.id === faucet)!.title;
    const word = faucetTitle.split(' ').find((part) => part.length > 4)!;
    expect(idsOf(await list(`?q=${encodeURIComponent(word.toUpperCase())}`))).to.include(faucet);
    expect((await list('?q=plumb')).total).to.equal(2);
    expect((await list(`?q=${encodeURIComponent('%')}`)).total).to.equal(0);
    expect((await list(`?q=${encodeURIComponent('_')}`)).total).to.equal(0);
    expect((await list('?q=spaceship')).total).to.equal(0);
  });

  it('hides a repair from the public gallery and shows it again, auditing both with before and after', async () => {
    expect(await publicGallery()).to.include(faucet);
    const hidden = await entryOf(await setHidden(faucet, true));
    expect(hidden).to.include({ id: faucet, hidden: true, featured: false });
    expect(await publicGallery()).to.not.include(faucet);
    expect(idsOf(await list('?state=hidden'))).to.deep.equal([faucet]);
    expect(idsOf(await list('?state=visible'))).to.deep.equal([toilet]);

    expect(await entryOf(await setHidden(faucet, false))).to.include({ hidden: false });
    expect(await publicGallery()).to.include(faucet);

    const [shown, hid] = await auditOf(faucet);
    expect(hid).to.deep.include({
      actor: ADMIN,
      action: 'repairs.hide',
      target: `repair:${faucet}`,
      before: { hidden: false, featured: false },
      after: { hidden: true, featured: false },
    });
    expect(shown).to.deep.include({
      action: 'repairs.show',
      before: { hidden: true, featured: false },
      after: { hidden: false, featured: false },
    });
  });

  it('features an older repair so the public gallery lists it first; hiding it unfeatures it', async () => {
    expect((await publicGallery()).slice(0, 2)).to.deep.equal([toilet, faucet]);
    const featured = await entryOf(await setFeatured(faucet, true));
    expect(featured).to.include({ featured: true, hidden: false });
    expect(Date.parse(featured.featuredAt!)).to.be.a('number');
    expect((await publicGallery()).slice(0, 2)).to.deep.equal([faucet, toilet]);
    expect(idsOf(await list('?state=featured'))).to.deep.equal([faucet]);

    expect(await entryOf(await setHidden(faucet, true))).to.include({ hidden: true, featured: false });
    const refused = await setFeatured(faucet, true);
    expect(refused.status).to.equal(409);
    expect(((await refused.json()) as { message: string }).message).to.match(/not hidden can be featured/);

    const [hid, feature] = await auditOf(faucet);
    expect(feature).to.deep.include({
      action: 'repairs.feature',
      before: { hidden: false, featured: false },
      after: { hidden: false, featured: true },
    });
    expect(hid).to.deep.include({
      action: 'repairs.hide',
      before: { hidden: false, featured: true },
      after: { hidden: true, featured: false },
    });
    await entryOf(await setHidden(faucet, false));
  });

  it('writes nothing, not even an audit entry, for a change that changes nothing', async () => {
    const before = (await auditOf(toilet)).length;
    expect(await entryOf(await setHidden(toilet, false))).to.include({ hidden: false });
    expect(await entryOf(await setFeatured(toilet, false))).to.include({ featured: false });
    expect(await auditOf(toilet)).to.have.length(before);
  });

  it('unfeatures a repair its owner stops sharing, and answers 404 for it afterwards', async () => {
    await entryOf(await setFeatured(toilet, true));
    await owner.json(`/api/repair-requests/${toilet}/sharing`, 'PATCH', { shared: false });
    expect(await publicGallery()).to.not.include(toilet);
    expect((await setHidden(toilet, true)).status).to.equal(404);
    await owner.json(`/api/repair-requests/${toilet}/sharing`, 'PATCH', { shared: true });
    expect((await list()).items.find((item) => item.id === toilet)).to.include({ featured: false });
  });

  it('answers 404 for an unknown repair and for one its owner keeps private', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await setHidden(unknown, true)).status).to.equal(404);
    expect((await setFeatured(unknown, true)).status).to.equal(404);
    const response = await setFeatured(unshared, true);
    expect(response.status).to.equal(404);
    expect(await response.json()).to.deep.equal({ message: 'Shared repair not found' });
  });

  it('answers 400 naming the field for a bad id, body or query', async () => {
    const bad = async (response: Promise<Response>, field: RegExp) => {
      const answer = await response;
      expect(answer.status).to.equal(400);
      expect(((await answer.json()) as { message: string }).message).to.match(field);
    };
    await bad(setHidden('not-a-uuid', true), /id/);
    await bad(setHidden(faucet, 'yes'), /hidden/);
    await bad(suite.admin.json(`/api/admin/gallery/${faucet}/featured`, 'PUT', {}), /featured/);
    await bad(
      suite.admin.json(`/api/admin/gallery/${faucet}/featured`, 'PUT', { featured: true, hidden: true }),
      /hidden/,
    );
    await bad(suite.admin.request('/api/admin/gallery?state=archived'), /state/);
    await bad(suite.admin.request('/api/admin/gallery?limit=0'), /limit/);
    await bad(suite.admin.request('/api/admin/gallery?offset=-1'), /offset/);
  });
});
