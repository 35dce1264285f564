import { ConflictError, ValidationError } from '../../../shared/errors/app-errors.js';
import type { RepairRequest } from './repair-request.js';

/** The owner's answer to "Did this fix it?". */
export const FEEDBACK_VERDICTS = ['fixed', 'partly', 'not_fixed'] as const;
export type FeedbackVerdict = (typeof FEEDBACK_VERDICTS)[number];

export const FEEDBACK_COMMENT_MAX_LENGTH = 1000;

export const FEEDBACK_MESSAGES = {
  verdict: 'Choose fixed, partly or not fixed.',
  commentTooLong: `must be at most ${FEEDBACK_COMMENT_MAX_LENGTH} characters`,
  notDelivered: 'Only a completed repair that gave you steps to follow can be rated.',
} as const;

/**
 * When the e-mail asking "Did this fix it?" goes: a day after the steps were delivered, so there was time to try
 * them, and not after three days, when the answer would be a guess and the e-mail a surprise.
 */
export const FEEDBACK_EMAIL_WINDOW_HOURS = { from: 24, to: 72 } as const;

export interface RepairFeedbackProps {
  readonly repairId: string;
  readonly ownerId: string;
  readonly verdict: FeedbackVerdict;
  /** What the owner added, trimmed; null when they wrote nothing. */
  readonly comment: string | null;
  /** When the answer now standing was given: a changed answer replaces the earlier one. */
  readonly answeredAt: Date;
}

/** One answer per repair; its owner may change it, and the last answer counts. */
export class RepairFeedback {
  private constructor(readonly props: RepairFeedbackProps) {}

  static restore(props: RepairFeedbackProps): RepairFeedback {
    return new RepairFeedback(props);
  }

  static answer(
    repair: RepairRequest,
    answer: { readonly verdict: FeedbackVerdict; readonly comment: string | null },
    at: Date,
  ): RepairFeedback {
    requireFeedbackOpen(repair);
    const comment = answer.comment?.trim() || null;
    if (comment && comment.length > FEEDBACK_COMMENT_MAX_LENGTH) {
      throw new ValidationError(`comment: ${FEEDBACK_MESSAGES.commentTooLong}`);
    }
    return new RepairFeedback({
      repairId: repair.id,
      ownerId: repair.ownerId,
      verdict: answer.verdict,
      comment,
      answeredAt: at,
    });
  }
}

/** Only steps can fix something: a request for more detail or a safety stop has nothing to rate (409). */
export function requireFeedbackOpen(repair: RepairRequest): void {
  if (repair.outcome !== 'instructions') throw new ConflictError(FEEDBACK_MESSAGES.notDelivered);
}
