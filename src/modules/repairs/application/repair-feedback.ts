import type { Clock } from '../../../shared/application/clock.js';
import { READ_EVERY_TIME, type KeptReads } from '../../../shared/application/kept-reads.js';
import type { RepairRequest } from '../domain/repair-request.js';
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
    private readonly kept: KeptReads = READ_EVERY_TIME,
  ) {}

  /** 404 for anyone but the owner, 409 for a repair without steps. */
  async answer(command: AnswerFeedbackCommand): Promise<RepairFeedback> {
    const repair = await this.queries.getOwn(command.ownerId, command.repairId);
    const answered = RepairFeedback.answer(repair, command, this.clock.now());
    await this.feedback.save(answered);
    return answered;
  }

  /**
   * One of the owner's repairs with its standing answer (null before any); 404 for anyone else. Both are read at
   * once: the answer is dropped unread when the repair is not the caller's. Kept under the owner's key until one of
   * their repairs or answers changes (decision 0024): a repair's page asks again and again while it is analysed.
   */
  ownWithAnswer(
    ownerId: string,
    repairId: string,
  ): Promise<{ readonly repair: RepairRequest; readonly answer: RepairFeedback | null }> {
    return this.kept.read('own-repairs', `${ownerId}/${repairId}`, async () => {
      const [repair, answer] = await Promise.all([
        this.queries.getOwn(ownerId, repairId),
        this.feedback.findForRepair(repairId),
      ]);
      return { repair, answer };
    });
  }

  /** The answer standing for a repair the caller already read as its owner; null before any. */
  currentFor(repairId: string): Promise<RepairFeedback | null> {
    return this.feedback.findForRepair(repairId);
  }
}
