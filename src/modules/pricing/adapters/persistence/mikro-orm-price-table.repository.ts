import { LockMode, type InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { isRegion, type Region } from '../../../../shared/domain/region.js';
import { PriceTable } from '../../domain/price-table.js';
import type { PriceTableRepository } from '../../ports/price-table.repository.js';
import { PriceTableRecord } from './price-table.entity.js';

type Row = InferEntity<typeof PriceTableRecord>;

function toDomain(row: Row): PriceTable {
  if (!isRegion(row.region)) throw new Error(`Unknown region in pricing table: ${row.region}`);
  return PriceTable.restore(
    row.region,
    {
      payPerRepair: row.payPerRepair,
      basicPlan: row.basicPlan,
      unlimitedPlan: row.unlimitedPlan,
      contractorPlan: row.contractorPlan,
    },
    row.updatedAt,
    row.updatedBy ?? null,
  );
}

export class MikroOrmPriceTableRepository implements PriceTableRepository {
  constructor(private readonly em: EntityManager) {}

  async findByRegion(region: Region): Promise<PriceTable | null> {
    const row = await this.em.findOne(PriceTableRecord, { region }, { disableIdentityMap: true });
    return row ? toDomain(row) : null;
  }

  async findByRegionForUpdate(region: Region): Promise<PriceTable | null> {
    const row = await this.em.findOne(
      PriceTableRecord,
      { region },
      { disableIdentityMap: true, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    return row ? toDomain(row) : null;
  }

  async findAll(): Promise<PriceTable[]> {
    const rows = await this.em.find(PriceTableRecord, {}, { orderBy: { region: 'asc' }, disableIdentityMap: true });
    return rows.map(toDomain);
  }

  async save(table: PriceTable): Promise<void> {
    await this.em.upsert(PriceTableRecord, {
      region: table.region,
      currency: table.currency,
      ...table.amounts,
      updatedAt: table.updatedAt,
      updatedBy: table.updatedBy,
    });
  }
}
