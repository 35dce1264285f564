import type { EntityManager } from '@mikro-orm/sql';
import type { BalanceName, LedgerEntry } from '../../domain/ledger-entry.js';
import type { CustomerAccountReader, CustomerAccountRow } from '../../ports/customer-account.reader.js';
import { LedgerEntryRecord, RepairBalanceRecord, SubscriptionRecord } from './billing.entities.js';
import { planSubscriptionFromRow } from './mikro-orm-payment-records.js';
import { balanceFromRow, ledgerEntryFromRow } from './mikro-orm-repair-balance.repository.js';

const READ = { disableIdentityMap: true } as const;

export class MikroOrmCustomerAccountReader implements CustomerAccountReader {
  constructor(private readonly em: EntityManager) {}

  async accountsOf(userIds: readonly string[]): Promise<CustomerAccountRow[]> {
    if (userIds.length === 0) return [];
    const ids = [...userIds];
    const [balances, subscriptions] = await Promise.all([
      this.em.find(RepairBalanceRecord, { userId: { $in: ids } }, READ),
      this.em.find(SubscriptionRecord, { userId: { $in: ids }, kind: 'plan' }, READ),
    ]);
    const subscriptionOf = new Map(subscriptions.map((row) => [row.userId, planSubscriptionFromRow(row)]));
    return balances.map((row) => ({
      balance: balanceFromRow(row),
      subscription: subscriptionOf.get(row.userId) ?? null,
    }));
  }

  async recentLedger(userId: string, limit: number): Promise<LedgerEntry[]> {
    const rows = await this.em.find(
      LedgerEntryRecord,
      { userId },
      { ...READ, orderBy: { createdAt: 'desc', id: 'desc' }, limit },
    );
    return rows.map(ledgerEntryFromRow);
  }

  async netSpent(userId: string, balance: BalanceName): Promise<number> {
    // Spends are negative and refunds positive: their sum, negated, is what stayed spent.
    const rows = await this.em.execute<{ spent: number | string | null }[]>(
      `select -coalesce(sum(delta), 0) as spent from billing_ledger_entry
       where user_id = ? and balance = ? and kind in ('spend', 'refund')`,
      [userId, balance],
    );
    return Number(rows[0]?.spent ?? 0);
  }
}
