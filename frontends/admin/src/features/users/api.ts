import type {
  AdminUser,
  AdminUserList,
  CreditGrantReceipt,
  CreditGrantRequest,
  SessionsEnded,
} from '@repairlens/contract';
import { sectionEndpoints } from '../../admin-api';
import { listQuery } from '../../components/list-controls';

/** The server's rules for a grant (the billing domain): whole credits from 1 to 1000, a reason of at most 500. */
export const GRANT_LIMITS = { minCredits: 1, maxCredits: 1000, reasonMaxLength: 500 } as const;

export interface UserSearch {
  /** Part of the e-mail address. */
  readonly q: string;
  readonly offset: number;
}

export type CreditGrant = CreditGrantRequest & { readonly id: string };

/** People, one person's account, credit grants and ending sessions. A change refreshes the list and the person. */
export const useUsersApi = sectionEndpoints((api) =>
  api.enhanceEndpoints({ addTagTypes: ['AdminUser'] }).injectEndpoints({
    endpoints: (build) => ({
      adminUsers: build.query<AdminUserList, UserSearch>({
        query: ({ q, offset }) => ({ url: `/api/admin/users?${listQuery({ q }, offset)}` }),
        providesTags: [{ type: 'AdminUser', id: 'LIST' }],
      }),
      adminUser: build.query<AdminUser, string>({
        query: (id) => ['/api/admin/users', id],
        providesTags: (_user, _error, id) => [{ type: 'AdminUser', id }],
      }),
      grantCredits: build.mutation<CreditGrantReceipt, CreditGrant>({
        query: ({ id, credits, reason }) => ({
          url: `/api/admin/users/${id}/credit-grants`,
          method: 'POST',
          body: { credits, reason },
        }),
        invalidatesTags: (_receipt, _error, { id }) => [
          { type: 'AdminUser', id: 'LIST' },
          { type: 'AdminUser', id },
        ],
      }),
      endUserSessions: build.mutation<SessionsEnded, string>({
        query: (id) => ({ url: `/api/admin/users/${id}/sessions`, method: 'DELETE' }),
        invalidatesTags: (_ended, _error, id) => [{ type: 'AdminUser', id }],
      }),
    }),
  }),
);
