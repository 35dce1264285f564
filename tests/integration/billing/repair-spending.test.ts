import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { RepairBalances } from '../../../src/modules/billing/index.js';
import { PaymentRequiredError } from '../../../src/shared/errors/app-errors.js';
import { startTestApp, type TestApp, useServerPerSuite } from '../../support/test-app.js';

describe('spending for a repair', () => {
  let server: TestApp;
  let balances: RepairBalances;
  useServerPerSuite(startTestApp, (started) => (server = started));
  before(async () => {
    balances = server.app.container.get(RepairBalances);
  });

  const inContext = <T>(work: () => Promise<T>) => server.app.database.withContext(work);
  const sql = (query: string, params: unknown[] = []) => inContext(() => server.app.database.em.execute(query, params));

  async function newUser(freeFixes: number, credits = 0): Promise<string> {
    const userId = randomUUID();
    await inContext(() => balances.open(userId, freeFixes, 'test'));
    if (credits > 0) await sql('update billing_account set credits = ? where user_id = ?', [credits, userId]);
    return userId;
  }

  async function subscribe(userId: string, plan: 'basic' | 'pro', status = 'active', allowance = 0) {
    const now = Date.now();
    await sql(
      `insert into billing_subscription
         (user_id, kind, item, provider_subscription_id, status, current_period_start, current_period_end, updated_at)
       values (?, 'plan', ?, ?, ?, ?, ?, ?)`,
      [
        userId,
        plan,
        `sub_${randomUUID()}`,
        status,
        new Date(now - 86_400_000),
        new Date(now + 29 * 86_400_000),
        new Date(now),
      ],
    );
    await sql('update billing_account set basic_allowance_remaining = ? where user_id = ?', [allowance, userId]);
  }

  const spend = (userId: string) => inContext(() => balances.spendForRepair(userId, randomUUID()));

  it('spends free fixes before credits, then refuses with payment required', async () => {
    const userId = await newUser(2, 1);
    expect([await spend(userId), await spend(userId), await spend(userId)]).to.deep.equal([
      'free_fixes',
      'free_fixes',
      'credits',
    ]);
    let refused: unknown;
    try {
      await spend(userId);
    } catch (error) {
      refused = error;
    }
    expect(refused).to.be.instanceOf(PaymentRequiredError);
    expect((refused as PaymentRequiredError).details).to.deep.equal({ requiresPayment: true });
  });

  it('counts nothing while an Unlimited plan is active', async () => {
    const userId = await newUser(2);
    await subscribe(userId, 'pro');
    expect(await spend(userId)).to.equal('unlimited');
    expect((await inContext(() => balances.balanceOf(userId))).freeFixesRemaining).to.equal(2);
  });

  it('uses the Basic allowance before free fixes, and not once the plan is past due', async () => {
    const userId = await newUser(2);
    await subscribe(userId, 'basic', 'active', 1);
    expect(await spend(userId)).to.equal('basic_allowance');
    expect(await spend(userId), 'allowance used up').to.equal('free_fixes');
    await sql("update billing_subscription set status = 'past_due' where user_id = ?", [userId]);
    await sql('update billing_account set basic_allowance_remaining = 5 where user_id = ?', [userId]);
    expect(await spend(userId)).to.equal('free_fixes');
  });

  it('gives a refunded repair back to the balance that paid, with spend and refund in the ledger', async () => {
    const userId = await newUser(1);
    const repairId = randomUUID();
    const source = await inContext(() => balances.spendForRepair(userId, repairId));
    await inContext(() => balances.refundRepair(userId, repairId, source, 'analysis failed'));
    expect((await inContext(() => balances.balanceOf(userId))).freeFixesRemaining).to.equal(1);
    const ledger = (await inContext(() => balances.exportFor(userId))) as {
      ledger: { kind: string; delta: number; repairId: string | null }[];
    };
    expect(ledger.ledger.map(({ kind, delta, repairId: id }) => [kind, delta, id])).to.deep.equal([
      ['grant', 1, null],
      ['spend', -1, repairId],
      ['refund', 1, repairId],
    ]);
  });

  it('lets exactly 2 of 50 concurrent repairs through for a user with 2 free fixes and nothing else', async () => {
    const userId = await newUser(2);
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => spend(userId)));
    const accepted = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter(
      (outcome) => outcome.status === 'rejected' && outcome.reason instanceof PaymentRequiredError,
    );
    expect(accepted).to.have.length(2);
    expect(refused).to.have.length(48);
    expect((await inContext(() => balances.balanceOf(userId))).freeFixesRemaining).to.equal(0);
    const spends = await sql(
      "select count(*)::int as n from billing_ledger_entry where user_id = ? and kind = 'spend'",
      [userId],
    );
    expect(spends[0]).to.deep.equal({ n: 2 });
  });
});
