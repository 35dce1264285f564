import type { Clock } from '../../../../shared/application/clock.js';
import { defineRoute, type HttpRoute } from '../../../../shared/http/route.js';
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
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/contractors',
      summary: 'Applications and contractors; status=pending is the review queue, oldest first',
      tag,
      access: 'admin',
      query: AdminContractorQuerySchema,
      response: AdminContractorListSchema,
      handle: async ({ query, ctx }) => {
        ctx.set('Cache-Control', 'no-store');
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
      handle: async ({ params, ctx }) => {
        ctx.set('Cache-Control', 'no-store');
        return detail(params.id);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/contractors/:id/approve',
      summary: 'Approves an application (or lists an unlisted contractor again); audited, the applicant is e-mailed',
      tag,
      access: 'admin',
      params: ContractorIdParamsSchema,
      response: AdminContractorSchema,
      errorStatuses: [404, 409],
      handle: async ({ params, principal }) => {
        await review.approve(params.id, principal);
        return detail(params.id);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/contractors/:id/reject',
      summary: 'Rejects a pending application with a reason; audited, the applicant is e-mailed the reason',
      tag,
      access: 'admin',
      params: ContractorIdParamsSchema,
      body: ReviewReasonSchema,
      response: AdminContractorSchema,
      errorStatuses: [404, 409],
      handle: async ({ params, body, principal }) => {
        await review.reject(params.id, body.reason, principal);
        return detail(params.id);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/contractors/:id/unlist',
      summary: 'Takes an approved contractor out of the directory with a reason; audited, e-mailed',
      tag,
      access: 'admin',
      params: ContractorIdParamsSchema,
      body: ReviewReasonSchema,
      response: AdminContractorSchema,
      errorStatuses: [404, 409],
      handle: async ({ params, body, principal }) => {
        await review.unlist(params.id, body.reason, principal);
        return detail(params.id);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/contractors/:id/changes/approve',
      summary: "Publishes an approved contractor's pending changes in the directory; audited, e-mailed",
      tag,
      access: 'admin',
      params: ContractorIdParamsSchema,
      response: AdminContractorSchema,
      errorStatuses: [404, 409],
      handle: async ({ params, principal }) => {
        await review.approveChanges(params.id, principal);
        return detail(params.id);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/contractors/:id/changes/reject',
      summary: 'Drops pending changes with a reason (the directory keeps the reviewed details); audited, e-mailed',
      tag,
      access: 'admin',
      params: ContractorIdParamsSchema,
      body: ReviewReasonSchema,
      response: AdminContractorSchema,
      errorStatuses: [404, 409],
      handle: async ({ params, body, principal }) => {
        await review.rejectChanges(params.id, body.reason, principal);
        return detail(params.id);
      },
    }),
  ];
}
