import type { AuditEntryList } from '@repairlens/contract';
import { sectionEndpoints } from '../../admin-api';
import type { DayRange } from '../../components/filter-form';
import { listQuery, periodQuery } from '../../components/list-controls';

export interface AuditFilter {
  readonly actor: string;
  readonly action: string;
  readonly target: string;
  /** Calendar days in the admin's time zone. */
  readonly period: DayRange;
  readonly offset: number;
}

/** The audit log: read-only, fetched fresh whenever it is opened. */
export const useAuditLogApi = sectionEndpoints((api) =>
  api.injectEndpoints({
    endpoints: (build) => ({
      auditLog: build.query<AuditEntryList, AuditFilter>({
        query: ({ actor, action, target, period, offset }) => ({
          url: `/api/admin/audit-log?${listQuery({ actor, action, target, ...periodQuery(period) }, offset)}`,
        }),
      }),
    }),
  }),
);
