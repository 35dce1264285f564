import type { LedgerEntry } from '../domain/ledger-entry.js';
import type { RepairBalance } from '../domain/repair-balance.js';

export interface RepairBalanceRepository {
  /** Creates the balance of a new user; false when one exists already. */
  open(userId: string, freeFixes: number, at: Date): Promise<boolean>;
  find(userId: string): Promise<RepairBalance | null>;
  /** Sets free fixes to zero in one conditional update and answers how many were taken. */
  takeAllFreeFixes(userId: string): Promise<number>;
  remove(userId: string): Promise<void>;
}

export interface LedgerRepository {
  append(entry: LedgerEntry): Promise<void>;
  listFor(userId: string): Promise<LedgerEntry[]>;
}

export const REPAIR_BALANCE_REPOSITORY = Symbol.for('billing.RepairBalanceRepository');
export const LEDGER_REPOSITORY = Symbol.for('billing.LedgerRepository');
