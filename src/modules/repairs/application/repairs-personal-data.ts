import type { PersonalDataContributor } from '../../../shared/application/personal-data.js';
import type { FileStorage } from '../../../shared/storage/file-storage.js';
import type { FollowUpRepository } from '../ports/follow-up.repository.js';
import type { RepairRequestRepository } from '../ports/repair-request.repository.js';

/** A user's repairs and their follow-up questions in their data export, and gone with their account. */
export class RepairsPersonalData implements PersonalDataContributor {
  readonly section = 'repairs';

  constructor(
    private readonly repairs: RepairRequestRepository,
    private readonly followUps: FollowUpRepository,
    private readonly storage: FileStorage,
  ) {}

  async exportFor(userId: string): Promise<unknown> {
    const repairs = await this.repairs.listAllOwnedBy(userId);
    const followUps = Map.groupBy(await this.followUps.listAskedBy(userId), ({ props }) => props.repairId);
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
      followUps: (followUps.get(props.id) ?? []).map((followUp) => ({
        question: followUp.props.question,
        withPhoto: followUp.props.withPhoto,
        answer: followUp.props.answer,
        emergency: followUp.props.emergency?.title ?? null,
        askedAt: followUp.props.askedAt,
      })),
    }));
  }

  async eraseFor(userId: string): Promise<void> {
    const repairs = await this.repairs.listAllOwnedBy(userId);
    await this.followUps.removeAllAskedBy(userId);
    await this.repairs.removeAllOwnedBy(userId);
    // A pending repair's upload would otherwise wait for the sweeper.
    for (const repair of repairs) if (repair.status === 'pending') await this.storage.remove(repair.storageKey);
  }
}
