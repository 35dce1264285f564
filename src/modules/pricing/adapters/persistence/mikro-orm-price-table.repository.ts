import { LockMode, type InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { isRegion, type Region } from '../../../../shared/domain/region.js';
import { PriceTable } from '../../domain/price-table.js';
import type { PriceTableRepository } from '../../ports/price-table.repository.js';
import { PriceRecord, PriceTableRecord } from './price-table.entity.js';

type Row = InferEntity<typeof PriceTableRecord>;
type PriceRow = InferEntity<typeof PriceRecord>;

function toDomain(row: Row, prices: readonly PriceRow[]): PriceTable {
  if (!isRegion(row.region)) throw new Error(`Unknown region in pricing table: ${row.region}`);
  const amounts = Object.fromEntries(
    prices.filter((price) => price.region === row.region).map((price) => [price.itemId, price.amount]),
  );
  return PriceTable.restore(row.region, amounts, row.updatedAt, row.updatedBy ?? null);
}

export class MikroOrmPriceTableRepository implements PriceTableRepository {
  constructor(private readonly em: EntityManager) {}

  async findByRegion(region: Region): Promise<PriceTable | null> {
    const row = await this.em.findOne(PriceTableRecord, { region }, { disableIdentityMap: true });
    return row ? toDomain(row, await this.pricesOf([region])) : null;
  }

  async findByRegionForUpdate(region: Region): Promise<PriceTable | null> {
    // The region's row is the lock: every change of its prices takes it first.
    const row = await this.em.findOne(
      PriceTableRecord,
      { region },
      { disableIdentityMap: true, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    return row ? toDomain(row, await this.pricesOf([region])) : null;
  }

  async findAll(): Promise<PriceTable[]> {
    const rows = await this.em.find(PriceTableRecord, {}, { orderBy: { region: 'asc' }, disableIdentityMap: true });
    const prices = await this.pricesOf(rows.map((row) => row.region));
    return rows.map((row) => toDomain(row, prices));
  }

  async save(table: PriceTable): Promise<void> {
    await this.em.upsert(PriceTableRecord, {
      region: table.region,
      currency: table.currency,
      updatedAt: table.updatedAt,
      updatedBy: table.updatedBy,
    });
    const rows = Object.entries(table.amounts).map(([itemId, amount]) => ({ region: table.region, itemId, amount }));
    if (rows.length > 0) await this.em.upsertMany(PriceRecord, rows);
  }

  private async pricesOf(regions: readonly string[]): Promise<PriceRow[]> {
    return this.em.find(
      PriceRecord,
      { region: { $in: [...regions] } },
      { orderBy: { region: 'asc', itemId: 'asc' }, disableIdentityMap: true },
    );
  }
}
