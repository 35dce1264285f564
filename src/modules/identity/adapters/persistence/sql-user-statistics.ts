import type { EntityManager } from '@mikro-orm/sql';
import type { DayRange } from '../../../../shared/domain/day-range.js';
import { everyDayOf, utcDaySql } from '../../../../shared/persistence/statistics-queries.js';
import type { DailyCount, UserStatistics } from '../../ports/user-statistics.js';

export class SqlUserStatistics implements UserStatistics {
  constructor(private readonly em: EntityManager) {}

  newUsersPerDay(range: DayRange): Promise<DailyCount[]> {
    return everyDayOf(this.em, range, ['count'], ({ start, end }) => ({
      sql: `select ${utcDaySql('created_at')} as day, count(*) as count from identity_user
            where created_at >= ? and created_at < ? group by 1`,
      params: [start, end],
    }));
  }
}
