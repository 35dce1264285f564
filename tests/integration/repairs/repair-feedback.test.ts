import { expect } from 'chai';
import type { AdminDashboard, RepairFeedbackView } from '../../../src/api-contract.js';
import { AskForRepairFeedback } from '../../../src/modules/repairs/application/ask-for-repair-feedback.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { readRepair, signedInBrowser, uploadOk, useRepairsServerWithPhoto } from './support.js';

const ADMIN = 'fix-rates@repairlens.test';
const TOILET = 'The toilet keeps running after it flushes and the tank never stops filling';
const FAUCET = 'My kitchen faucet keeps dripping from the spout even when the handle is off';
const GAS = 'I smell gas near the stove and the burner will not light';

interface OutboxRow {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string> | string | null;
}

/** The "Did this fix it?" answers, the one e-mail asking for them, and the unsubscribe link in it. */
describe('"Did this fix it?"', function () {
  this.timeout(120_000);
  const suite = useRepairsServerWithPhoto({ env: { ADMIN_EMAILS: ADMIN }, labelLines: [''] });

  async function repairOf(browser: TestBrowser, description?: string): Promise<string> {
    return (await uploadOk(browser, { bytes: suite.photo, ...(description ? { description } : {}) })).id;
  }

  /** Someone with repairs to spare: a free account holds two. */
  async function withRepairsToSpare(browser: TestBrowser): Promise<TestBrowser> {
    const { id } = (await (await browser.request('/api/auth/user')).json()) as { id: string };
    await suite.server.sql('update billing_account set credits = 20 where user_id = ?', [id]);
    return browser;
  }

  const answer = (browser: TestBrowser, repairId: string, body: unknown) =>
    browser.json(`/api/repair-requests/${repairId}/feedback`, 'PUT', body);

  async function answerOk(browser: TestBrowser, repairId: string, body: unknown): Promise<RepairFeedbackView> {
    const response = await answer(browser, repairId, body);
    expect(response.status, await response.clone().text()).to.equal(200);
    return (await response.json()) as RepairFeedbackView;
  }

  const finishedHoursAgo = (repairId: string, hours: number) =>
    suite.server.sql(`update repairs_repair_request set finished_at = now() - make_interval(hours => ?) where id = ?`, [
      hours,
      repairId,
    ]);

  const sweep = () =>
    suite.server.app.database.withContext(() => suite.server.app.container.get(AskForRepairFeedback).execute());

  const emailsAbout = (repairId: string) =>
    suite.server.sql<OutboxRow>(
      `select id, recipient, subject, text_body, html_body, headers from email_outbox where text_body like ?`,
      [`%/repair/${repairId}?%`],
    );

  const headersOf = (row: OutboxRow) =>
    typeof row.headers === 'string' ? (JSON.parse(row.headers) as Record<string, string>) : row.headers;

  const unsubscribeLinkIn = (row: OutboxRow) => /No more of these e-mails: (\S+)/.exec(row.text_body)![1]!;

  const optOuts = async (browser: TestBrowser) => {
    const { id } = (await (await browser.request('/api/auth/user')).json()) as { id: string };
    return suite.server.sql('select owner_id from repairs_feedback_opt_out where owner_id = ?', [id]);
  };

  describe('answering on the repair page', () => {
    it('takes the owner’s answer, shows it with the repair, and lets them change it (the last answer counts)', async () => {
      const owner = await signedInBrowser(suite.server.baseUrl);
      const repairId = await repairOf(owner, TOILET);
      expect((await readRepair(owner, repairId)).feedback).to.equal(null);

      const first = await answerOk(owner, repairId, { verdict: 'fixed' });
      expect(first).to.include({ verdict: 'fixed', comment: null });
      expect((await readRepair(owner, repairId)).feedback).to.deep.equal(first);

      const changed = await answerOk(owner, repairId, {
        verdict: 'partly',
        comment: '  It stopped running, but the tank still fills slowly.  ',
      });
      expect(changed).to.include({
        verdict: 'partly',
        comment: 'It stopped running, but the tank still fills slowly.',
      });
      expect(new Date(changed.answeredAt).getTime()).to.be.at.least(new Date(first.answeredAt).getTime());
      expect((await readRepair(owner, repairId)).feedback).to.deep.equal(changed);
      expect(
        await suite.server.sql('select verdict from repairs_feedback where repair_id = ?', [repairId]),
      ).to.deep.equal([{ verdict: 'partly' }]);
    });

    it('answers a visitor 401 and another user 404, as for a missing repair', async () => {
      const owner = await signedInBrowser(suite.server.baseUrl);
      const repairId = await repairOf(owner, TOILET);
      const other = await signedInBrowser(suite.server.baseUrl, 'other');
      expect((await answer(other, repairId, { verdict: 'fixed' })).status).to.equal(404);
      const visitor = await fetch(`${suite.server.baseUrl}/api/repair-requests/${repairId}/feedback`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ verdict: 'fixed' }),
      });
      expect(visitor.status).to.equal(401);
      expect(await suite.server.sql('select * from repairs_feedback where repair_id = ?', [repairId])).to.deep.equal(
        [],
      );
    });

    it('shows another user 404 for an answered repair, with nothing of its answer', async () => {
      const owner = await signedInBrowser(suite.server.baseUrl);
      const repairId = await repairOf(owner, TOILET);
      await answerOk(owner, repairId, { verdict: 'not_fixed', comment: 'Still running.' });
      const other = await signedInBrowser(suite.server.baseUrl, 'other');
      const read = await other.request(`/api/repair-requests/${repairId}`);
      expect(read.status).to.equal(404);
      expect(await read.text()).to.not.match(/not_fixed|Still running/);
    });

    it('refuses with 409 a repair that delivered no steps: one asking for more detail, or a safety stop', async () => {
      const owner = await signedInBrowser(suite.server.baseUrl);
      const vague = await uploadOk(owner, { bytes: suite.photo });
      const gas = await uploadOk(owner, { bytes: suite.photo, description: GAS });
      expect([vague.outcome, gas.outcome]).to.deep.equal(['needs_more_detail', 'safety_stop']);
      for (const repair of [vague, gas]) {
        const refused = await answer(owner, repair.id, { verdict: 'not_fixed' });
        expect(refused.status).to.equal(409);
        expect(((await refused.json()) as { message: string }).message).to.equal(
          'Only a completed repair that gave you steps to follow can be rated.',
        );
      }
    });

    it('refuses an unknown answer and a comment over 1000 characters with 400, naming the field', async () => {
      const owner = await signedInBrowser(suite.server.baseUrl);
      const repairId = await repairOf(owner, TOILET);
      const badVerdict = await answer(owner, repairId, { verdict: 'maybe' });
      expect(badVerdict.status).to.equal(400);
      expect(await badVerdict.text())
        .to.contain('verdict')
        .and.contain('Choose fixed, partly or not fixed.');
      const longComment = await answer(owner, repairId, { verdict: 'fixed', comment: 'x'.repeat(1001) });
      expect(longComment.status).to.equal(400);
      expect(await longComment.text())
        .to.contain('comment')
        .and.contain('must be at most 1000 characters');
      expect(await suite.server.sql('select * from repairs_feedback where repair_id = ?', [repairId])).to.deep.equal(
        [],
      );
    });
  });

  describe('the one e-mail a day or two later', () => {
    it('asks about each repair that delivered steps 24 to 72 hours ago, once, and none of the others', async () => {
      const owner = await withRepairsToSpare(await signedInBrowser(suite.server.baseUrl));
      const due = await repairOf(owner, TOILET);
      const answered = await repairOf(owner, FAUCET);
      const recent = await repairOf(owner, TOILET);
      const old = await repairOf(owner, TOILET);
      const vague = await repairOf(owner);
      const gas = await repairOf(owner, GAS);
      await answerOk(owner, answered, { verdict: 'fixed' });
      for (const id of [due, answered, vague, gas]) await finishedHoursAgo(id, 30);
      await finishedHoursAgo(recent, 20);
      await finishedHoursAgo(old, 80);
      const unsubscribed = await signedInBrowser(suite.server.baseUrl, 'unsubscribed');
      const theirs = await repairOf(unsubscribed, TOILET);
      await finishedHoursAgo(theirs, 30);
      await suite.server.sql(
        `insert into repairs_feedback_opt_out (owner_id, opted_out_at)
         select owner_id, now() from repairs_repair_request where id = ?`,
        [theirs],
      );

      // Two instances sweeping at the same moment, then a later sweep. PGlite is one session of one instance: there
      // the sweeps run one after the other.
      if (suite.server.app.database.kind === 'postgresql') await Promise.all([sweep(), sweep()]);
      else await sweep().then(sweep);
      await sweep();

      const [mail, ...more] = await emailsAbout(due);
      expect(more, 'one e-mail for the due repair').to.deep.equal([]);
      for (const id of [answered, recent, old, vague, gas, theirs]) expect(await emailsAbout(id), id).to.deep.equal([]);
      expect(mail!.recipient).to.match(/^fixer-/);
      expect(mail!.subject).to.match(/^Did it work\? /);
      expect(mail!.text_body).to.contain(`${suite.server.baseUrl}/repair/${due}?answer=fixed#did-it-fix`);
      expect(mail!.html_body).to.contain(`${suite.server.baseUrl}/repair/${due}?answer=not_fixed#did-it-fix`);
      const link = unsubscribeLinkIn(mail!);
      expect(link.startsWith(`${suite.server.baseUrl}/api/email-preferences/unsubscribe?token=`)).to.equal(true);
      expect(headersOf(mail!)).to.deep.equal({
        'List-Unsubscribe': `<${link}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(
        await suite.server.sql('select email_id from repairs_feedback_request where repair_id = ?', [due]),
      ).to.deep.equal([{ email_id: mail!.id }]);
    });

    it('asks before unsubscribing: opening the link (as a mail scanner does) records nothing; its button does', async () => {
      const owner = await signedInBrowser(suite.server.baseUrl);
      const first = await repairOf(owner, TOILET);
      await finishedHoursAgo(first, 30);
      await sweep();
      const link = unsubscribeLinkIn((await emailsAbout(first))[0]!);

      const page = await fetch(link);
      expect(page.status).to.equal(200);
      expect(page.headers.get('content-type')).to.match(/^text\/html/);
      const html = await page.text();
      expect(html).to.contain('Stop the &#34;Did this fix it?&#34; e-mails?');
      expect(await optOuts(owner)).to.deep.equal([]);

      const action = /<form method="post" action="([^"]+)">/.exec(html)![1]!.replaceAll('&#38;', '&');
      expect(new URL(action, suite.server.baseUrl).href).to.equal(link);
      const pressed = await fetch(new URL(action, suite.server.baseUrl), {
        method: 'POST',
        headers: { origin: suite.server.baseUrl },
      });
      expect(pressed.status).to.equal(200);
      expect(await pressed.text()).to.contain('You are unsubscribed');
      expect(await optOuts(owner)).to.have.length(1);

      const oneClick = await fetch(link, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).to.equal(200);
      expect(await optOuts(owner)).to.have.length(1);

      const second = await repairOf(owner, TOILET);
      await finishedHoursAgo(second, 30);
      await sweep();
      expect(await emailsAbout(second)).to.deep.equal([]);
    });

    it('records a one-click POST on its own', async () => {
      const owner = await signedInBrowser(suite.server.baseUrl);
      const repairId = await repairOf(owner, TOILET);
      await finishedHoursAgo(repairId, 30);
      await sweep();
      const oneClick = await fetch(unsubscribeLinkIn((await emailsAbout(repairId))[0]!), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).to.equal(200);
      expect(await optOuts(owner)).to.have.length(1);
    });

    it('refuses a forged or changed token with a 400 page and records nothing', async () => {
      const owner = await signedInBrowser(suite.server.baseUrl);
      const repairId = await repairOf(owner, TOILET);
      await finishedHoursAgo(repairId, 30);
      await sweep();
      const link = new URL(unsubscribeLinkIn((await emailsAbout(repairId))[0]!));
      const token = link.searchParams.get('token')!;
      const [ownerId, signature] = token.split('.') as [string, string];
      const otherId = ownerId.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
      const flipped = signature.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      for (const tampered of [
        `${otherId}.${signature}`,
        `${ownerId}.${flipped}`,
        `${ownerId}.${signature}!`,
        '',
        'x',
      ]) {
        for (const method of ['GET', 'POST']) {
          link.searchParams.set('token', tampered);
          const refused = await fetch(link, { method });
          expect(refused.status, `${method} ${tampered}`).to.equal(400);
          expect(await refused.text()).to.contain('This link does not work');
        }
      }
      expect(await fetch(`${suite.server.baseUrl}/api/email-preferences/unsubscribe`)).to.have.property('status', 400);
      expect(
        await suite.server.sql('select * from repairs_feedback_opt_out where owner_id in (?, ?)', [ownerId, otherId]),
      ).to.be.empty;
    });
  });

  it("exports the account's answers, and removes them, its opt-out and its feedback e-mails with the account", async () => {
    const owner = await signedInBrowser(suite.server.baseUrl);
    const asked = await repairOf(owner, TOILET);
    await finishedHoursAgo(asked, 30);
    await sweep();
    const [mail] = await emailsAbout(asked);
    expect((await fetch(unsubscribeLinkIn(mail!), { method: 'POST' })).status).to.equal(200);
    await answerOk(owner, asked, { verdict: 'not_fixed', comment: 'Still running.' });

    const exported = (await (await owner.request('/api/user/export')).json()) as {
      repairs: { id: string; feedback: { verdict: string; comment: string | null } | null }[];
    };
    expect(exported.repairs.find((repair) => repair.id === asked)!.feedback).to.include({
      verdict: 'not_fixed',
      comment: 'Still running.',
    });
    const { id: ownerId } = (await (await owner.request('/api/auth/user')).json()) as { id: string };

    expect((await owner.request('/api/user', { method: 'DELETE' })).status).to.equal(204);
    expect(await suite.server.sql('select * from repairs_feedback where owner_id = ?', [ownerId])).to.deep.equal([]);
    expect(
      await suite.server.sql('select * from repairs_feedback_request where owner_id = ?', [ownerId]),
    ).to.deep.equal([]);
    expect(
      await suite.server.sql('select * from repairs_feedback_opt_out where owner_id = ?', [ownerId]),
    ).to.deep.equal([]);
    expect(await suite.server.sql('select * from email_outbox where id = ?', [mail!.id])).to.deep.equal([]);
  });

  describe('fix rates on the admin dashboard', () => {
    const dashboardOf = async (browser: TestBrowser, query = '') => {
      const response = await browser.request(`/api/admin/dashboard${query}`);
      expect(response.status, await response.clone().text()).to.equal(200);
      return ((await response.json()) as AdminDashboard).fixRates;
    };

    it('shows admins only the fix rate by guide (worst first, too few marked) and by category, over the period', async () => {
      expect((await fetch(`${suite.server.baseUrl}/api/admin/dashboard`)).status, 'a visitor').to.equal(401);
      const curious = await signedInBrowser(suite.server.baseUrl, 'curious');
      expect((await curious.request('/api/admin/dashboard')).status, 'a signed-in user').to.equal(403);
      const admin = new TestBrowser(suite.server.baseUrl);
      await signIn(admin, { email: ADMIN });
      const before = await dashboardOf(admin);
      const toiletLine = (rates: typeof before) => rates.byGuide.find((line) => line.guideId === 'toilet-running');
      const countsBefore = toiletLine(before) ?? { fixed: 0, partly: 0, notFixed: 0 };

      const owner = await withRepairsToSpare(await signedInBrowser(suite.server.baseUrl, 'rater'));
      const answers = [
        ['fixed', TOILET],
        ['partly', TOILET],
        ['not_fixed', TOILET],
        ['not_fixed', TOILET],
      ] as const;
      const ids: string[] = [];
      for (const [verdict, description] of answers) {
        const id = await repairOf(owner, description);
        await answerOk(owner, id, { verdict });
        ids.push(id);
      }
      const unguided = await repairOf(owner, TOILET);
      await suite.server.sql(
        `update repairs_repair_request set instructions = jsonb_set(instructions, '{source,guideId}', 'null')
         where id = ?`,
        [unguided],
      );
      await answerOk(owner, unguided, { verdict: 'fixed' });
      // An answer given 40 days ago is outside the default period (the last 30 days).
      await suite.server.sql(
        `update repairs_feedback set answered_at = now() - interval '40 days' where repair_id = ?`,
        [ids[3]],
      );

      const rates = await dashboardOf(admin);
      expect(rates.weights).to.deep.equal({ fixed: 1, partly: 0.5, notFixed: 0 });
      expect(rates.minimumAnswers).to.equal(3);
      const toilet = toiletLine(rates)!;
      expect(toilet).to.include({
        fixed: countsBefore.fixed + 1,
        partly: countsBefore.partly + 1,
        notFixed: countsBefore.notFixed + 1,
        category: 'plumbing',
      });
      expect(toilet.answers).to.equal(toilet.fixed + toilet.partly + toilet.notFixed);
      expect(toilet.rate).to.equal(Math.round(((toilet.fixed + toilet.partly / 2) / toilet.answers) * 10_000) / 10_000);
      expect(toilet.enoughAnswers).to.equal(true);
      const noGuide = rates.byGuide.find((line) => line.guideId === null && line.category === 'plumbing')!;
      expect(noGuide).to.include({ fixed: 1, partly: 0, notFixed: 0, answers: 1, rate: 1, enoughAnswers: false });
      const judged = rates.byGuide.filter((line) => line.enoughAnswers);
      expect(rates.byGuide.slice(0, judged.length)).to.deep.equal(judged);
      expect(judged.map((line) => line.rate)).to.deep.equal(judged.map((line) => line.rate).sort((a, b) => a - b));
      const plumbing = rates.byCategory.find((line) => line.category === 'plumbing')!;
      const plumbingLines = rates.byGuide.filter((line) => line.category === 'plumbing');
      expect(plumbing.answers).to.equal(plumbingLines.reduce((sum, line) => sum + line.answers, 0));

      const longer = await dashboardOf(
        admin,
        `?from=${new Date(Date.now() - 45 * 86_400_000).toISOString().slice(0, 10)}`,
      );
      expect(toiletLine(longer)!.notFixed).to.equal(toilet.notFixed + 1);
    });
  });
});
