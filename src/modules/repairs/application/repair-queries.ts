import { NotFoundError } from '../../../shared/errors/app-errors.js';
import type { RepairCategory } from '../domain/knowledge-base/repair-guide.js';
import type { RepairRequest } from '../domain/repair-request.js';
import type { RepairRequestRepository, RepairSummary } from '../ports/repair-request.repository.js';
import type { RepairSettings } from './repair-settings.js';

/** Reading repairs: a user's own (Recent Fixes, the repair page), sharing them, and the public gallery. */
export class RepairQueries {
  constructor(
    private readonly repairs: RepairRequestRepository,
    private readonly settings: Pick<RepairSettings, 'galleryLimit'>,
  ) {}

  listOwn(ownerId: string): Promise<RepairSummary[]> {
    return this.repairs.listOwnedBy(ownerId);
  }

  /** Another user's repair answers exactly like a missing one: its existence is nobody else's business. */
  async getOwn(ownerId: string, id: string): Promise<RepairRequest> {
    const repair = await this.repairs.findById(id);
    if (!repair || repair.ownerId !== ownerId) throw new NotFoundError('Repair request not found');
    return repair;
  }

  async setSharing(ownerId: string, id: string, shared: boolean): Promise<RepairRequest> {
    const changed = (await this.getOwn(ownerId, id)).withSharing(shared);
    await this.repairs.saveSharing(changed);
    return changed;
  }

  gallery(category: RepairCategory | null): Promise<RepairRequest[]> {
    return this.repairs.listGallery(category, this.settings.galleryLimit);
  }
}
