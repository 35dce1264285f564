import type { Clock } from '../../../shared/application/clock.js';
import type { FileStorage } from '../../../shared/storage/file-storage.js';
import { FAILURE_REASONS, UPLOAD_KEY_PREFIX } from '../domain/repair-request.js';
import type { RepairRequestRepository } from '../ports/repair-request.repository.js';
import type { RepairSettlement } from './repair-settlement.js';
import type { RepairSettings } from './repair-settings.js';

const BATCH = 100;

/**
 * What a crash can leave behind, cleaned up: repairs still pending long after their job should have ended
 * are failed and refunded, and uploads older than that are removed, whether or not a repair still knows them.
 */
export class SweepAbandonedRepairs {
  constructor(
    private readonly repairs: RepairRequestRepository,
    private readonly storage: FileStorage,
    private readonly settlement: RepairSettlement,
    private readonly clock: Clock,
    private readonly settings: Pick<RepairSettings, 'abandonedAfterMs'>,
  ) {}

  async execute(): Promise<{ abandonedRepairs: number; removedFiles: number }> {
    const cutoff = new Date(this.clock.now().getTime() - this.settings.abandonedAfterMs);
    let abandonedRepairs = 0;
    for (const repair of await this.repairs.listPendingCreatedBefore(cutoff, BATCH)) {
      if (await this.settlement.failAndRefund(repair, FAILURE_REASONS.abandoned)) abandonedRepairs++;
    }
    let removedFiles = 0;
    for (const file of await this.storage.list(UPLOAD_KEY_PREFIX)) {
      if (file.lastModified < cutoff) {
        await this.storage.remove(file.key);
        removedFiles++;
      }
    }
    return { abandonedRepairs, removedFiles };
  }
}
