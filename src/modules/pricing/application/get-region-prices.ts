import { READ_EVERY_TIME, type KeptReads } from '../../../shared/application/kept-reads.js';
import { NotFoundError } from '../../../shared/errors/app-errors.js';
import type { Region } from '../../../shared/domain/region.js';
import type { PriceTable } from '../domain/price-table.js';
import type { PriceTableRepository } from '../ports/price-table.repository.js';

/** The current prices of a region, as the pricing page, checkout and the contractor plan read them. */
export class GetRegionPrices {
  constructor(
    private readonly prices: PriceTableRepository,
    private readonly kept: KeptReads = READ_EVERY_TIME,
  ) {}

  /** Read from the database: what checkout charges and the contractor plan costs. */
  async execute(region: Region): Promise<PriceTable> {
    return found(region, await this.prices.findByRegion(region));
  }

  /**
   * The public price list's read, kept between requests until prices change (decision 0020): every visitor's page
   * asks for it, and prices change only when an admin edits them.
   */
  async shown(region: Region): Promise<PriceTable> {
    return found(region, await this.kept.read('pricing', region, () => this.prices.findByRegion(region)));
  }

  /** Every region's table, for the admin console. */
  async all(): Promise<PriceTable[]> {
    return this.prices.findAll();
  }
}

function found(region: Region, table: PriceTable | null): PriceTable {
  if (!table) throw new NotFoundError(`No prices are set for region ${region}`);
  return table;
}
