import type { AuditTargetNamer } from '../../../shared/audit/audit-target-names.js';
import { uuidsAmong } from '../../../shared/audit/uuid.js';
import type { ContractorRepository } from '../ports/contractor.repository.js';

/** "contractor:<id>" in the audit log, named by the business's name. */
export class ContractorAuditNames implements AuditTargetNamer {
  readonly kind = 'contractor';

  constructor(private readonly contractors: ContractorRepository) {}

  async namesOf(ids: readonly string[]): Promise<ReadonlyMap<string, string>> {
    const contractors = await this.contractors.findByIds(uuidsAmong(ids));
    return new Map(contractors.map((contractor) => [contractor.id, contractor.profile.businessName]));
  }
}
