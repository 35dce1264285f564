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

export interface AuditLog {
  record(entry: Omit<AuditEntry, 'id'>): Promise<void>;
  /** The newest entries first, optionally for one target. */
  list(filter: { readonly target?: string; readonly limit: number }): Promise<AuditEntry[]>;
}

export const AUDIT_LOG = Symbol.for('shared.AuditLog');
