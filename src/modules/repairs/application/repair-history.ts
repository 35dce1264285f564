import type { RepairHistoryLine, RepairHistoryReader } from '../ports/repair-history.reader.js';

/** A person's repairs as the admin console shows them: the newest few and the count, whoever asks. */
export class RepairHistory {
  constructor(private readonly reader: RepairHistoryReader) {}

  recentOf(ownerId: string, limit: number): Promise<{ readonly total: number; readonly items: RepairHistoryLine[] }> {
    return this.reader.recentOf(ownerId, limit);
  }
}
