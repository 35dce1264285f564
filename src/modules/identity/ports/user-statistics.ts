import type { DayRange } from '../../../shared/domain/day-range.js';
import { token } from '../../../shared/token.js';

export interface DailyCount {
  /** A UTC day, YYYY-MM-DD. */
  readonly day: string;
  readonly count: number;
}

/** Figures about accounts for the admin console, counted by the database. */
export interface UserStatistics {
  /** Accounts created on each UTC day of the range (deleted accounts are gone and not counted), zero-filled. */
  newUsersPerDay(range: DayRange): Promise<DailyCount[]>;
}

export const USER_STATISTICS = token<UserStatistics>('identity.UserStatistics');
