import type { RepairStatus } from '../domain/repair-request.js';
import { token } from '../../../shared/token.js';

/** One line of a person's repair history as the admin console lists it. */
export interface RepairHistoryLine {
  readonly id: string;
  readonly title: string;
  readonly status: RepairStatus;
  /** The repair category the instructions named; null while pending or when none was told. */
  readonly category: string | null;
  readonly createdAt: Date;
}

export interface RepairHistoryReader {
  /** The owner's newest repairs, and how many they have in all. */
  recentOf(ownerId: string, limit: number): Promise<{ readonly total: number; readonly items: RepairHistoryLine[] }>;
}

export const REPAIR_HISTORY_READER = token<RepairHistoryReader>('repairs.RepairHistoryReader');
