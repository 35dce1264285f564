import { expect } from 'chai';
import type { AuditEntryList, AuthUser } from '../../../src/api-contract.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { listedContractor, startContractorsApp, type ContractorsTestApp } from '../contractors/support.js';

/** The audit log names who an action was done to (issue 21): a person's name and e-mail, a business's name. */
describe('admin audit log: the targets named', function () {
  this.timeout(60_000);
  let server: ContractorsTestApp;
  let admin: TestBrowser;

  before(async () => {
    server = await startContractorsApp();
    admin = await server.admin();
  });
  after(async () => server?.close());

  const newestEntry = async (action: string) => {
    const response = await admin.request(`/api/admin/audit-log?action=${action}`);
    expect(response.status, await response.clone().text()).to.equal(200);
    return ((await response.json()) as AuditEntryList).items[0]!;
  };

  it('names a person by name and e-mail, and a contractor by business name, next to the raw target', async () => {
    const member = new TestBrowser(server.baseUrl);
    const email = `named-${Date.now()}@example.com`;
    await signIn(member, { email, firstName: 'Robin', lastName: 'Fixer' });
    const { id } = (await (await member.request('/api/auth/user')).json()) as AuthUser;
    expect((await admin.request(`/api/admin/users/${id}/sessions`, { method: 'DELETE' })).status).to.be.oneOf([
      200, 204,
    ]);
    expect(await newestEntry('identity.end-sessions')).to.deep.include({
      target: `user:${id}`,
      targetName: `Robin Fixer (${email})`,
    });

    const businessName = `Named Plumbing ${Date.now()}`;
    const { profile } = await listedContractor(server, { businessName });
    expect(await newestEntry('contractors.approve')).to.deep.include({
      target: `contractor:${profile.id}`,
      targetName: businessName,
    });
  });

  it('leaves the name out (null) for a target nothing knows, such as a region’s prices', async () => {
    const revised = await admin.json('/api/admin/pricing/US', 'PUT', {
      prices: { repair_credit: 400, basic: 900, pro: 1800, contractor_listing: 700 },
    });
    expect(revised.status).to.equal(200);
    expect(await newestEntry('pricing.revise')).to.deep.include({ target: 'pricing:US', targetName: null });
  });
});
