import type { Clock } from '../../../../shared/application/clock.js';
import type { z } from 'zod';
import { defineRoute, type HttpRoute, type RequestPrincipal } from '../../../../shared/http/route.js';
import type { ContractorReview } from '../../application/contractor-review.js';
import {
  AdminContractorListSchema,
  AdminContractorQuerySchema,
  AdminContractorSchema,
  ContractorIdParamsSchema,
  ReviewReasonSchema,
} from '../../contract.js';
import { adminListItem, adminView } from './views.js';

export interface AdminContractorRouteDependencies {
  readonly review: ContractorReview;
  readonly clock: Clock;
}

/** The admin console's contractor review: the queues, an application, and the audited decisions. */
export function adminContractorRoutes({ review, clock }: AdminContractorRouteDependencies): HttpRoute[] {
  const tag = 'contractors-admin';
  const detail = async (id: string) => adminView(await review.get(id), clock.now());
  /** A review decision: the use case audits it and e-mails the contractor; the answer is the contractor as it now stands. */
  const decision = <B extends typeof ReviewReasonSchema | undefined>(
    action: string,
    summary: string,
    body: B,
    decide: (
      id: string,
      principal: RequestPrincipal,
      body: B extends z.ZodType ? z.output<B> : undefined,
    ) => Promise<unknown>,
  ) =>
    defineRoute({
      method: 'post',
      path: `/api/admin/contractors/:id/${action}`,
      summary,
      tag,
      access: 'admin',
      params: ContractorIdParamsSchema,
      body,
      response: AdminContractorSchema,
      errorStatuses: [404, 409],
      handle: async ({ params, body: input, principal }) => {
        await decide(params.id, principal, input);
        return detail(params.id);
      },
    });
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/contractors',
      summary: 'Applications and contractors; status=pending is the review queue, oldest first',
      tag,
      access: 'admin',
      query: AdminContractorQuerySchema,
      response: AdminContractorListSchema,
      handle: async ({ query }) => {
        const { q, changes, ...filter } = query;
        const { items, total } = await review.list({
          ...filter,
          ...(changes === 'pending' ? { withPendingChanges: true } : {}),
          ...(q?.trim() ? { search: q.trim() } : {}),
        });
        return { total, items: items.map(adminListItem) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/contractors/:id',
      summary: 'One application with its listing and contractor plan',
      tag,
      access: 'admin',
      params: ContractorIdParamsSchema,
      response: AdminContractorSchema,
      errorStatuses: [404],
      handle: async ({ params }) => detail(params.id),
    }),
    decision(
      'approve',
      'Approves an application (or lists an unlisted contractor again); audited, the applicant is e-mailed',
      undefined,
      (id, principal) => review.approve(id, principal),
    ),
    decision(
      'reject',
      'Rejects a pending application with a reason; audited, the applicant is e-mailed the reason',
      ReviewReasonSchema,
      (id, principal, { reason }) => review.reject(id, reason, principal),
    ),
    decision(
      'unlist',
      'Takes an approved contractor out of the directory with a reason; audited, e-mailed',
      ReviewReasonSchema,
      (id, principal, { reason }) => review.unlist(id, reason, principal),
    ),
    decision(
      'changes/approve',
      "Publishes an approved contractor's pending changes in the directory; audited, e-mailed",
      undefined,
      (id, principal) => review.approveChanges(id, principal),
    ),
    decision(
      'changes/reject',
      'Drops pending changes with a reason (the directory keeps the reviewed details); audited, e-mailed',
      ReviewReasonSchema,
      (id, principal, { reason }) => review.rejectChanges(id, reason, principal),
    ),
  ];
}
