import type { DayRange } from '../../../shared/domain/day-range.js';
import { token } from '../../../shared/token.js';

/** The repairs requested on one UTC day, by where they stand now. */
export interface DailyRepairs {
  /** A UTC day, YYYY-MM-DD. */
  readonly day: string;
  /** Completed with steps to follow. */
  readonly completed: number;
  /** Completed with only a request for more detail: nothing to follow was delivered. */
  readonly needsMoreDetail: number;
  /** Completed with an emergency's safety advice instead of steps. */
  readonly safetyStops: number;
  readonly failed: number;
  /** Still being processed (pending). */
  readonly other: number;
}

/** The answers to "Did this fix it?" about repairs that followed one guide (or none) in one category. */
export interface GuideFeedbackCounts {
  /** Null for repairs written without a guide: these are counted per category. */
  readonly guideId: string | null;
  readonly guideTitle: string | null;
  readonly category: string | null;
  readonly fixed: number;
  readonly partly: number;
  readonly notFixed: number;
}

/** Figures about repair requests for the admin console, counted by the database. */
export interface RepairStatistics {
  /** Repair requests by the UTC day they were made, for every day of the range, zero-filled. */
  repairsPerDay(range: DayRange): Promise<DailyRepairs[]>;
  /** The answers standing now that were given within the range, by the guide the repair followed. */
  feedbackByGuide(range: DayRange): Promise<GuideFeedbackCounts[]>;
}

export const REPAIR_STATISTICS = token<RepairStatistics>('repairs.RepairStatistics');
