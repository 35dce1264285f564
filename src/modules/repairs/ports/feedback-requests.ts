import { token } from '../../../shared/token.js';

/** A delivered repair whose owner may be asked by e-mail whether it fixed the problem. */
export interface FeedbackCandidate {
  readonly repairId: string;
  readonly ownerId: string;
  readonly title: string;
}

/**
 * The e-mails asking "Did this fix it?": which repairs are due one, which were asked, and the owners who said
 * they want no more of them.
 */
export interface FeedbackRequests {
  /**
   * Repairs that delivered steps and completed within the window, with no answer, never asked about, whose owner
   * has not opted out; oldest first.
   */
  listDue(completedFrom: Date, completedBefore: Date, limit: number): Promise<FeedbackCandidate[]>;
  /**
   * Records that the repair's owner is being asked, unless it was asked already, answered meanwhile or its owner
   * opted out meanwhile; false then. Two sweeps recording the same repair at once: one wins, the other waits for it
   * and gets false. Call it inside the transaction that records the e-mail.
   */
  recordAsked(candidate: FeedbackCandidate, at: Date): Promise<boolean>;
  /** The outbox message that asked about the repair. */
  attachEmail(repairId: string, emailId: string): Promise<void>;
  /** The outbox messages that asked this owner about their repairs. */
  emailIdsOf(ownerId: string): Promise<string[]>;
  /** The owner wants no more of these e-mails; saying it again changes nothing. */
  optOut(ownerId: string, at: Date): Promise<void>;
  /** Forgets the owner's asks and opt-out (their account is being deleted). */
  removeAllOf(ownerId: string): Promise<void>;
}

export const FEEDBACK_REQUESTS = token<FeedbackRequests>('repairs.FeedbackRequests');
