import { expect } from 'chai';
import type { AuditEntryList } from '../../../src/api-contract.js';
import { AUDIT_LOG } from '../../../src/shared/audit/audit-log.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { useServerWithAdmin } from '../../support/test-app.js';

const ADMIN = 'auditor@repairlens.test';
const OTHER_ADMIN = 'second_admin@repairlens.test';

describe('admin audit log', () => {
  const suite = useServerWithAdmin([ADMIN, OTHER_ADMIN]);
  before(async () => {
    const audit = suite.server.app.container.get(AUDIT_LOG);
    const entry = (actor: string, action: string, target: string, at: string) => ({
      actor,
      action,
      target,
      before: { note: 'before' },
      after: { note: 'after' },
      at: new Date(at),
    });
    await suite.server.app.database.withContext(async () => {
      await audit.record(entry(OTHER_ADMIN, 'contractors.approve', 'contractor:c-1', '2026-01-10T10:00:00Z'));
      await audit.record(entry(OTHER_ADMIN, 'repairs.hide', 'repair:r-100%', '2026-02-10T10:00:00Z'));
      await audit.record(entry(OTHER_ADMIN, 'repairs.feature', 'repair:r-1000', '2026-03-10T10:00:00Z'));
    });
    // And one real admin action, written by the route that did it.
    const revised = await suite.admin.json('/api/admin/pricing/CA', 'PUT', {
      prices: { repair_credit: 550, basic: 1000, pro: 2000, contractor_listing: 800 },
    });
    expect(revised.status).to.equal(200);
  });

  const entries = async (query = '') => {
    const response = await suite.admin.request(`/api/admin/audit-log${query}`);
    expect(response.status, await response.clone().text()).to.equal(200);
    return (await response.json()) as AuditEntryList;
  };
  const actions = (list: AuditEntryList) => list.items.map((item) => item.action);

  it('answers 401 to a visitor and 403 to a signed-in non-admin', async () => {
    expect((await new TestBrowser(suite.server.baseUrl).request('/api/admin/audit-log')).status).to.equal(401);
    const member = new TestBrowser(suite.server.baseUrl);
    await signIn(member, { email: 'member@example.com' });
    expect((await member.request('/api/admin/audit-log')).status).to.equal(403);
  });

  it('lists every admin action newest first: who, what, on what, before, after and when', async () => {
    const list = await entries();
    expect(list.total).to.equal(4);
    expect(actions(list)).to.deep.equal(['pricing.revise', 'repairs.feature', 'repairs.hide', 'contractors.approve']);
    expect(list.items[0]).to.deep.include({ actor: ADMIN, target: 'pricing:CA' });
    expect(list.items[0]!.before).to.include({ repair_credit: 500 });
    expect(list.items[0]!.after).to.include({ repair_credit: 550 });
    expect(list.items[3]).to.deep.include({
      actor: OTHER_ADMIN,
      target: 'contractor:c-1',
      before: { note: 'before' },
      after: { note: 'after' },
      at: '2026-01-10T10:00:00.000Z',
    });
  });

  it('pages through the list, keeping the total', async () => {
    const page = await entries('?limit=2&offset=1');
    expect(page.total).to.equal(4);
    expect(actions(page)).to.deep.equal(['repairs.feature', 'repairs.hide']);
  });

  it('filters by a part of the actor, the action or the target, case-insensitively', async () => {
    expect((await entries('?actor=AUDITOR')).total).to.equal(1);
    expect(actions(await entries('?action=repairs.'))).to.deep.equal(['repairs.feature', 'repairs.hide']);
    expect(actions(await entries('?target=contractor%3A'))).to.deep.equal(['contractors.approve']);
    expect(actions(await entries('?actor=second&action=hide'))).to.deep.equal(['repairs.hide']);
  });

  it('takes % and _ in a filter literally', async () => {
    expect(actions(await entries(`?target=${encodeURIComponent('r-100%')}`))).to.deep.equal(['repairs.hide']);
    expect(actions(await entries(`?target=${encodeURIComponent('%')}`))).to.deep.equal(['repairs.hide']);
    expect((await entries(`?actor=${encodeURIComponent('_')}`)).total).to.equal(3);
  });

  it('filters by period: from inclusive, to exclusive', async () => {
    const period = await entries(
      `?from=${encodeURIComponent('2026-02-10T10:00:00Z')}&to=${encodeURIComponent('2026-03-10T10:00:00Z')}`,
    );
    expect(actions(period)).to.deep.equal(['repairs.hide']);
    expect(actions(await entries('?to=2026-02-01T00:00:00%2B01:00'))).to.deep.equal(['contractors.approve']);
  });

  it('answers 400 naming the field for a bad period or page', async () => {
    for (const [query, field] of [
      ['?from=last-week', /from/],
      ['?limit=101', /limit/],
      ['?offset=x', /offset/],
    ] as const) {
      const response = await suite.admin.request(`/api/admin/audit-log${query}`);
      expect(response.status).to.equal(400);
      expect(((await response.json()) as { message: string }).message).to.match(field);
    }
  });
});
