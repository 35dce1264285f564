import { LockMode, QueryOrder, type InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { isLocale } from '../../../../shared/domain/locale.js';
import { isRegion } from '../../../../shared/domain/region.js';
import { containsPattern } from '../../../../shared/persistence/like-pattern.js';
import type { Instructions } from '../../domain/instructions.js';
import type { RepairCategory } from '../../domain/knowledge-base/repair-guide.js';
import {
  RepairRequest,
  repairOutcome,
  repairTitle,
  type GalleryCurationState,
  type RepairStatus,
} from '../../domain/repair-request.js';
import type {
  RepairRequestRepository,
  RepairSummary,
  SharedRepairFilter,
} from '../../ports/repair-request.repository.js';
import { RepairRequestRecord } from './repairs.entities.js';

type Row = InferEntity<typeof RepairRequestRecord>;

const FRESH = { disableIdentityMap: true } as const;

const CURATION_CONDITIONS: Record<
  GalleryCurationState,
  { readonly hiddenByAdmin?: boolean; readonly featuredAt?: { readonly $ne: null } }
> = {
  all: {},
  visible: { hiddenByAdmin: false },
  hidden: { hiddenByAdmin: true },
  featured: { featuredAt: { $ne: null } },
};

/** Stored before the charging rule existed, instructions were delivered exactly when they had steps. */
function deliveredOf(delivered: boolean | null | undefined, needsMoreDetail: boolean, stepCount: number): boolean {
  return delivered ?? (!needsMoreDetail && stepCount > 0);
}

/** A row of the owner's list: the instructions' JSON is opened in the query for what the list shows only. */
interface SummaryColumns {
  id: string;
  title: string | null;
  created_at: Date | string;
  estimated_time: string | null;
  status: RepairStatus;
  emergency: Instructions['emergency'];
  delivered: boolean | null;
  needs_more_detail: boolean;
  step_count: number;
}

/**
 * Instructions stored before the safety check, the charging rule, the writer's source and the cost estimate existed
 * lack those fields: they were delivered exactly when they had steps, nothing looked at their photo but Azure
 * Vision, no emergency was checked for, and nothing was priced.
 */
function withCurrentFields(stored: Instructions): Instructions {
  const current: Partial<Instructions> = stored;
  return {
    ...stored,
    emergency: current.emergency ?? null,
    delivered: deliveredOf(current.delivered, stored.needsMoreDetail, stored.steps.length),
    photoUnderstood: current.photoUnderstood ?? stored.analysis.analyser !== 'local',
    source: current.source ?? null,
    costEstimate: current.costEstimate ?? null,
  };
}

/** A whole row as plain SQL reads it: the repair page's read, where building the ORM's query cost most of it. */
interface RepairColumns {
  id: string;
  owner_id: string;
  status: RepairStatus;
  description: string | null;
  region: string;
  locale: string;
  media_kind: string;
  media_type: string;
  funding_source: string;
  title: string | null;
  category: string | null;
  estimated_time: string | null;
  instructions: Instructions | null;
  failure_reason: string | null;
  shared: boolean;
  hidden_by_admin: boolean;
  featured_at: Date | string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
}

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

function rowOf(columns: RepairColumns): Row {
  return {
    id: columns.id,
    ownerId: columns.owner_id,
    status: columns.status,
    description: columns.description,
    region: columns.region,
    locale: columns.locale,
    mediaKind: columns.media_kind,
    mediaType: columns.media_type,
    fundingSource: columns.funding_source,
    title: columns.title,
    category: columns.category,
    estimatedTime: columns.estimated_time,
    instructions: columns.instructions,
    failureReason: columns.failure_reason,
    shared: columns.shared,
    hiddenByAdmin: columns.hidden_by_admin,
    featuredAt: dateOrNull(columns.featured_at),
    createdAt: new Date(columns.created_at),
    finishedAt: dateOrNull(columns.finished_at),
  };
}

function toDomain(row: Row): RepairRequest {
  if (!isRegion(row.region)) throw new Error(`Unknown region on repair ${row.id}: ${row.region}`);
  if (!isLocale(row.locale)) throw new Error(`Unknown locale on repair ${row.id}: ${row.locale}`);
  if (row.mediaKind !== 'image' && row.mediaKind !== 'video') throw new Error(`Unknown media kind on ${row.id}`);
  return RepairRequest.restore({
    id: row.id,
    ownerId: row.ownerId,
    status: row.status,
    description: row.description ?? null,
    region: row.region,
    locale: row.locale,
    mediaKind: row.mediaKind,
    mediaType: row.mediaType,
    fundingSource: row.fundingSource,
    instructions: row.instructions ? withCurrentFields(row.instructions) : null,
    failureReason: row.failureReason ?? null,
    shared: row.shared,
    hiddenByAdmin: row.hiddenByAdmin,
    featuredAt: row.featuredAt ?? null,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt ?? null,
  });
}

function toRow(repair: RepairRequest): Row {
  const { props } = repair;
  const written = repair.writtenInstructions;
  return {
    ...props,
    title: written?.title ?? null,
    category: written?.category ?? null,
    estimatedTime: written?.estimatedTime?.display ?? null,
  };
}

export class MikroOrmRepairRequestRepository implements RepairRequestRepository {
  constructor(private readonly em: EntityManager) {}

  async create(repair: RepairRequest): Promise<void> {
    await this.em.insert(RepairRequestRecord, toRow(repair));
  }

  async findById(id: string): Promise<RepairRequest | null> {
    const [columns] = await this.em.execute<RepairColumns[]>('select * from repairs_repair_request where id = ?', [id]);
    return columns ? toDomain(rowOf(columns)) : null;
  }

  async findByIdForUpdate(id: string): Promise<RepairRequest | null> {
    const row = await this.em.findOne(RepairRequestRecord, { id }, { ...FRESH, lockMode: LockMode.PESSIMISTIC_WRITE });
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

  async reopen(previous: RepairRequest, reopened: RepairRequest): Promise<boolean> {
    const row = toRow(reopened);
    const changed = await this.em.nativeUpdate(
      RepairRequestRecord,
      { id: previous.id, status: previous.status, finishedAt: previous.props.finishedAt },
      {
        status: row.status,
        description: row.description,
        fundingSource: row.fundingSource,
        title: row.title,
        category: row.category,
        estimatedTime: row.estimatedTime,
        finishedAt: row.finishedAt,
      },
    );
    return changed === 1;
  }

  async saveSharing(repair: RepairRequest): Promise<void> {
    const { shared, featuredAt } = repair.props;
    await this.em.nativeUpdate(RepairRequestRecord, { id: repair.id }, { shared, featuredAt });
  }

  async saveCuration(repair: RepairRequest): Promise<void> {
    const { hiddenByAdmin, featuredAt } = repair.props;
    await this.em.nativeUpdate(RepairRequestRecord, { id: repair.id }, { hiddenByAdmin, featuredAt });
  }

  async listOwnedBy(ownerId: string): Promise<RepairSummary[]> {
    const rows = await this.em.execute<SummaryColumns[]>(
      `select id, title, created_at, estimated_time, status,
         instructions -> 'emergency' as emergency,
         (instructions ->> 'delivered')::boolean as delivered,
         coalesce((instructions ->> 'needsMoreDetail')::boolean, false) as needs_more_detail,
         coalesce(jsonb_array_length(instructions -> 'steps'), 0) as step_count
       from repairs_repair_request where owner_id = ? order by created_at desc, id desc`,
      [ownerId],
    );
    return rows.map((row) => ({
      id: row.id,
      title: repairTitle(row.status, row.title),
      createdAt: new Date(row.created_at),
      estimatedTime: row.estimated_time,
      status: row.status,
      outcome: repairOutcome(row.status, {
        emergency: row.emergency,
        delivered: deliveredOf(row.delivered, row.needs_more_detail, Number(row.step_count)),
      }),
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
      {
        ...FRESH,
        orderBy: { featuredAt: QueryOrder.DESC_NULLS_LAST, createdAt: 'desc', id: 'desc' },
        limit,
      },
    );
    return rows.map(toDomain);
  }

  async listShared(filter: SharedRepairFilter): Promise<{ repairs: RepairRequest[]; total: number }> {
    const pattern = filter.search ? containsPattern(filter.search) : null;
    const [rows, total] = await this.em.findAndCount(
      RepairRequestRecord,
      {
        status: 'completed',
        shared: true,
        ...CURATION_CONDITIONS[filter.state],
        ...(pattern ? { $or: [{ title: { $ilike: pattern } }, { category: { $ilike: pattern } }] } : {}),
      },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: filter.limit, offset: filter.offset },
    );
    return { repairs: rows.map(toDomain), total };
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
