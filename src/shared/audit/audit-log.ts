import { token } from '../token.js';

/**
 * What an admin did, kept for good: who, which action, on what, the state before and after, and when.
 * Every admin action writes one entry in the same transaction as its effect, so the log and the data
 * cannot disagree.
 */
export interface AuditEntry {
  readonly id: string;
  /** The admin's e-mail address. */
  readonly actor: string;
  /** What was done, as `<module>.<verb>`, e.g. "pricing.revise". */
  readonly action: string;
  /** What it was done to, as `<kind>:<id>`, e.g. "pricing:CA". */
  readonly target: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly at: Date;
}

/** Which entries to read; text filters match a part of the field, literally and case-insensitively. */
export interface AuditFilter {
  readonly actor?: string;
  readonly action?: string;
  readonly target?: string;
  /** Written at or after. */
  readonly from?: Date;
  /** Written before. */
  readonly to?: Date;
}

export interface AuditLog {
  record(entry: Omit<AuditEntry, 'id'>): Promise<void>;
  /** The newest entries first. */
  list(filter: AuditFilter & { readonly limit: number; readonly offset?: number }): Promise<AuditEntry[]>;
  /** How many entries match, for paging through `list`. */
  count(filter: AuditFilter): Promise<number>;
}

export const AUDIT_LOG = token<AuditLog>('shared.AuditLog');
