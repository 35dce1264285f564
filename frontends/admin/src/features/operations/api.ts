import type { ClientErrorList, OutboxEmailStatus, OutboxPage } from '@repairlens/contract';
import { sectionEndpoints } from '../../admin-api';
import { listQuery, periodQuery } from '../../components/list-controls';

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const satisfies readonly OutboxEmailStatus[];

export interface ClientErrorFilter {
  readonly q: string;
  /** Calendar days (yyyy-mm-dd) in the admin's time zone; empty for no bound. */
  readonly fromDay: string;
  readonly toDay: string;
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
        query: ({ q, fromDay, toDay, offset }) => ({
          url: `/api/admin/client-errors?${listQuery({ q, ...periodQuery(fromDay, toDay) }, offset)}`,
        }),
      }),
      outboxEmails: build.query<OutboxPage, OutboxFilter>({
        query: ({ q, status, offset }) => ({ url: `/api/admin/emails?${listQuery({ q, status }, offset)}` }),
      }),
    }),
  }),
);
