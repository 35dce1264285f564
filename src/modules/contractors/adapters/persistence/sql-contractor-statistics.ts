import type { EntityManager } from '@mikro-orm/sql';
import { instantsOf, type DayRange } from '../../../../shared/domain/day-range.js';
import { countsByKey } from '../../../../shared/persistence/statistics-queries.js';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../domain/contractor.js';
import type { ContractorStatistics, LeadCounts } from '../../ports/contractor-statistics.js';

export class SqlContractorStatistics implements ContractorStatistics {
  constructor(private readonly em: EntityManager) {}

  async contractorsByStatus(): Promise<Record<ApplicationStatus, number>> {
    const rows = await this.em.execute<{ key: ApplicationStatus; count: number }[]>(
      'select status as key, count(*)::int as count from contractors_contractor group by status',
    );
    return countsByKey(APPLICATION_STATUSES, rows);
  }

  async leads(range: DayRange, at: Date): Promise<LeadCounts> {
    const { start, end } = instantsOf(range);
    const [row] = await this.em.execute<LeadCounts[]>(
      `select count(*)::int as sent,
              (count(*) filter (where status = 'accepted'))::int as accepted,
              (count(*) filter (where status = 'declined'))::int as declined,
              (count(*) filter (where status = 'expired'
                                   or (status in ('sent', 'viewed') and expires_at <= ?)))::int as expired
       from contractors_lead
       where sent_at >= ? and sent_at < ?`,
      [at, start, end],
    );
    return row ?? { sent: 0, accepted: 0, declined: 0, expired: 0 };
  }
}
