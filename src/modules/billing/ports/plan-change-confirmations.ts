import type { PlanChangeConfirmation } from '../domain/plan-change.js';
import { token } from '../../../shared/token.js';

/**
 * Plan changes shown to subscribers and not yet confirmed, found by a hash of the token the person's
 * browser holds (the token itself is never stored).
 */
export interface PlanChangeConfirmationRepository {
  insert(confirmation: PlanChangeConfirmation, tokenHash: string): Promise<void>;
  findByTokenHash(tokenHash: string): Promise<PlanChangeConfirmation | null>;
  /** Removes it for good; true only for the one call that did, so a confirmation is used once. */
  consume(id: string): Promise<boolean>;
  /** Forgets every confirmation of the user (account deletion). */
  discardFor(userId: string): Promise<void>;
  /** Forgets those expired at `at` (never confirmed); how many were. */
  forgetExpired(at: Date): Promise<number>;
}

export const PLAN_CHANGE_CONFIRMATION_REPOSITORY = token<PlanChangeConfirmationRepository>(
  'billing.PlanChangeConfirmationRepository',
);
