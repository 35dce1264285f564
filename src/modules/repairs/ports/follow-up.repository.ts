import type { FollowUp } from '../domain/follow-up.js';
import { token } from '../../../shared/token.js';

export interface FollowUpRepository {
  /**
   * Stores a counted question only while the repair has fewer than `allowance` counted ones, checked under a
   * lock on the repair so two questions at once cannot both take the last one. False when it was full.
   */
  addWithin(followUp: FollowUp, allowance: number): Promise<boolean>;
  /** The repair's questions, oldest first. */
  listForRepair(repairId: string): Promise<FollowUp[]>;
  listAskedBy(ownerId: string): Promise<FollowUp[]>;
  removeAllAskedBy(ownerId: string): Promise<void>;
}

export const FOLLOW_UP_REPOSITORY = token<FollowUpRepository>('repairs.FollowUpRepository');
