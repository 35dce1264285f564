import type { JobQueue } from '../../../shared/jobs/job-queue.js';
import { FAILURE_REASONS, type RepairRequest, type RepairStatus } from '../domain/repair-request.js';
import type { RepairRequestRepository } from '../ports/repair-request.repository.js';
import type { RepairSettlement } from './repair-settlement.js';
import { PROCESS_REPAIR_QUEUE, type ProcessRepairJob, type RepairSettings } from './repair-settings.js';

/**
 * Hands a paid, pending repair to the durable processing job, then waits up to a bound for its outcome. Should
 * handing it over fail, the repair is failed and refunded (a compensation: the queue cannot join the database
 * transaction that paid for it) and the error is thrown on.
 */
export class RepairProcessingHandOff {
  constructor(
    private readonly repairs: RepairRequestRepository,
    private readonly jobs: JobQueue,
    private readonly settlement: RepairSettlement,
    private readonly settings: RepairSettings,
  ) {}

  /** `prepare` runs before the job is enqueued (storing the upload, say); its failure compensates too. */
  async start(repair: RepairRequest, prepare: () => Promise<void> = async () => undefined): Promise<void> {
    try {
      await prepare();
      await this.jobs.enqueue<ProcessRepairJob>(PROCESS_REPAIR_QUEUE, { repairId: repair.id });
    } catch (error) {
      await this.settlement.failAndRefund(repair, FAILURE_REASONS.notStarted);
      throw error;
    }
  }

  /** Polls the database rather than this process's memory: another instance may run the job. */
  async waitForOutcome(id: string): Promise<RepairStatus> {
    const deadline = Date.now() + this.settings.resultWaitMs;
    for (;;) {
      const status = (await this.repairs.statusOf(id)) ?? 'pending';
      if (status !== 'pending' || Date.now() >= deadline) return status;
      await new Promise((resolve) => setTimeout(resolve, Math.min(this.settings.resultPollMs, deadline - Date.now())));
    }
  }
}
