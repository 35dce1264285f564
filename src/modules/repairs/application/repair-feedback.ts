import type { Clock } from '../../../shared/application/clock.js';
import { RepairFeedback, type FeedbackVerdict } from '../domain/repair-feedback.js';
import type { RepairFeedbackRepository } from '../ports/repair-feedback.repository.js';
import type { RepairQueries } from './repair-queries.js';

export interface AnswerFeedbackCommand {
  readonly ownerId: string;
  readonly repairId: string;
  readonly verdict: FeedbackVerdict;
  readonly comment: string | null;
}

/** "Did this fix it?": the owner of a repair that delivered steps answers, and may change the answer later. */
export class RepairFeedbackAnswers {
  constructor(
    private readonly queries: RepairQueries,
    private readonly feedback: RepairFeedbackRepository,
    private readonly clock: Clock,
  ) {}

  /** 404 for anyone but the owner, 409 for a repair without steps. */
  async answer(command: AnswerFeedbackCommand): Promise<RepairFeedback> {
    const repair = await this.queries.getOwn(command.ownerId, command.repairId);
    const answered = RepairFeedback.answer(repair, command, this.clock.now());
    await this.feedback.save(answered);
    return answered;
  }

  /** The answer standing for a repair the caller already read as its owner; null before any. */
  currentFor(repairId: string): Promise<RepairFeedback | null> {
    return this.feedback.findForRepair(repairId);
  }
}
