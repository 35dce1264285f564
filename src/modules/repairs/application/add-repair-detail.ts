import type { UnitOfWork } from '../../../shared/application/unit-of-work.js';
import { ConflictError, ServiceUnavailableError } from '../../../shared/errors/app-errors.js';
import type { RepairStatus } from '../domain/repair-request.js';
import type { RepairPaymentsPort } from '../ports/repair-payments.js';
import type { RepairRequestRepository } from '../ports/repair-request.repository.js';
import type { RepairProcessingHandOff } from './repair-processing-hand-off.js';
import type { RepairQueries } from './repair-queries.js';

export interface AddRepairDetailCommand {
  readonly ownerId: string;
  readonly repairId: string;
  readonly detail: string;
}

/**
 * The person adds the detail an answer asked for, to the same repair. That answer cost nothing (its spend was
 * given back), so the repair is paid for now, once, exactly like an upload: spent and reopened in one
 * transaction, written again by the durable job from the findings it kept, and given back again should this
 * answer deliver nothing either.
 */
export class AddRepairDetail {
  constructor(
    private readonly queries: RepairQueries,
    private readonly repairs: RepairRequestRepository,
    private readonly payments: RepairPaymentsPort,
    private readonly handOff: RepairProcessingHandOff,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(command: AddRepairDetailCommand): Promise<{ id: string; status: RepairStatus }> {
    const repair = await this.queries.getOwn(command.ownerId, command.repairId);
    repair.requireAwaitingDetail();
    const reopened = await this.unitOfWork.transaction(async () => {
      const fundingSource = await this.payments.spendForRepair(command.ownerId, repair.id);
      const next = repair.withAddedDetail(command.detail, fundingSource);
      // Two requests at once: the second finds it reopened and its spend rolls back with this error.
      if (!(await this.repairs.reopen(repair, next))) {
        throw new ConflictError('This repair is already being written again. Reload the page to see it.');
      }
      return next;
    });
    try {
      await this.handOff.start(reopened);
    } catch (error) {
      throw Object.assign(
        new ServiceUnavailableError('We could not take your detail right now. Nothing was charged; please try again.'),
        { cause: error },
      );
    }
    return { id: reopened.id, status: await this.handOff.waitForOutcome(reopened.id) };
  }
}
