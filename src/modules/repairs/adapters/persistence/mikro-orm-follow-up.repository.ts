import { LockMode, type InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { FollowUp } from '../../domain/follow-up.js';
import type { FollowUpRepository } from '../../ports/follow-up.repository.js';
import { FollowUpRecord, RepairRequestRecord } from './repairs.entities.js';

type Row = InferEntity<typeof FollowUpRecord>;

const FRESH = { disableIdentityMap: true } as const;

function toDomain(row: Row): FollowUp {
  return FollowUp.restore({
    ...row,
    answer: row.answer ?? null,
    citedNote: row.citedNote ?? null,
    emergency: row.emergency ?? null,
  });
}

export class MikroOrmFollowUpRepository implements FollowUpRepository {
  constructor(private readonly em: EntityManager) {}

  async addWithin(followUp: FollowUp, allowance: number): Promise<boolean> {
    const { props } = followUp;
    if (!props.counted) {
      await this.em.insert(FollowUpRecord, { ...props });
      return true;
    }
    return this.em.transactional(async (em) => {
      // The repair's row is the lock: questions to other repairs never wait on each other.
      await em.findOne(RepairRequestRecord, { id: props.repairId }, { ...FRESH, lockMode: LockMode.PESSIMISTIC_WRITE });
      const counted = await em.count(FollowUpRecord, { repairId: props.repairId, counted: true });
      if (counted >= allowance) return false;
      await em.insert(FollowUpRecord, { ...props });
      return true;
    });
  }

  async listForRepair(repairId: string): Promise<FollowUp[]> {
    const rows = await this.em.find(FollowUpRecord, { repairId }, { ...FRESH, orderBy: { askedAt: 'asc', id: 'asc' } });
    return rows.map(toDomain);
  }

  async listAskedBy(ownerId: string): Promise<FollowUp[]> {
    const rows = await this.em.find(FollowUpRecord, { ownerId }, { ...FRESH, orderBy: { askedAt: 'asc', id: 'asc' } });
    return rows.map(toDomain);
  }

  async removeAllAskedBy(ownerId: string): Promise<void> {
    await this.em.nativeDelete(FollowUpRecord, { ownerId });
  }
}
