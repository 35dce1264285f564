import type { AuditLog } from '../../../shared/audit/audit-log.js';
import type { Clock } from '../../../shared/application/clock.js';
import { requireRecentAuthentication, type RequestPrincipal } from '../../../shared/application/principal.js';
import type { UnitOfWork } from '../../../shared/application/unit-of-work.js';
import { NotFoundError } from '../../../shared/errors/app-errors.js';
import { creditGrant } from '../domain/credit-grant.js';
import type { LedgerEntry } from '../domain/ledger-entry.js';
import type { Plan } from '../domain/catalogue.js';
import { isActiveAt, type Subscription } from '../domain/subscription.js';
import type { CustomerAccountReader, CustomerAccountRow } from '../ports/customer-account.reader.js';
import type { RepairBalances } from './repair-balances.js';

/** The plan a person is on now: a paid plan's id only while its subscription is active, "free" otherwise. */
export type CurrentPlan = Plan;

export interface CustomerAccountSummary {
  readonly userId: string;
  readonly plan: CurrentPlan;
  /** The plan subscription as last reported, whatever its status; null for someone who never subscribed. */
  readonly subscription: Subscription | null;
  readonly freeFixesRemaining: number;
  readonly credits: number;
}

export interface CustomerAccountDetail extends CustomerAccountSummary {
  readonly basicAllowanceRemaining: number;
  /** Free fixes that paid for repairs, less those given back when a repair failed. */
  readonly freeFixesUsed: number;
  /** The newest first. */
  readonly recentLedger: readonly LedgerEntry[];
}

export interface CreditGrantResult {
  readonly granted: number;
  readonly creditsBefore: number;
  readonly creditsAfter: number;
}

/**
 * What the admin console sees and does with a person's billing: balances and plan for many people at
 * once, one person's ledger, and credits granted with a reason, written to the ledger and the audit log
 * in one transaction.
 */
export class CustomerAccounts {
  constructor(
    private readonly reader: CustomerAccountReader,
    private readonly balances: RepairBalances,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** Keyed by user id; people without a balance are left out. */
  async summariesOf(userIds: readonly string[]): Promise<ReadonlyMap<string, CustomerAccountSummary>> {
    const now = this.clock.now();
    const rows = await this.reader.accountsOf(userIds);
    return new Map(rows.map((row) => [row.balance.userId, this.summary(row, now)]));
  }

  async detailOf(userId: string, ledgerLimit: number): Promise<CustomerAccountDetail> {
    const [rows, freeFixesUsed, recentLedger] = await Promise.all([
      this.reader.accountsOf([userId]),
      this.reader.netSpent(userId, 'free_fixes'),
      this.reader.recentLedger(userId, ledgerLimit),
    ]);
    const row = rows[0] ?? { balance: await this.balances.balanceOf(userId), subscription: null };
    return {
      ...this.summary(row, this.clock.now()),
      basicAllowanceRemaining: row.balance.basicAllowanceRemaining,
      freeFixesUsed,
      recentLedger,
    };
  }

  async grantCredits(
    userId: string,
    credits: number,
    reason: string,
    admin: RequestPrincipal,
  ): Promise<CreditGrantResult> {
    requireRecentAuthentication(admin);
    const grant = creditGrant(credits, reason);
    return this.unitOfWork.transaction(async () => {
      const change = await this.balances.grantCredits(userId, grant, admin.email);
      if (!change) throw new NotFoundError('User not found');
      await this.audit.record({
        actor: admin.email,
        action: 'billing.grant-credits',
        target: `user:${userId}`,
        before: { credits: change.before },
        after: { credits: change.after, granted: grant.credits, reason: grant.reason },
        at: this.clock.now(),
      });
      return { granted: grant.credits, creditsBefore: change.before, creditsAfter: change.after };
    });
  }

  private summary({ balance, subscription }: CustomerAccountRow, now: Date): CustomerAccountSummary {
    return {
      userId: balance.userId,
      plan: subscription && isActiveAt(subscription, now) ? subscription.plan : 'free',
      subscription,
      freeFixesRemaining: balance.freeFixesRemaining,
      credits: balance.credits,
    };
  }
}
