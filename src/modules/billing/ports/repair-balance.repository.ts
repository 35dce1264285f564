import type { LedgerEntry } from '../domain/ledger-entry.js';
import type { RepairBalance } from '../domain/repair-balance.js';
import type { Plan } from '../domain/catalogue.js';
import type { CountedSource } from '../domain/spending.js';
import { token } from '../../../shared/token.js';

export interface RepairBalanceRepository {
  /** Creates the balance of a new user; false when one exists already. */
  open(userId: string, freeFixes: number, at: Date): Promise<boolean>;
  find(userId: string): Promise<RepairBalance | null>;
  /** Sets free fixes to zero in one conditional update and answers how many were taken. */
  takeAllFreeFixes(userId: string): Promise<number>;
  remove(userId: string): Promise<void>;
  /** Whether the user has an active subscription to one of `plans` at `at`. */
  hasActivePlanAmong(userId: string, plans: readonly Plan[], at: Date): Promise<boolean>;
  /**
   * Takes one unit from the given balance in a single conditional update (never below zero; when
   * `whilePlanAmong` is given, only while a subscription to one of those plans is active). True when taken.
   */
  takeOne(userId: string, source: CountedSource, at: Date, whilePlanAmong?: readonly Plan[]): Promise<boolean>;
  /** Gives one unit back to the balance it came from. */
  giveBackOne(userId: string, source: CountedSource): Promise<void>;
  /** Adds credits in one update; answers the new credit balance, or null when the user has no balance. */
  addCredits(userId: string, count: number): Promise<number | null>;
  /** Sets the plan allowance in one locked update; answers what it was before, or null without a balance. */
  resetBasicAllowance(userId: string, to: number): Promise<number | null>;
}

export interface LedgerRepository {
  append(entry: LedgerEntry): Promise<void>;
  listFor(userId: string): Promise<LedgerEntry[]>;
}

export const REPAIR_BALANCE_REPOSITORY = token<RepairBalanceRepository>('billing.RepairBalanceRepository');
export const LEDGER_REPOSITORY = token<LedgerRepository>('billing.LedgerRepository');
