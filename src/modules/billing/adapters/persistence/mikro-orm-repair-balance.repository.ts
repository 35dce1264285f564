import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { ledgerEntry, type LedgerEntry } from '../../domain/ledger-entry.js';
import type { RepairBalance } from '../../domain/repair-balance.js';
import type { Plan } from '../../domain/catalogue.js';
import type { CountedSource } from '../../domain/spending.js';
import type { LedgerRepository, RepairBalanceRepository } from '../../ports/repair-balance.repository.js';
import { LedgerEntryRecord, RepairBalanceRecord } from './billing.entities.js';

export function balanceFromRow(row: InferEntity<typeof RepairBalanceRecord>): RepairBalance {
  return {
    userId: row.userId,
    freeFixesRemaining: row.freeFixesRemaining,
    credits: row.credits,
    basicAllowanceRemaining: row.basicAllowanceRemaining,
  };
}

export function ledgerEntryFromRow(row: InferEntity<typeof LedgerEntryRecord>): LedgerEntry {
  return ledgerEntry(row);
}

export class MikroOrmRepairBalanceRepository implements RepairBalanceRepository {
  constructor(private readonly em: EntityManager) {}

  async open(userId: string, freeFixes: number, at: Date): Promise<boolean> {
    const rows = await this.em.execute<{ user_id: string }[]>(
      `insert into billing_account (user_id, free_fixes_remaining, credits, created_at)
       values (?, ?, 0, ?) on conflict (user_id) do nothing returning user_id`,
      [userId, freeFixes, at],
    );
    return rows.length === 1;
  }

  async find(userId: string): Promise<RepairBalance | null> {
    const row = await this.em.findOne(RepairBalanceRecord, { userId }, { disableIdentityMap: true });
    return row ? balanceFromRow(row) : null;
  }

  async takeAllFreeFixes(userId: string): Promise<number> {
    // The row is locked while it is read, so a concurrent spend cannot slip between reading and clearing.
    const rows = await this.em.execute<{ taken: number }[]>(
      `update billing_account set free_fixes_remaining = 0
       from (select user_id, free_fixes_remaining from billing_account where user_id = ? for update) as prior
       where billing_account.user_id = prior.user_id and prior.free_fixes_remaining > 0
       returning prior.free_fixes_remaining as taken`,
      [userId],
    );
    return Number(rows[0]?.taken ?? 0);
  }

  async remove(userId: string): Promise<void> {
    await this.em.nativeDelete(RepairBalanceRecord, { userId });
  }

  async hasActivePlanAmong(userId: string, plans: readonly Plan[], at: Date): Promise<boolean> {
    if (plans.length === 0) return false;
    const rows = await this.em.execute<unknown[]>(
      `select 1 from billing_subscription
       where user_id = ? and item = any(?::text[]) and status = 'active' and current_period_end > ?`,
      [userId, planArray(plans), at],
    );
    return rows.length > 0;
  }

  async takeOne(userId: string, source: CountedSource, at: Date, whilePlanAmong?: readonly Plan[]): Promise<boolean> {
    if (whilePlanAmong?.length === 0) return false;
    const column = COLUMN_OF[source];
    const planActive = whilePlanAmong
      ? `and exists (select 1 from billing_subscription s where s.user_id = billing_account.user_id
           and s.item = any(?::text[]) and s.status = 'active' and s.current_period_end > ?)`
      : '';
    const rows = await this.em.execute<unknown[]>(
      `update billing_account set ${column} = ${column} - 1
       where user_id = ? and ${column} > 0 ${planActive} returning user_id`,
      whilePlanAmong ? [userId, planArray(whilePlanAmong), at] : [userId],
    );
    return rows.length === 1;
  }

  async giveBackOne(userId: string, source: CountedSource): Promise<void> {
    const column = COLUMN_OF[source];
    await this.em.execute(`update billing_account set ${column} = ${column} + 1 where user_id = ?`, [userId]);
  }

  async addCredits(userId: string, count: number): Promise<number | null> {
    const rows = await this.em.execute<{ credits: number }[]>(
      'update billing_account set credits = credits + ? where user_id = ? returning credits',
      [count, userId],
    );
    return rows[0] ? Number(rows[0].credits) : null;
  }

  async resetBasicAllowance(userId: string, to: number): Promise<number | null> {
    // As in takeAllFreeFixes: the row is locked while read, so the ledger's delta is exact.
    const rows = await this.em.execute<{ before: number }[]>(
      `update billing_account set basic_allowance_remaining = ?
       from (select user_id, basic_allowance_remaining from billing_account where user_id = ? for update) as prior
       where billing_account.user_id = prior.user_id
       returning prior.basic_allowance_remaining as before`,
      [to, userId],
    );
    return rows[0] ? Number(rows[0].before) : null;
  }
}

/** A text[] literal for `= any(?::text[])`: plan ids come from the catalogue, never from input. */
function planArray(plans: readonly Plan[]): string {
  return `{${plans.join(',')}}`;
}

/** Fixed column names per balance: never built from input. */
const COLUMN_OF: Readonly<Record<CountedSource, string>> = {
  basic_allowance: 'basic_allowance_remaining',
  free_fixes: 'free_fixes_remaining',
  credits: 'credits',
};

export class MikroOrmLedgerRepository implements LedgerRepository {
  constructor(private readonly em: EntityManager) {}

  async append(entry: LedgerEntry): Promise<void> {
    await this.em.insert(LedgerEntryRecord, { ...entry });
  }

  async listFor(userId: string): Promise<LedgerEntry[]> {
    const rows = await this.em.find(
      LedgerEntryRecord,
      { userId },
      { orderBy: { createdAt: 'asc', id: 'asc' }, disableIdentityMap: true },
    );
    return rows.map(ledgerEntryFromRow);
  }
}
