import type { Region } from '../../../shared/domain/region.js';
import type { PriceTable } from '../domain/price-table.js';
import { token } from '../../../shared/token.js';

export interface PriceTableRepository {
  findByRegion(region: Region): Promise<PriceTable | null>;
  /** The same, with the row locked until the transaction ends, for a change based on what was read. */
  findByRegionForUpdate(region: Region): Promise<PriceTable | null>;
  findAll(): Promise<PriceTable[]>;
  save(table: PriceTable): Promise<void>;
}

export const PRICE_TABLE_REPOSITORY = token<PriceTableRepository>('pricing.PriceTableRepository');
