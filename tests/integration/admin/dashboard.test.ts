import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { AdminDashboard, LeadSent, RepairCreated } from '../../../src/api-contract.js';
import { addDays, utcDayOf } from '../../../src/shared/domain/day-range.js';
import { labelPhoto } from '../../fixtures/repairs/media.js';
import { TestBrowser } from '../../support/http-client.js';
import { postgresAnswers, type BackendKind } from '../../support/test-database.js';
import {
  apply,
  json,
  listedContractor,
  pressOnCheckout,
  startContractorsApp,
  type ContractorsTestApp,
} from '../contractors/support.js';

const FAUCET = 'My kitchen faucet keeps dripping from the spout even when the handle is off';
const LEAD = {
  customerName: 'Alice Homeowner',
  email: 'alice@example.com',
  postalCode: 'M5V 2T6',
  description: 'The kitchen faucet drips constantly; the cartridge probably needs replacing.',
  preferredTiming: 'this-week',
};

/**
 * The same story on both databases: six people sign up (one of them 3 days ago, one 40 days ago), two
 * repairs (one failed 3 days ago), a repair credit bought in Canada, a Basic plan in the US, a listed
 * contractor paying the contractor plan, a pending application, and three leads: accepted, declined, expired.
 */
for (const backend of ['pglite', 'postgresql'] as BackendKind[]) {
  describe(`admin dashboard figures on ${backend} (through the real server)`, function () {
    this.timeout(180_000);
    let server: ContractorsTestApp | undefined;
    let admin: TestBrowser;
    let alice: TestBrowser;
    const today = utcDayOf(new Date());
    const daysAgo = (days: number) => addDays(today, -days);

    const dashboard = async (query = '') => json<AdminDashboard>(await admin.request(`/api/admin/dashboard${query}`));
    const refusal = async (query: string) =>
      json<{ message: string }>(await admin.request(`/api/admin/dashboard${query}`), 400);

    async function upload(browser: TestBrowser, bytes: Buffer): Promise<RepairCreated> {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
      form.append('description', FAUCET);
      return json<RepairCreated>(await browser.request('/api/repair-requests', { method: 'POST', body: form }), 201);
    }

    async function payCheckout(browser: TestBrowser, path: string, body: object): Promise<void> {
      const { url } = await json<{ url: string }>(await browser.json(path, 'POST', body));
      const landed = await pressOnCheckout(browser, url, 'Pay');
      const check = await browser.request(`/api/stripe/session/${landed.searchParams.get('session_id')}`);
      expect(await check.json()).to.include({ success: true });
    }

    /** Moves a person's sign-up (account and repair balance) back in time, as if they had come then. */
    async function signedUpDaysAgo(app: ContractorsTestApp, browser: TestBrowser, days: number): Promise<void> {
      const { id } = await json<{ id: string }>(await browser.request('/api/auth/user'));
      const shift = `created_at - make_interval(days => ${days})`;
      await app.sql(`update identity_user set created_at = ${shift} where id = ?`, [id]);
      await app.sql(`update billing_account set created_at = ${shift} where user_id = ?`, [id]);
    }

    before(async function () {
      if (backend === 'postgresql' && !(await postgresAnswers())) this.skip();
      const app = await startContractorsApp({ backend });
      server = app;
      admin = await app.admin();

      alice = await app.signedIn('alice');
      const photo = await labelPhoto();
      const completed = await upload(alice, photo);
      expect(completed.status).to.equal('completed');
      // Two results that delivered nothing, copied from it: a request for more detail and an emergency stop.
      const copyAs = (instructions: string) =>
        app.sql(
          `insert into repairs_repair_request (id, owner_id, status, description, region, media_kind, media_type,
             funding_source, title, category, estimated_time, instructions, failure_reason, shared, hidden_by_admin,
             featured_at, created_at, finished_at)
           select ?, owner_id, status, description, region, media_kind, media_type, funding_source, title, category,
             estimated_time, ${instructions}, failure_reason, shared, hidden_by_admin, featured_at, created_at,
             finished_at
           from repairs_repair_request where id = ?`,
          [randomUUID(), completed.id],
        );
      await copyAs(`jsonb_set(instructions, '{delivered}', 'false')`);
      await copyAs(`jsonb_set(jsonb_set(instructions, '{delivered}', 'false'), '{emergency}', '{"kind": "gas"}')`);
      // A JPEG cut short: accepted by its header, its pixels cannot be read.
      const failed = await upload(alice, photo.subarray(0, Math.floor(photo.length * 0.3)));
      expect(failed.status).to.equal('failed');
      await app.sql(`update repairs_repair_request set created_at = created_at - interval '3 days' where id = ?`, [
        failed.id,
      ]);
      await signedUpDaysAgo(app, alice, 3);

      await payCheckout(await app.signedIn('bob'), '/api/create-one-time-checkout', {});
      await payCheckout(await app.signedIn('carol'), '/api/create-subscription-checkout', {
        plan: 'basic',
        region: 'US',
      });

      const contractor = await listedContractor(app);
      const dana = await app.signedIn('dana');
      await apply(dana, { businessName: 'Dana Drywall' });
      await signedUpDaysAgo(app, dana, 40);

      const leadTo = async () =>
        (
          await json<LeadSent>(
            await alice.json('/api/leads', 'POST', { ...LEAD, contractorId: contractor.profile.id }),
            201,
          )
        ).leads[0]!.id;
      const accepted = await leadTo();
      await json(await contractor.browser.json(`/api/contractor/leads/${accepted}/accept`, 'POST', {}));
      const declined = await leadTo();
      await json(
        await contractor.browser.json(`/api/contractor/leads/${declined}/decline`, 'POST', { message: 'Booked up.' }),
      );
      const unanswered = await leadTo();
      // Its 48 hours are over; the sweep has not written it expired yet.
      await app.sql(`update contractors_lead set expires_at = now() - interval '1 minute' where id = ?`, [unanswered]);
    });
    after(async () => server?.close());

    it('counts new users and repairs per UTC day, results that delivered nothing apart, every day present and quiet days at 0', async () => {
      const figures = await dashboard(`?from=${daysAgo(4)}&to=${today}`);
      expect(figures.period).to.deep.equal({ from: daysAgo(4), to: today });
      expect(figures.newUsersPerDay).to.deep.equal([
        { day: daysAgo(4), count: 0 },
        { day: daysAgo(3), count: 1 },
        { day: daysAgo(2), count: 0 },
        { day: daysAgo(1), count: 0 },
        { day: today, count: 4 },
      ]);
      const none = { completed: 0, needsMoreDetail: 0, safetyStops: 0, failed: 0, other: 0 };
      expect(figures.repairsPerDay).to.deep.equal([
        { day: daysAgo(4), ...none },
        { day: daysAgo(3), ...none, failed: 1 },
        { day: daysAgo(2), ...none },
        { day: daysAgo(1), ...none },
        { day: today, ...none, completed: 1, needsMoreDetail: 1, safetyStops: 1 },
      ]);
    });

    it('reports conversion, revenue by plan and region, subscriptions, contractors and leads', async () => {
      const figures = await dashboard(`?from=${daysAgo(4)}&to=${today}`);
      // Five signed up in the period (admin, alice, bob, carol, the contractor); bob and carol paid for repairs.
      expect(figures.conversion).to.deep.equal({ signedUp: 5, paid: 2, rate: 0.4 });
      expect(figures.revenueByPlanAndRegion).to.deep.equal([
        { plan: 'basic', region: 'US', currency: 'USD', amountCents: 900, payments: 1 },
        { plan: 'contractor', region: 'CA', currency: 'CAD', amountCents: 900, payments: 1 },
        { plan: 'pay_per_repair', region: 'CA', currency: 'CAD', amountCents: 500, payments: 1 },
      ]);
      expect(figures.activeSubscriptions).to.deep.equal({ basic: 1, pro: 0, contractor: 1 });
      expect(figures.contractorsByStatus).to.deep.equal({ pending: 1, approved: 1, rejected: 0, suspended: 0 });
      expect(figures.leads).to.deep.equal({ sent: 3, accepted: 1, declined: 1, expired: 1 });
    });

    it('leaves out what happened outside the period', async () => {
      const figures = await dashboard(`?from=${daysAgo(4)}&to=${daysAgo(1)}`);
      expect(figures.newUsersPerDay.map((day) => day.count)).to.deep.equal([0, 1, 0, 0]);
      expect(figures.conversion).to.deep.equal({ signedUp: 1, paid: 0, rate: 0 });
      expect(figures.revenueByPlanAndRegion).to.deep.equal([]);
      expect(figures.leads).to.deep.equal({ sent: 0, accepted: 0, declined: 0, expired: 0 });
    });

    it('shows the last 30 days by default, without caching the answer', async () => {
      const response = await admin.request('/api/admin/dashboard');
      expect(response.headers.get('cache-control')).to.equal('no-store');
      const figures = await json<AdminDashboard>(response);
      expect(figures.period).to.deep.equal({ from: daysAgo(29), to: today });
      expect(figures.newUsersPerDay).to.have.length(30);
      expect(figures.newUsersPerDay.reduce((sum, day) => sum + day.count, 0)).to.equal(5);
      expect((await dashboard(`?to=${daysAgo(10)}`)).period).to.deep.equal({ from: daysAgo(39), to: daysAgo(10) });
    });

    it('accepts a period of 366 days and refuses a longer or backwards one, or a date that is not one, with 400', async () => {
      const leapYear = await dashboard('?from=2024-01-01&to=2024-12-31');
      expect(leapYear.newUsersPerDay).to.have.length(366);
      expect(leapYear.newUsersPerDay.at(-1)).to.deep.equal({ day: '2024-12-31', count: 0 });
      expect((await refusal('?from=2025-01-01&to=2026-01-02')).message).to.equal(
        'The period can be at most 366 days long',
      );
      expect((await refusal('?from=2026-03-10&to=2026-03-09')).message).to.equal('from must be on or before to');
      expect((await refusal('?from=2026-02-30')).message).to.equal('from: must be a date written YYYY-MM-DD');
      expect((await refusal('?to=yesterday')).message).to.equal('to: must be a date written YYYY-MM-DD');
    });

    it('answers 401 to a visitor and 403 to a signed-in user who is not an admin', async () => {
      const visitor = new TestBrowser(server!.baseUrl);
      expect((await visitor.request('/api/admin/dashboard')).status).to.equal(401);
      expect((await alice.request('/api/admin/dashboard')).status).to.equal(403);
    });
  });
}
