import { ValidationError } from '../../../shared/errors/app-errors.js';

/** How many one-time credits one admin grant may give, and how long its reason may be (the ledger keeps it). */
export const CREDIT_GRANT_MIN = 1;
export const CREDIT_GRANT_MAX = 1000;
export const CREDIT_GRANT_REASON_MAX_LENGTH = 500;

/** Credits an admin gives a user, with the reason the ledger and the audit log keep. */
export interface CreditGrant {
  readonly credits: number;
  readonly reason: string;
}

/** A grant within bounds, its reason trimmed: a balance never changes without a stated reason. */
export function creditGrant(credits: number, reason: string): CreditGrant {
  if (!Number.isInteger(credits) || credits < CREDIT_GRANT_MIN || credits > CREDIT_GRANT_MAX) {
    throw new ValidationError(`credits: must be a whole number from ${CREDIT_GRANT_MIN} to ${CREDIT_GRANT_MAX}`);
  }
  const trimmed = reason.trim();
  if (trimmed.length === 0) throw new ValidationError('reason: must not be empty');
  if (trimmed.length > CREDIT_GRANT_REASON_MAX_LENGTH) {
    throw new ValidationError(`reason: must be at most ${CREDIT_GRANT_REASON_MAX_LENGTH} characters`);
  }
  return { credits, reason: trimmed };
}
