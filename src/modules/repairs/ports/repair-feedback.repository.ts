import type { RepairFeedback } from '../domain/repair-feedback.js';
import { token } from '../../../shared/token.js';

export interface RepairFeedbackRepository {
  /** Stores the repair's answer, replacing an earlier one. */
  save(feedback: RepairFeedback): Promise<void>;
  findForRepair(repairId: string): Promise<RepairFeedback | null>;
  listGivenBy(ownerId: string): Promise<RepairFeedback[]>;
  removeAllGivenBy(ownerId: string): Promise<void>;
}

export const REPAIR_FEEDBACK_REPOSITORY = token<RepairFeedbackRepository>('repairs.RepairFeedbackRepository');
