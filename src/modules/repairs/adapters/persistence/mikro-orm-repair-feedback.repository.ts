import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { RepairFeedback } from '../../domain/repair-feedback.js';
import type { RepairFeedbackRepository } from '../../ports/repair-feedback.repository.js';
import { RepairFeedbackRecord } from './repairs.entities.js';

type Row = InferEntity<typeof RepairFeedbackRecord>;

const FRESH = { disableIdentityMap: true } as const;

interface FeedbackColumns {
  repair_id: string;
  owner_id: string;
  verdict: Row['verdict'];
  comment: string | null;
  answered_at: Date | string;
}

function toDomain(row: Row): RepairFeedback {
  return RepairFeedback.restore({ ...row, comment: row.comment ?? null });
}

export class MikroOrmRepairFeedbackRepository implements RepairFeedbackRepository {
  constructor(private readonly em: EntityManager) {}

  async save(feedback: RepairFeedback): Promise<void> {
    const { repairId, ownerId, verdict, comment, answeredAt } = feedback.props;
    // One statement, so two answers at once leave the later one standing rather than a duplicate-key error.
    await this.em.execute(
      `insert into repairs_feedback (repair_id, owner_id, verdict, comment, answered_at) values (?, ?, ?, ?, ?)
       on conflict (repair_id) do update
         set verdict = excluded.verdict, comment = excluded.comment, answered_at = excluded.answered_at`,
      [repairId, ownerId, verdict, comment, answeredAt],
    );
  }

  /** Plain SQL: every view of a repair asks, and the ORM's query building cost more than the read (issue 16). */
  async findForRepair(repairId: string): Promise<RepairFeedback | null> {
    const [row] = await this.em.execute<FeedbackColumns[]>(
      'select repair_id, owner_id, verdict, comment, answered_at from repairs_feedback where repair_id = ?',
      [repairId],
    );
    return row
      ? toDomain({
          repairId: row.repair_id,
          ownerId: row.owner_id,
          verdict: row.verdict,
          comment: row.comment,
          answeredAt: new Date(row.answered_at),
        })
      : null;
  }

  async listGivenBy(ownerId: string): Promise<RepairFeedback[]> {
    const rows = await this.em.find(RepairFeedbackRecord, { ownerId }, { ...FRESH, orderBy: { answeredAt: 'asc' } });
    return rows.map(toDomain);
  }

  async removeAllGivenBy(ownerId: string): Promise<void> {
    await this.em.nativeDelete(RepairFeedbackRecord, { ownerId });
  }
}
