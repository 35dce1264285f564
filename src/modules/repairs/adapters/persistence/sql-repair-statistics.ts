import type { EntityManager } from '@mikro-orm/sql';
import type { DayRange } from '../../../../shared/domain/day-range.js';
import { everyDayOf, utcDaySql } from '../../../../shared/persistence/statistics-queries.js';
import type { DailyRepairs, RepairStatistics } from '../../ports/repair-statistics.js';

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
}
