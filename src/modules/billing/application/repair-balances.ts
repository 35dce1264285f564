import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../shared/application/clock.js';
import type { UnitOfWork } from '../../../shared/application/unit-of-work.js';
import type { CreditGrant } from '../domain/credit-grant.js';
import { ledgerEntry, type LedgerEntry, type LedgerFacts } from '../domain/ledger-entry.js';
import type { RepairBalance } from '../domain/repair-balance.js';
import type { Catalogue, Plan } from '../domain/catalogue.js';
import { SPENDING_ORDER, type FundingSource } from '../domain/spending.js';
import { PaymentRequiredError } from '../../../shared/errors/app-errors.js';
import type { LedgerRepository, RepairBalanceRepository } from '../ports/repair-balance.repository.js';

/** A balance's change as its maker states it: the entry's id and time are the ledger's. */
type Change = Omit<LedgerFacts, 'id' | 'createdAt'>;

/**
 * Opening, reading, spending, refunding, buying and renewing repair balances. Every change runs in one
 * transaction with its ledger entry (joining the caller's transaction, such as a payment's fulfilment).
 */
export class RepairBalances {
  constructor(
    private readonly balances: RepairBalanceRepository,
    private readonly ledger: LedgerRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalogue: Catalogue,
  ) {}

  /** A new user's balance with the free fixes the sign-up policy granted (possibly none). */
  async open(userId: string, freeFixes: number, reason: string): Promise<void> {
    await this.unitOfWork.transaction(async () => {
      const now = this.clock.now();
      const opened = await this.balances.open(userId, freeFixes, now);
      if (opened && freeFixes > 0) {
        await this.record({ userId, kind: 'grant', balance: 'free_fixes', delta: freeFixes, reason }, now);
      }
    });
  }

  /** Takes back unspent free fixes (the device cap found the account after sign-up); answers how many. */
  async revokeFreeFixes(userId: string, reason: string): Promise<number> {
    return this.unitOfWork.transaction(async () => {
      const taken = await this.balances.takeAllFreeFixes(userId);
      if (taken > 0) {
        await this.record({ userId, kind: 'revoke', balance: 'free_fixes', delta: -taken, reason }, this.clock.now());
      }
      return taken;
    });
  }

  /**
   * Pays for one repair from the first source that has something left, atomically, with its ledger
   * entry. Nothing left: 402 with requiresPayment. Answers the source, so a failed repair can be refunded.
   */
  async spendForRepair(userId: string, repairId: string): Promise<FundingSource> {
    return this.unitOfWork.transaction(async () => {
      const now = this.clock.now();
      if (await this.balances.hasActivePlanAmong(userId, this.catalogue.unlimitedPlans, now)) return 'unlimited';
      for (const source of SPENDING_ORDER) {
        const whilePlanAmong = source === 'basic_allowance' ? this.catalogue.allowancePlans : undefined;
        if (await this.balances.takeOne(userId, source, now, whilePlanAmong)) {
          await this.record({ userId, kind: 'spend', balance: source, delta: -1, repairId }, now);
          return source;
        }
      }
      throw new PaymentRequiredError();
    });
  }

  /** A repair that produced no instructions costs nothing: what paid for it goes back where it came from. */
  async refundRepair(userId: string, repairId: string, source: FundingSource, reason: string): Promise<void> {
    if (source === 'unlimited') return;
    await this.unitOfWork.transaction(async () => {
      await this.balances.giveBackOne(userId, source);
      await this.record({ userId, kind: 'refund', balance: source, delta: 1, repairId, reason }, this.clock.now());
    });
  }

  /** One credit bought with a payment; false when the account no longer exists. */
  async addPurchasedCredit(userId: string, paymentReference: string): Promise<boolean> {
    return this.unitOfWork.transaction(async () => {
      if ((await this.balances.addCredits(userId, 1)) === null) return false;
      await this.record({ userId, kind: 'purchase', balance: 'credits', delta: 1, paymentReference }, this.clock.now());
      return true;
    });
  }

  /**
   * Credits an admin gives, with the reason and the admin in the ledger. Answers the credit balance before
   * and after, exact because it is one update; null when the user has no balance (no such account).
   */
  async grantCredits(
    userId: string,
    grant: CreditGrant,
    actor: string,
  ): Promise<{ readonly before: number; readonly after: number } | null> {
    return this.unitOfWork.transaction(async () => {
      const after = await this.balances.addCredits(userId, grant.credits);
      if (after === null) return null;
      await this.record(
        { userId, kind: 'admin_grant', balance: 'credits', delta: grant.credits, reason: grant.reason, actor },
        this.clock.now(),
      );
      return { before: after - grant.credits, after };
    });
  }

  /** A paid period of an allowance plan: the allowance is set to the period's repairs (unused ones do not carry over). */
  async renewPlanAllowance(userId: string, plan: Plan, paymentReference: string, reason: string): Promise<void> {
    const allowance = this.catalogue.monthlyAllowanceOf(plan);
    if (allowance === null) return;
    await this.unitOfWork.transaction(async () => {
      const before = await this.balances.resetBasicAllowance(userId, allowance);
      if (before === null || before === allowance) return;
      await this.record(
        { userId, kind: 'renewal', balance: 'basic_allowance', delta: allowance - before, paymentReference, reason },
        this.clock.now(),
      );
    });
  }

  async balanceOf(userId: string): Promise<RepairBalance> {
    return (
      (await this.balances.find(userId)) ?? { userId, freeFixesRemaining: 0, credits: 0, basicAllowanceRemaining: 0 }
    );
  }

  async exportFor(userId: string): Promise<{ balance: RepairBalance | null; ledger: LedgerEntry[] }> {
    const [balance, ledger] = await Promise.all([this.balances.find(userId), this.ledger.listFor(userId)]);
    return { balance, ledger };
  }

  /** Balances go with the account; ledger entries are financial records and stay, keyed by an opaque id. */
  async eraseFor(userId: string): Promise<void> {
    await this.balances.remove(userId);
  }

  private async record(change: Change, at: Date): Promise<void> {
    await this.ledger.append(ledgerEntry({ ...change, id: randomUUID(), createdAt: at }));
  }
}
