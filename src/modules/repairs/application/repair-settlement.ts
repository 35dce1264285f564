import type { Clock } from '../../../shared/application/clock.js';
import type { UnitOfWork } from '../../../shared/application/unit-of-work.js';
import type { Instructions } from '../domain/instructions.js';
import type { RepairRequest } from '../domain/repair-request.js';
import type { RepairPaymentsPort } from '../ports/repair-payments.js';
import type { RepairRequestRepository } from '../ports/repair-request.repository.js';

/** The ledger's reason for giving back the spend of an answer that delivered no steps. */
export const NOT_DELIVERED_REASON = 'No repair steps were delivered (more detail needed, or an emergency)';

/**
 * The ways a pending repair ends. An outcome and its refund commit together or not at all, and the conditional
 * update makes the refund happen once even when a retried job and the sweeper race. Only delivered instructions
 * are paid for: an answer that asks for more detail, or that stops for an emergency, gives back what paid.
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
    if (instructions.delivered) return this.repairs.recordOutcome(repair.complete(instructions, this.clock.now()));
    return this.unitOfWork.transaction(async () => {
      const recorded = await this.repairs.recordOutcome(repair.complete(instructions, this.clock.now()));
      if (recorded) await this.giveBack(repair, NOT_DELIVERED_REASON);
      return recorded;
    });
  }

  /** Marks it failed with a reason the user reads and gives back what paid for it. */
  failAndRefund(repair: RepairRequest, reason: string): Promise<boolean> {
    return this.unitOfWork.transaction(async () => {
      const recorded = await this.repairs.recordOutcome(repair.fail(reason, this.clock.now()));
      if (recorded) await this.giveBack(repair, reason);
      return recorded;
    });
  }

  private giveBack(repair: RepairRequest, reason: string): Promise<void> {
    return this.payments.refundRepair(repair.ownerId, repair.id, repair.props.fundingSource, reason);
  }
}
