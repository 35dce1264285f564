import { ConflictError, ValidationError } from '../../../shared/errors/app-errors.js';
import type { RepairRequest } from './repair-request.js';
import type { Emergency } from './safety/emergency.js';

/** How many follow-up questions a repair includes at no charge; a new problem is a new repair. */
export const FOLLOW_UPS_PER_REPAIR = 5;
export const FOLLOW_UP_QUESTION_LENGTH = { min: 3, max: 1000 } as const;

export const FOLLOW_UP_MESSAGES = {
  tooShort: `Write your question in at least ${FOLLOW_UP_QUESTION_LENGTH.min} characters.`,
  tooLong: `must be at most ${FOLLOW_UP_QUESTION_LENGTH.max} characters`,
  limitReached: `This repair has had its ${FOLLOW_UPS_PER_REPAIR} follow-up questions. Start a new repair for a new problem.`,
  notDelivered: 'Only a repair whose instructions were delivered takes follow-up questions.',
} as const;

/** Who answered: a writer, or the safety check (an emergency: no writer is asked). */
export const FOLLOW_UP_SOURCES = ['knowledge-base', 'vision-model', 'safety-check'] as const;
export type FollowUpSource = (typeof FOLLOW_UP_SOURCES)[number];

export interface FollowUpProps {
  readonly id: string;
  readonly repairId: string;
  readonly ownerId: string;
  readonly question: string;
  /** The person sent one more photo with it (the photo itself is never kept). */
  readonly withPhoto: boolean;
  /** The answer to read; null when the safety check answered with an emergency instead. */
  readonly answer: string | null;
  readonly source: FollowUpSource;
  /** The problem of the guide's troubleshooting note the answer comes from (knowledge base only). */
  readonly citedNote: string | null;
  readonly emergency: Emergency | null;
  /**
   * Counted against FOLLOW_UPS_PER_REPAIR. An emergency is never counted: stop-and-call advice is not rationed,
   * and a person who smells gas after their fifth question still hears it.
   */
  readonly counted: boolean;
  readonly askedAt: Date;
}

/** A question the owner asked about one of their repairs, and its answer. */
export class FollowUp {
  private constructor(readonly props: FollowUpProps) {}

  static restore(props: FollowUpProps): FollowUp {
    return new FollowUp(props);
  }

  /** The safety check found an emergency in the question: what to do now, no writer's answer, not counted. */
  static emergency(
    fields: Pick<FollowUpProps, 'id' | 'repairId' | 'ownerId' | 'question' | 'withPhoto'>,
    emergency: Emergency,
    at: Date,
  ): FollowUp {
    return new FollowUp({
      ...fields,
      answer: null,
      source: 'safety-check',
      citedNote: null,
      emergency,
      counted: false,
      askedAt: at,
    });
  }

  static answered(
    fields: Pick<FollowUpProps, 'id' | 'repairId' | 'ownerId' | 'question' | 'withPhoto'>,
    answer: {
      readonly text: string;
      readonly source: 'knowledge-base' | 'vision-model';
      readonly citedNote: string | null;
    },
    at: Date,
  ): FollowUp {
    return new FollowUp({
      ...fields,
      answer: answer.text,
      source: answer.source,
      citedNote: answer.citedNote,
      emergency: null,
      counted: true,
      askedAt: at,
    });
  }
}

/** The question as asked, trimmed; refused (400) outside FOLLOW_UP_QUESTION_LENGTH. */
export function followUpQuestion(text: string): string {
  const question = text.trim();
  if (question.length < FOLLOW_UP_QUESTION_LENGTH.min)
    throw new ValidationError(`question: ${FOLLOW_UP_MESSAGES.tooShort}`);
  if (question.length > FOLLOW_UP_QUESTION_LENGTH.max)
    throw new ValidationError(`question: ${FOLLOW_UP_MESSAGES.tooLong}`);
  return question;
}

/** Refuses (409) a repair without delivered instructions: there are no steps to ask about. */
export function requireFollowUpsOpen(repair: RepairRequest): void {
  if (repair.status !== 'completed' || repair.props.instructions?.delivered !== true) {
    throw new ConflictError(FOLLOW_UP_MESSAGES.notDelivered);
  }
}

/** How many counted questions are left of the repair's allowance. */
export function followUpsLeft(followUps: readonly FollowUp[]): number {
  return Math.max(0, FOLLOW_UPS_PER_REPAIR - followUps.filter((followUp) => followUp.props.counted).length);
}

/**
 * Refuses (409) a counted question beyond the allowance. 409 rather than 429: waiting does not help (the
 * allowance never refills), and the conflict is with the repair's state; nor 402, since no payment unlocks more.
 */
export function requireFollowUpLeft(followUps: readonly FollowUp[]): void {
  if (followUpsLeft(followUps) === 0) throw new ConflictError(FOLLOW_UP_MESSAGES.limitReached);
}
