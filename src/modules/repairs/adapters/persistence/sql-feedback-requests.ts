import type { EntityManager } from '@mikro-orm/sql';
import type { FeedbackCandidate, FeedbackRequests } from '../../ports/feedback-requests.js';

/** The asks in `repairs_feedback_request`, the opt-outs in `repairs_feedback_opt_out`. */
export class SqlFeedbackRequests implements FeedbackRequests {
  constructor(private readonly em: EntityManager) {}

  async listDue(completedFrom: Date, completedBefore: Date, limit: number): Promise<FeedbackCandidate[]> {
    // Steps delivered and no emergency: the outcome 'instructions' as the domain tells it (repairOutcome).
    const rows = await this.em.execute<{ id: string; owner_id: string; title: string | null }[]>(
      `select r.id, r.owner_id, r.title from repairs_repair_request r
       where r.status = 'completed' and r.finished_at >= ? and r.finished_at < ?
         and coalesce((r.instructions ->> 'delivered')::boolean, false)
         and coalesce(jsonb_typeof(r.instructions -> 'emergency'), 'null') = 'null'
         and not exists (select 1 from repairs_feedback f where f.repair_id = r.id)
         and not exists (select 1 from repairs_feedback_request a where a.repair_id = r.id)
         and not exists (select 1 from repairs_feedback_opt_out o where o.owner_id = r.owner_id)
       order by r.finished_at, r.id limit ?`,
      [completedFrom, completedBefore, limit],
    );
    return rows.map((row) => ({ repairId: row.id, ownerId: row.owner_id, title: row.title ?? '' }));
  }

  async recordAsked(candidate: FeedbackCandidate, at: Date): Promise<boolean> {
    const rows = await this.em.execute<{ repair_id: string }[]>(
      `insert into repairs_feedback_request (repair_id, owner_id, asked_at)
       select ?, ?, ?
       where not exists (select 1 from repairs_feedback f where f.repair_id = ?)
         and not exists (select 1 from repairs_feedback_opt_out o where o.owner_id = ?)
       on conflict (repair_id) do nothing
       returning repair_id`,
      [candidate.repairId, candidate.ownerId, at, candidate.repairId, candidate.ownerId],
    );
    return rows.length === 1;
  }

  async attachEmail(repairId: string, emailId: string): Promise<void> {
    await this.em.execute('update repairs_feedback_request set email_id = ? where repair_id = ?', [emailId, repairId]);
  }

  async emailIdsOf(ownerId: string): Promise<string[]> {
    const rows = await this.em.execute<{ email_id: string }[]>(
      'select email_id from repairs_feedback_request where owner_id = ? and email_id is not null',
      [ownerId],
    );
    return rows.map((row) => row.email_id);
  }

  async optOut(ownerId: string, at: Date): Promise<void> {
    await this.em.execute(
      'insert into repairs_feedback_opt_out (owner_id, opted_out_at) values (?, ?) on conflict (owner_id) do nothing',
      [ownerId, at],
    );
  }

  async removeAllOf(ownerId: string): Promise<void> {
    await this.em.execute('delete from repairs_feedback_request where owner_id = ?', [ownerId]);
    await this.em.execute('delete from repairs_feedback_opt_out where owner_id = ?', [ownerId]);
  }
}
