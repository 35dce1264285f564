import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../shared/application/clock.js';
import type { UnitOfWork } from '../../../shared/application/unit-of-work.js';
import type { Locale } from '../../../shared/domain/locale.js';
import type { Region } from '../../../shared/domain/region.js';
import { ServiceUnavailableError } from '../../../shared/errors/app-errors.js';
import type { FileStorage } from '../../../shared/storage/file-storage.js';
import type { MediaKind } from '../domain/image-analysis.js';
import { RepairRequest, type RepairStatus } from '../domain/repair-request.js';
import type { RepairPaymentsPort } from '../ports/repair-payments.js';
import type { RepairRequestRepository } from '../ports/repair-request.repository.js';
import type { RepairProcessingHandOff } from './repair-processing-hand-off.js';

export interface SubmitRepairCommand {
  readonly ownerId: string;
  /** The upload, already received to a local file and typed by its content. */
  readonly upload: { readonly localPath: string; readonly mediaType: string; readonly kind: MediaKind };
  readonly description: string | null;
  readonly region: Region;
  /** The person's language: the repair is written in it. */
  readonly locale: Locale;
}

/**
 * An upload becomes a repair: paid for and recorded pending in one transaction, its file stored, a durable
 * job enqueued to process it. Should storing or enqueueing fail, the spend is given back (a compensation:
 * the file store and the queue cannot join the database transaction). Then it waits, up to a bound, for
 * the job to finish, and answers the repair's id and status.
 */
export class SubmitRepairRequest {
  constructor(
    private readonly repairs: RepairRequestRepository,
    private readonly payments: RepairPaymentsPort,
    private readonly storage: FileStorage,
    private readonly handOff: RepairProcessingHandOff,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly newId: () => string = randomUUID,
  ) {}

  async execute(command: SubmitRepairCommand): Promise<{ id: string; status: RepairStatus }> {
    const id = this.newId();
    const repair = await this.unitOfWork.transaction(async () => {
      const fundingSource = await this.payments.spendForRepair(command.ownerId, id);
      const submitted = RepairRequest.submit(
        {
          id,
          ownerId: command.ownerId,
          description: command.description,
          region: command.region,
          locale: command.locale,
          mediaKind: command.upload.kind,
          mediaType: command.upload.mediaType,
          fundingSource,
        },
        this.clock.now(),
      );
      await this.repairs.create(submitted);
      return submitted;
    });

    try {
      await this.handOff.start(repair, () =>
        this.storage.saveFrom(repair.storageKey, command.upload.localPath, command.upload.mediaType),
      );
    } catch (error) {
      // Storage may be what failed; a file it kept after all is the sweeper's to remove.
      await this.storage.remove(repair.storageKey).catch(() => undefined);
      // The cause travels with the answer so the HTTP layer can log it; the user reads only the message.
      throw Object.assign(
        new ServiceUnavailableError(
          'We could not accept your upload right now. Nothing was charged; please try again in a moment.',
        ),
        { cause: error },
      );
    }
    return { id, status: await this.handOff.waitForOutcome(id) };
  }
}
