import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../shared/application/clock.js';
import { languageOf } from '../../../shared/domain/locale.js';
import { ConflictError, ServiceUnavailableError } from '../../../shared/errors/app-errors.js';
import {
  FOLLOW_UP_MESSAGES,
  FOLLOW_UPS_PER_REPAIR,
  FollowUp,
  followUpQuestion,
  followUpsLeft,
  requireFollowUpLeft,
  requireFollowUpsOpen,
} from '../domain/follow-up.js';
import { checkForEmergency } from '../domain/safety/emergency-check.js';
import type { FollowUpAnswerer } from '../ports/follow-up-answerer.js';
import type { FollowUpRepository } from '../ports/follow-up.repository.js';
import type { MediaFile } from '../ports/image-analyser.js';
import type { RepairQueries } from './repair-queries.js';

export interface AskFollowUpCommand {
  readonly ownerId: string;
  readonly repairId: string;
  readonly question: string;
  readonly photo: MediaFile | null;
}

export interface FollowUpThread {
  readonly followUps: readonly FollowUp[];
  readonly left: number;
}

/**
 * Follow-up questions on a delivered repair: only its owner asks, the safety check reads every question first,
 * and FOLLOW_UPS_PER_REPAIR answered questions are included. Answers are in the repair's language. A question the answerer could not answer is not
 * stored, so it costs nothing.
 */
export class RepairFollowUps {
  constructor(
    private readonly queries: RepairQueries,
    private readonly followUps: FollowUpRepository,
    private readonly answerer: FollowUpAnswerer,
    private readonly clock: Clock,
    private readonly newId: () => string = randomUUID,
  ) {}

  /** The owner's questions on the repair, oldest first; 404 for anyone else. */
  async list(ownerId: string, repairId: string): Promise<FollowUpThread> {
    const repair = await this.queries.getOwn(ownerId, repairId);
    const followUps = await this.followUps.listForRepair(repair.id);
    return { followUps, left: followUpsLeft(followUps) };
  }

  async ask(command: AskFollowUpCommand): Promise<FollowUpThread> {
    const repair = await this.queries.getOwn(command.ownerId, command.repairId);
    requireFollowUpsOpen(repair);
    const question = followUpQuestion(command.question);
    const fields = {
      id: this.newId(),
      repairId: repair.id,
      ownerId: command.ownerId,
      question,
      withPhoto: command.photo !== null,
    };
    const earlier = await this.followUps.listForRepair(repair.id);
    const language = languageOf(repair.props.locale);
    const emergency = checkForEmergency([question], language);
    if (emergency) {
      await this.followUps.addWithin(FollowUp.emergency(fields, emergency, this.clock.now()), FOLLOW_UPS_PER_REPAIR);
      return this.list(command.ownerId, repair.id);
    }
    requireFollowUpLeft(earlier);
    let reply;
    try {
      reply = await this.answerer.answer({
        question,
        instructions: repair.props.instructions!,
        earlier: earlier.flatMap(({ props }) =>
          props.answer ? [{ question: props.question, answer: props.answer }] : [],
        ),
        photo: command.photo,
        language,
      });
    } catch (error) {
      throw Object.assign(
        new ServiceUnavailableError(
          'We could not answer your question right now. It was not counted; please try again.',
        ),
        { cause: error },
      );
    }
    const answered = FollowUp.answered(fields, reply, this.clock.now());
    // Two questions at once for the last place: the later one is refused, its answer dropped.
    if (!(await this.followUps.addWithin(answered, FOLLOW_UPS_PER_REPAIR))) {
      throw new ConflictError(FOLLOW_UP_MESSAGES.limitReached);
    }
    return this.list(command.ownerId, repair.id);
  }
}
