import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { isRegion } from '../../../../shared/domain/region.js';
import type { RepairCategory } from '../../domain/knowledge-base/repair-guide.js';
import { RepairRequest, repairTitle, type RepairStatus } from '../../domain/repair-request.js';
import type { RepairRequestRepository, RepairSummary } from '../../ports/repair-request.repository.js';
import { RepairRequestRecord } from './repairs.entities.js';

type Row = InferEntity<typeof RepairRequestRecord>;

const FRESH = { disableIdentityMap: true } as const;

function toDomain(row: Row): RepairRequest {
  if (!isRegion(row.region)) throw new Error(`Unknown region on repair ${row.id}: ${row.region}`);
  if (row.mediaKind !== 'image' && row.mediaKind !== 'video') throw new Error(`Unknown media kind on ${row.id}`);
  return RepairRequest.restore({
    id: row.id,
    ownerId: row.ownerId,
    status: row.status,
    description: row.description ?? null,
    region: row.region,
    mediaKind: row.mediaKind,
    mediaType: row.mediaType,
    fundingSource: row.fundingSource,
    instructions: row.instructions ?? null,
    failureReason: row.failureReason ?? null,
    shared: row.shared,
    hiddenByAdmin: row.hiddenByAdmin,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt ?? null,
  });
}

function toRow(repair: RepairRequest): Row {
  const { props } = repair;
  return {
    ...props,
    title: props.instructions?.title ?? null,
    category: props.instructions?.category ?? null,
    estimatedTime: props.instructions?.estimatedTime?.display ?? null,
  };
}

export class MikroOrmRepairRequestRepository implements RepairRequestRepository {
  constructor(private readonly em: EntityManager) {}

  async create(repair: RepairRequest): Promise<void> {
    await this.em.insert(RepairRequestRecord, toRow(repair));
  }

  async findById(id: string): Promise<RepairRequest | null> {
    const row = await this.em.findOne(RepairRequestRecord, { id }, FRESH);
    return row ? toDomain(row) : null;
  }

  async statusOf(id: string): Promise<RepairStatus | null> {
    const row = await this.em.findOne(RepairRequestRecord, { id }, { ...FRESH, fields: ['status'] });
    return row?.status ?? null;
  }

  async recordOutcome(repair: RepairRequest): Promise<boolean> {
    const row = toRow(repair);
    const changed = await this.em.nativeUpdate(
      RepairRequestRecord,
      { id: repair.id, status: 'pending' },
      {
        status: row.status,
        title: row.title,
        category: row.category,
        estimatedTime: row.estimatedTime,
        instructions: row.instructions,
        failureReason: row.failureReason,
        finishedAt: row.finishedAt,
      },
    );
    return changed === 1;
  }

  async saveSharing(repair: RepairRequest): Promise<void> {
    await this.em.nativeUpdate(RepairRequestRecord, { id: repair.id }, { shared: repair.props.shared });
  }

  async listOwnedBy(ownerId: string): Promise<RepairSummary[]> {
    const rows = await this.em.find(
      RepairRequestRecord,
      { ownerId },
      {
        ...FRESH,
        fields: ['id', 'title', 'createdAt', 'estimatedTime', 'status'],
        orderBy: { createdAt: 'desc', id: 'desc' },
      },
    );
    return rows.map((row) => ({
      id: row.id,
      title: repairTitle(row.status, row.title ?? null),
      createdAt: row.createdAt,
      estimatedTime: row.estimatedTime ?? null,
      status: row.status,
    }));
  }

  async listAllOwnedBy(ownerId: string): Promise<RepairRequest[]> {
    const rows = await this.em.find(RepairRequestRecord, { ownerId }, { ...FRESH, orderBy: { createdAt: 'desc' } });
    return rows.map(toDomain);
  }

  async listGallery(category: RepairCategory | null, limit: number): Promise<RepairRequest[]> {
    const rows = await this.em.find(
      RepairRequestRecord,
      { status: 'completed', shared: true, hiddenByAdmin: false, ...(category ? { category } : {}) },
      { ...FRESH, orderBy: { createdAt: 'desc', id: 'desc' }, limit },
    );
    return rows.map(toDomain);
  }

  async listPendingCreatedBefore(cutoff: Date, limit: number): Promise<RepairRequest[]> {
    const rows = await this.em.find(
      RepairRequestRecord,
      { status: 'pending', createdAt: { $lt: cutoff } },
      { ...FRESH, orderBy: { createdAt: 'asc' }, limit },
    );
    return rows.map(toDomain);
  }

  async removeAllOwnedBy(ownerId: string): Promise<void> {
    await this.em.nativeDelete(RepairRequestRecord, { ownerId });
  }
}
