import type { AuditLog } from '../../../shared/audit/audit-log.js';
import type { Clock } from '../../../shared/application/clock.js';
import type { RequestPrincipal } from '../../../shared/application/principal.js';
import type { UnitOfWork } from '../../../shared/application/unit-of-work.js';
import { NotFoundError } from '../../../shared/errors/app-errors.js';
import type { RepairRequest } from '../domain/repair-request.js';
import type { RepairRequestRepository, SharedRepairFilter } from '../ports/repair-request.repository.js';

/**
 * Admins curate the public gallery: they hide or show shared repairs and feature some. Each change and
 * its audit entry (hidden and featured, before and after) are written in one transaction; a change that
 * changes nothing writes nothing.
 */
export class CurateGallery {
  constructor(
    private readonly repairs: RepairRequestRepository,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  list(filter: SharedRepairFilter): Promise<{ readonly repairs: RepairRequest[]; readonly total: number }> {
    return this.repairs.listShared(filter);
  }

  setHidden(id: string, hidden: boolean, admin: RequestPrincipal): Promise<RepairRequest> {
    return this.change(id, admin, hidden ? 'repairs.hide' : 'repairs.show', (repair) => repair.withHidden(hidden));
  }

  setFeatured(id: string, featured: boolean, admin: RequestPrincipal): Promise<RepairRequest> {
    return this.change(id, admin, featured ? 'repairs.feature' : 'repairs.unfeature', (repair, at) =>
      repair.withFeatured(featured, at),
    );
  }

  private change(
    id: string,
    admin: RequestPrincipal,
    action: string,
    decide: (repair: RepairRequest, at: Date) => RepairRequest,
  ): Promise<RepairRequest> {
    return this.unitOfWork.transaction(async () => {
      const current = await this.repairs.findByIdForUpdate(id);
      // A repair its owner keeps private is none of the gallery's business: it answers like a missing one.
      if (!current?.isShared) throw new NotFoundError('Shared repair not found');
      const at = this.clock.now();
      const changed = decide(current, at);
      const before = current.curation;
      const after = changed.curation;
      if (before.hidden === after.hidden && before.featured === after.featured) return current;
      await this.repairs.saveCuration(changed);
      await this.audit.record({ actor: admin.email, action, target: `repair:${id}`, before, after, at });
      return changed;
    });
  }
}
