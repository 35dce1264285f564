import type { EntityManager } from '@mikro-orm/sql';
import type { DayRange } from '../../../../shared/domain/day-range.js';
import { everyDayOf, utcDaySql } from '../../../../shared/persistence/statistics-queries.js';
import type { DailyRepairs, RepairStatistics } from '../../ports/repair-statistics.js';

export class SqlRepairStatistics implements RepairStatistics {
  constructor(private readonly em: EntityManager) {}

  repairsPerDay(range: DayRange): Promise<DailyRepairs[]> {
    return everyDayOf(this.em, range, ['completed', 'failed', 'other'], ({ start, end }) => ({
      sql: `select ${utcDaySql('created_at')} as day,
                   count(*) filter (where status = 'completed') as completed,
                   count(*) filter (where status = 'failed') as failed,
                   count(*) filter (where status not in ('completed', 'failed')) as other
            from repairs_repair_request
            where created_at >= ? and created_at < ? group by 1`,
      params: [start, end],
    }));
  }
}
