import type { PersonalDataContributor } from '../../../shared/application/personal-data.js';
import type { FileStorage } from '../../../shared/storage/file-storage.js';
import type { RepairRequestRepository } from '../ports/repair-request.repository.js';

/** A user's repairs in their data export, and gone with their account. */
export class RepairsPersonalData implements PersonalDataContributor {
  readonly section = 'repairs';

  constructor(
    private readonly repairs: RepairRequestRepository,
    private readonly storage: FileStorage,
  ) {}

  async exportFor(userId: string): Promise<unknown> {
    const repairs = await this.repairs.listAllOwnedBy(userId);
    return repairs.map(({ props }) => ({
      id: props.id,
      status: props.status,
      description: props.description,
      region: props.region,
      mediaType: props.mediaType,
      createdAt: props.createdAt,
      finishedAt: props.finishedAt,
      failureReason: props.failureReason,
      shared: props.shared,
      instructions: props.instructions,
    }));
  }

  async eraseFor(userId: string): Promise<void> {
    const repairs = await this.repairs.listAllOwnedBy(userId);
    await this.repairs.removeAllOwnedBy(userId);
    // A pending repair's upload would otherwise wait for the sweeper.
    for (const repair of repairs) if (repair.status === 'pending') await this.storage.remove(repair.storageKey);
  }
}
