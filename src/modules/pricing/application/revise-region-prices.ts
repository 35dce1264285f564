import type { AuditLog } from '../../../shared/audit/audit-log.js';
import type { Clock } from '../../../shared/application/clock.js';
import type { RequestPrincipal } from '../../../shared/application/principal.js';
import type { UnitOfWork } from '../../../shared/application/unit-of-work.js';
import type { Region } from '../../../shared/domain/region.js';
import { NotFoundError } from '../../../shared/errors/app-errors.js';
import type { PriceAmounts, PriceTable } from '../domain/price-table.js';
import type { PriceTableRepository } from '../ports/price-table.repository.js';

/**
 * An admin sets a region's prices. The table checks the amounts; the new prices, who set them and the
 * audit entry (before and after) are written in one transaction, and the next read sees them.
 */
export class ReviseRegionPrices {
  constructor(
    private readonly prices: PriceTableRepository,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(region: Region, amounts: PriceAmounts, admin: RequestPrincipal): Promise<PriceTable> {
    return this.unitOfWork.transaction(async () => {
      const current = await this.prices.findByRegionForUpdate(region);
      if (!current) throw new NotFoundError(`No prices are set for region ${region}`);
      const at = this.clock.now();
      const revised = current.revise(amounts, admin.email, at);
      await this.prices.save(revised);
      await this.audit.record({
        actor: admin.email,
        action: 'pricing.revise',
        target: `pricing:${region}`,
        before: current.amounts,
        after: revised.amounts,
        at,
      });
      return revised;
    });
  }
}
