import type { Clock } from '../../../shared/application/clock.js';
import type { UnitOfWork } from '../../../shared/application/unit-of-work.js';
import type { Instructions } from '../domain/instructions.js';
import type { RepairRequest } from '../domain/repair-request.js';
import type { RepairPaymentsPort } from '../ports/repair-payments.js';
import type { RepairRequestRepository } from '../ports/repair-request.repository.js';

/**
 * The two ways a pending repair ends. A failure and its refund commit together or not at all, and the
 * conditional update makes the refund happen once even when a retried job and the sweeper race.
 */
export class RepairSettlement {
  constructor(
    private readonly repairs: RepairRequestRepository,
    private readonly payments: RepairPaymentsPort,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** True when this call completed it; false when it had already ended. */
  complete(repair: RepairRequest, instructions: Instructions): Promise<boolean> {
    return this.repairs.recordOutcome(repair.complete(instructions, this.clock.now()));
  }

  /** Marks it failed with a reason the user reads and gives back what paid for it. */
  failAndRefund(repair: RepairRequest, reason: string): Promise<boolean> {
    return this.unitOfWork.transaction(async () => {
      const recorded = await this.repairs.recordOutcome(repair.fail(reason, this.clock.now()));
      if (recorded) await this.payments.refundRepair(repair.ownerId, repair.id, repair.props.fundingSource, reason);
      return recorded;
    });
  }
}
