import type { EntityManager } from '@mikro-orm/sql';
import { instantsOf, type DayRange } from '../../../../shared/domain/day-range.js';
import { everyDayOf, utcDaySql } from '../../../../shared/persistence/statistics-queries.js';
import type { DailyRepairs, GuideFeedbackCounts, RepairStatistics } from '../../ports/repair-statistics.js';

interface FeedbackRow {
  guide_id: string | null;
  guide_title: string | null;
  category: string | null;
  fixed: number | string;
  partly: number | string;
  not_fixed: number | string;
}

export class SqlRepairStatistics implements RepairStatistics {
  constructor(private readonly em: EntityManager) {}

  async repairsPerDay(range: DayRange): Promise<DailyRepairs[]> {
    // SQL folds unquoted names to lower case: the measures are snake_case there.
    const measures = ['completed', 'needs_more_detail', 'safety_stops', 'failed', 'other'] as const;
    const days = await everyDayOf(this.em, range, measures, ({ start, end }) => ({
      // The outcome as the domain tells it (repairOutcome); rows written before `delivered` existed had steps then.
      sql: `with outcome as (
              select created_at, status,
                     coalesce(jsonb_typeof(instructions -> 'emergency') = 'object', false) as emergency,
                     coalesce((instructions ->> 'delivered')::boolean,
                              jsonb_array_length(instructions -> 'steps') > 0
                                and not coalesce((instructions ->> 'needsMoreDetail')::boolean, false),
                              false) as delivered
              from repairs_repair_request
              where created_at >= ? and created_at < ?)
            select ${utcDaySql('created_at')} as day,
                   count(*) filter (where status = 'completed' and not emergency and delivered) as completed,
                   count(*) filter (where status = 'completed' and not emergency and not delivered) as needs_more_detail,
                   count(*) filter (where status = 'completed' and emergency) as safety_stops,
                   count(*) filter (where status = 'failed') as failed,
                   count(*) filter (where status not in ('completed', 'failed')) as other
            from outcome group by 1`,
      params: [start, end],
    }));
    return days.map(({ needs_more_detail, safety_stops, ...day }) => ({
      ...day,
      needsMoreDetail: needs_more_detail,
      safetyStops: safety_stops,
    }));
  }

  async feedbackByGuide(range: DayRange): Promise<GuideFeedbackCounts[]> {
    const { start, end } = instantsOf(range);
    const rows = await this.em.execute<FeedbackRow[]>(
      `select r.instructions -> 'source' ->> 'guideId' as guide_id,
              max(r.instructions -> 'source' ->> 'guideTitle') as guide_title,
              r.category,
              count(*) filter (where f.verdict = 'fixed') as fixed,
              count(*) filter (where f.verdict = 'partly') as partly,
              count(*) filter (where f.verdict = 'not_fixed') as not_fixed
       from repairs_feedback f join repairs_repair_request r on r.id = f.repair_id
       where f.answered_at >= ? and f.answered_at < ?
       group by 1, 3`,
      [start, end],
    );
    return rows.map((row) => ({
      guideId: row.guide_id,
      guideTitle: row.guide_title,
      category: row.category,
      fixed: Number(row.fixed),
      partly: Number(row.partly),
      notFixed: Number(row.not_fixed),
    }));
  }
}
