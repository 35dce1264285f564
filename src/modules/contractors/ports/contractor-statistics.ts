import type { DayRange } from '../../../shared/domain/day-range.js';
import type { ApplicationStatus } from '../domain/contractor.js';
import { token } from '../../../shared/token.js';

/** The leads sent in a period, by how they were answered. */
export interface LeadCounts {
  readonly sent: number;
  readonly accepted: number;
  readonly declined: number;
  /** Not answered within 48 hours of being sent. */
  readonly expired: number;
}

/** Figures about contractors and their leads for the admin console, counted by the database. */
export interface ContractorStatistics {
  /** Applications and contractors as they stand now, by status. */
  contractorsByStatus(): Promise<Record<ApplicationStatus, number>>;
  /**
   * sent: every lead sent in the range; accepted, declined and expired: those of them that were, as they
   * stand at `at` (an unanswered lead past its time counts as expired before the sweep writes it so).
   */
  leads(range: DayRange, at: Date): Promise<LeadCounts>;
}

export const CONTRACTOR_STATISTICS = token<ContractorStatistics>('contractors.ContractorStatistics');
