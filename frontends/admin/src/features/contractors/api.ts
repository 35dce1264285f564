import type { AdminContractor, AdminContractorList, RepairCategoryName } from '@repairlens/contract';
import { sectionEndpoints } from '../../admin-api';
import { listQuery } from '../../components/list-controls';

export type ApplicationStatus = AdminContractor['status'];
export type ContractorCountry = AdminContractor['application']['country'];

/** The statuses in the order the console offers them: the review queue first. */
export const APPLICATION_STATUSES = [
  'pending',
  'approved',
  'suspended',
  'rejected',
] as const satisfies readonly ApplicationStatus[];
export const COUNTRIES = ['CA', 'US'] as const satisfies readonly ContractorCountry[];

export interface ContractorListFilter {
  /** Unset: every status. The pending queue comes oldest first, anything else most recently changed first. */
  readonly status: ApplicationStatus | undefined;
  readonly country: ContractorCountry | undefined;
  readonly specialization: RepairCategoryName | undefined;
  /** Only contractors whose changes wait for review, oldest first (whatever `status` says). */
  readonly changes: boolean;
  /** Part of the business name or e-mail. */
  readonly q: string;
  readonly offset: number;
}

export type ReviewDecision =
  | { readonly id: string; readonly action: 'approve' | 'approve-changes' }
  | { readonly id: string; readonly action: 'reject' | 'unlist' | 'reject-changes'; readonly reason: string };

/** Where each decision is sent, under /api/admin/contractors/:id/. */
const DECISION_PATHS: Record<ReviewDecision['action'], string> = {
  approve: 'approve',
  reject: 'reject',
  unlist: 'unlist',
  'approve-changes': 'changes/approve',
  'reject-changes': 'changes/reject',
};

/**
 * Applications and contractors. A decision refreshes the list and the contractor's page, also when it was
 * refused (409: someone else decided meanwhile), so the admin sees where things stand.
 */
export const useContractorsApi = sectionEndpoints((api) =>
  api.enhanceEndpoints({ addTagTypes: ['AdminContractor'] }).injectEndpoints({
    endpoints: (build) => ({
      adminContractors: build.query<AdminContractorList, ContractorListFilter>({
        query: ({ status, country, specialization, changes, q, offset }) => ({
          url: `/api/admin/contractors?${listQuery(
            changes ? { changes: 'pending', country, specialization, q } : { status, country, specialization, q },
            offset,
          )}`,
        }),
        providesTags: [{ type: 'AdminContractor', id: 'LIST' }],
      }),
      adminContractor: build.query<AdminContractor, string>({
        query: (id) => ['/api/admin/contractors', id],
        providesTags: (_contractor, _error, id) => [{ type: 'AdminContractor', id }],
      }),
      reviewContractor: build.mutation<AdminContractor, ReviewDecision>({
        query: (decision) => ({
          url: `/api/admin/contractors/${decision.id}/${DECISION_PATHS[decision.action]}`,
          method: 'POST',
          body: 'reason' in decision ? { reason: decision.reason } : undefined,
        }),
        invalidatesTags: (_contractor, _error, { id }) => [
          { type: 'AdminContractor', id: 'LIST' },
          { type: 'AdminContractor', id },
        ],
      }),
    }),
  }),
);
