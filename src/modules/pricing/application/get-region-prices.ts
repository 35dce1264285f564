import { NotFoundError } from '../../../shared/errors/app-errors.js';
import type { Region } from '../../../shared/domain/region.js';
import type { PriceTable } from '../domain/price-table.js';
import type { PriceTableRepository } from '../ports/price-table.repository.js';

/** The current prices of a region, as the pricing page, checkout and the contractor plan read them. */
export class GetRegionPrices {
  constructor(private readonly prices: PriceTableRepository) {}

  async execute(region: Region): Promise<PriceTable> {
    const table = await this.prices.findByRegion(region);
    if (!table) throw new NotFoundError(`No prices are set for region ${region}`);
    return table;
  }

  /** Every region's table, for the admin console. */
  async all(): Promise<PriceTable[]> {
    return this.prices.findAll();
  }
}
