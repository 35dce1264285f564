import { expect } from 'chai';
import type { AuthUser, Payment, RepairRequestView, RepairSummary } from '../../../src/api-contract.js';
import { labelPhoto } from '../../fixtures/repairs/media.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { uploadOk } from '../repairs/support.js';
import { sameCookiesAt, useTwoApplications, within } from './two-applications.js';

const ADMIN = 'cache-admin@example.com';

/**
 * Every instance keeps signed-in reads for a few seconds; a change made through one instance (or straight in the
 * database) must reach the others through PostgreSQL notifications at once, not when the kept read runs out.
 */
describe('signed-in reads kept by two instances on one PostgreSQL database', function () {
  this.timeout(60_000);
  const instances = useTwoApplications({ ADMIN_EMAILS: ADMIN });

  const signedInOnFirst = async (email: string) => {
    const browser = new TestBrowser(instances.current.firstUrl);
    await signIn(browser, { email });
    return browser;
  };
  const userOf = async (browser: TestBrowser) => (await browser.request('/api/auth/user')).json() as Promise<AuthUser>;

  it('refuses a session signed out on one instance on the other at once', async () => {
    const person = await signedInOnFirst('leaving@example.com');
    const onSecond = sameCookiesAt(person, instances.current.secondUrl);
    // Twice: the second answer comes from what the second instance keeps.
    expect((await onSecond.request('/api/auth/user')).status).to.equal(200);
    expect((await onSecond.request('/api/auth/user')).status).to.equal(200);

    expect((await person.json('/api/logout', 'POST', {})).status).to.equal(200);

    await within(
      'the second instance refuses the signed-out session',
      async () => (await sameCookiesAt(onSecond, instances.current.secondUrl).request('/api/auth/user')).status,
      (status) => status === 401,
    );
  });

  it('answers 403 on the other instance once the admin role is taken away through one', async () => {
    const admin = await signedInOnFirst(ADMIN);
    const onSecond = sameCookiesAt(admin, instances.current.secondUrl);
    expect((await onSecond.request('/api/admin/users')).status).to.equal(200);
    expect((await onSecond.request('/api/admin/users')).status).to.equal(200);

    // The address is no longer one a trusted issuer verified: the configured admin e-mail no longer makes an admin.
    await instances.current.first.database.withContext(() =>
      instances.current.first.database.em.execute(`update identity_user set email_verified_by = null where email = ?`, [
        ADMIN,
      ]),
    );

    await within(
      'the second instance refuses the admin console',
      async () => (await onSecond.request('/api/admin/users')).status,
      (status) => status === 403,
    );
  });

  it('shows credits granted through one instance on the other at once', async () => {
    const customer = await signedInOnFirst('receiving@example.com');
    const onSecond = sameCookiesAt(customer, instances.current.secondUrl);
    const before = await userOf(onSecond);
    expect((await userOf(onSecond)).credits).to.equal(before.credits);
    // Signing in again makes the address verified again, and the grant needs a sign-in moments ago.
    const admin = await signedInOnFirst(ADMIN);

    const granted = await admin.json(`/api/admin/users/${before.id}/credit-grants`, 'POST', {
      credits: 3,
      reason: 'Goodwill',
    });
    expect(granted.status).to.equal(201);

    await within(
      'the second instance shows the granted credits',
      () => userOf(onSecond),
      (user) => user.credits === before.credits + 3,
    );
  });

  it("shows a repair uploaded through one instance in its owner's list on the other at once, and a change made straight in the database", async () => {
    const owner = await signedInOnFirst('listing@example.com');
    const onSecond = sameCookiesAt(owner, instances.current.secondUrl);
    const listOnSecond = async () =>
      (await onSecond.request('/api/repair-requests')).json() as Promise<RepairSummary[]>;
    // Twice: the second answer comes from what the second instance keeps.
    expect(await listOnSecond()).to.deep.equal([]);
    expect(await listOnSecond()).to.deep.equal([]);

    const { id } = await uploadOk(owner, {
      bytes: await labelPhoto(),
      description: 'My kitchen faucet keeps dripping from the spout even when the handle is off',
    });
    await within(
      'the second instance lists the completed repair',
      listOnSecond,
      (list) => list.length === 1 && list[0]?.id === id && list[0].status === 'completed',
    );

    await instances.current.first.database.withContext(() =>
      instances.current.first.database.em.execute(
        `update repairs_repair_request set title = 'Dripping tap' where id = ?`,
        [id],
      ),
    );
    await within('the second instance shows the new title', listOnSecond, (list) => list[0]?.title === 'Dripping tap');
  });

  it('shows an answer to "Did this fix it?" given through one instance on the repair\'s page on the other at once', async () => {
    const owner = await signedInOnFirst('answering@example.com');
    const onSecond = sameCookiesAt(owner, instances.current.secondUrl);
    const { id } = await uploadOk(owner, {
      bytes: await labelPhoto(),
      description: 'My kitchen faucet keeps dripping from the spout even when the handle is off',
    });
    const repairOnSecond = async () =>
      (await onSecond.request(`/api/repair-requests/${id}`)).json() as Promise<RepairRequestView>;
    expect((await repairOnSecond()).feedback).to.equal(null);
    expect((await repairOnSecond()).feedback).to.equal(null);

    const answered = await owner.json(`/api/repair-requests/${id}/feedback`, 'PUT', { verdict: 'fixed' });
    expect(answered.status, await answered.clone().text()).to.equal(200);
    await within(
      'the second instance shows the answer',
      repairOnSecond,
      (repair) => repair.feedback?.verdict === 'fixed',
    );
  });

  it("shows a payment recorded straight in the database in the person's payments on the other instance at once", async () => {
    const customer = await signedInOnFirst('paying@example.com');
    const onSecond = sameCookiesAt(customer, instances.current.secondUrl);
    const paymentsOnSecond = async () => (await onSecond.request('/api/user/payments')).json() as Promise<Payment[]>;
    expect(await paymentsOnSecond()).to.deep.equal([]);
    expect(await paymentsOnSecond()).to.deep.equal([]);

    const { id: userId } = await userOf(customer);
    await instances.current.first.database.withContext(() =>
      instances.current.first.database.em.execute(
        `insert into billing_payment (id, user_id, checkout_session_id, type, amount_minor, currency, status, created_at)
         values (gen_random_uuid(), ?, 'cs_across_instances', 'one_time', 499, 'CAD', 'paid', now())`,
        [userId],
      ),
    );
    await within('the second instance lists the payment', paymentsOnSecond, (payments) => payments.length === 1);
  });

  it('shows a write made through an instance in the very next read there', async () => {
    const person = await signedInOnFirst('renaming@example.com');
    expect((await userOf(person)).firstName).to.not.equal('Renamed');
    expect(
      (await person.json('/api/user/profile', 'PATCH', { firstName: 'Renamed', lastName: 'Person' })).status,
    ).to.equal(200);
    expect((await userOf(person)).firstName).to.equal('Renamed');
  });
});
