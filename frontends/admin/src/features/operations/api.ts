import type { ClientErrorList, OutboxEmailStatus, OutboxPage } from '@repairlens/contract';
import { sectionEndpoints } from '../../admin-api';
import type { DayRange } from '../../components/filter-form';
import { listQuery, periodQuery } from '../../components/list-controls';

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const satisfies readonly OutboxEmailStatus[];

export interface ClientErrorFilter {
  readonly q: string;
  /** Calendar days in the admin's time zone. */
  readonly period: DayRange;
  readonly offset: number;
}

export interface OutboxFilter {
  readonly q: string;
  readonly status: OutboxEmailStatus | '';
  readonly offset: number;
}

/** The error log from browsers and the e-mail outbox: read-only, always fetched fresh when opened. */
export const useOperationsApi = sectionEndpoints((api) =>
  api.injectEndpoints({
    endpoints: (build) => ({
      clientErrors: build.query<ClientErrorList, ClientErrorFilter>({
        query: ({ q, period, offset }) => ({
          url: `/api/admin/client-errors?${listQuery({ q, ...periodQuery(period) }, offset)}`,
        }),
      }),
      outboxEmails: build.query<OutboxPage, OutboxFilter>({
        query: ({ q, status, offset }) => ({ url: `/api/admin/emails?${listQuery({ q, status }, offset)}` }),
      }),
    }),
  }),
);
