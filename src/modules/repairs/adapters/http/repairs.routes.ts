import type { RateLimiter } from '../../../../shared/application/rate-limiter.js';
import { AppError } from '../../../../shared/errors/app-errors.js';
import { defineRoute, type HttpRoute } from '../../../../shared/http/route.js';
import type { Logger } from '../../../../shared/logging/logger.js';
import type { AppMetrics } from '../../../../shared/observability/metrics.js';
import type { AddRepairDetail } from '../../application/add-repair-detail.js';
import type { RepairQueries } from '../../application/repair-queries.js';
import type { SubmitRepairRequest } from '../../application/submit-repair-request.js';
import {
  GalleryListSchema,
  GalleryQuerySchema,
  RepairCreatedSchema,
  RepairDetailSchema,
  RepairIdParamsSchema,
  RepairRequestSchema,
  RepairSharingSchema,
  RepairSummaryListSchema,
  RepairUploadFieldsSchema,
  type RepairInstructions,
} from '../../contract.js';
import type { RepairRequest } from '../../domain/repair-request.js';
import {
  classifyUpload,
  limitUploadsPerUser,
  receiveUpload,
  refuseOversizedBody,
  type UploadLimits,
} from './upload.middleware.js';

export interface RepairRouteDependencies {
  readonly submit: SubmitRepairRequest;
  readonly addDetail: AddRepairDetail;
  readonly queries: RepairQueries;
  readonly uploadLimits: UploadLimits;
  readonly rateLimiter: RateLimiter;
  readonly uploadsPerHour: number;
  readonly logger: Logger;
  readonly metrics: AppMetrics;
}

function repairView(repair: RepairRequest) {
  const { props } = repair;
  return {
    id: props.id,
    title: repair.title,
    status: props.status,
    description: props.description,
    createdAt: props.createdAt.toISOString(),
    finishedAt: props.finishedAt?.toISOString() ?? null,
    estimatedTime: props.instructions?.estimatedTime?.display ?? null,
    failureReason: props.failureReason,
    shared: props.shared,
    // The domain's readonly shape is the contract's shape; the response schema copies it field by field.
    instructions: repair.writtenInstructions as RepairInstructions | null,
  };
}

/** Logs the cause an application error carries (a storage or queue failure); the person reads only the message. */
async function loggingCauses<T>(logger: Logger, requestId: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (error instanceof AppError && cause) logger.error({ err: cause, requestId }, error.message);
    throw error;
  }
}

export function repairsRoutes({
  submit,
  addDetail,
  queries,
  uploadLimits,
  rateLimiter,
  uploadsPerHour,
  logger,
  metrics,
}: RepairRouteDependencies): HttpRoute[] {
  const uploadRateLimit = { name: 'repair-upload', limit: uploadsPerHour, windowSeconds: 60 * 60 };
  return [
    defineRoute({
      method: 'post',
      path: '/api/repair-requests',
      summary: 'Uploads one photo or video (multipart: file, optional description) and starts its repair',
      tag: 'repairs',
      access: 'user',
      requestContentType: 'multipart/form-data',
      middleware: [
        limitUploadsPerUser(rateLimiter, uploadRateLimit),
        refuseOversizedBody(uploadLimits),
        receiveUpload(uploadLimits),
      ],
      body: RepairUploadFieldsSchema,
      response: RepairCreatedSchema,
      successStatus: 201,
      errorStatuses: [400, 401, 402, 413, 415, 429, 503],
      handle: async ({ principal, body, ctx }) => {
        const upload = await classifyUpload(ctx, uploadLimits);
        metrics.uploadSize.observe({ kind: upload.kind }, upload.bytes);
        return loggingCauses(logger, ctx.state.requestId, () =>
          submit.execute({
            ownerId: principal.userId,
            upload,
            description: body.description ?? null,
            region: body.region ?? 'CA',
          }),
        );
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/repair-requests/:id/details',
      summary:
        'Adds the detail an answer asked for and writes the repair again (owner only); paid like an upload, ' +
        'since that answer was not charged',
      tag: 'repairs',
      access: 'user',
      middleware: [limitUploadsPerUser(rateLimiter, uploadRateLimit)],
      params: RepairIdParamsSchema,
      body: RepairDetailSchema,
      response: RepairCreatedSchema,
      errorStatuses: [400, 402, 404, 409, 429, 503],
      handle: async ({ principal, params, body, ctx }) =>
        loggingCauses(logger, ctx.state.requestId, () =>
          addDetail.execute({ ownerId: principal.userId, repairId: params.id, detail: body.detail }),
        ),
    }),
    defineRoute({
      method: 'get',
      path: '/api/repair-requests',
      summary: "The signed-in user's repair requests, newest first",
      tag: 'repairs',
      access: 'user',
      response: RepairSummaryListSchema,
      handle: async ({ principal, ctx }) => {
        ctx.set('Cache-Control', 'no-store');
        const summaries = await queries.listOwn(principal.userId);
        return summaries.map((summary) => ({ ...summary, createdAt: summary.createdAt.toISOString() }));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/repair-requests/:id',
      summary: 'One of your repair requests with its instructions; 404 for anyone but its owner',
      tag: 'repairs',
      access: 'user',
      params: RepairIdParamsSchema,
      response: RepairRequestSchema,
      errorStatuses: [404],
      handle: async ({ principal, params, ctx }) => {
        ctx.set('Cache-Control', 'no-store');
        return repairView(await queries.getOwn(principal.userId, params.id));
      },
    }),
    defineRoute({
      method: 'patch',
      path: '/api/repair-requests/:id/sharing',
      summary: 'Shares a completed repair to the public gallery, or stops sharing it (owner only)',
      tag: 'repairs',
      access: 'user',
      params: RepairIdParamsSchema,
      body: RepairSharingSchema,
      response: RepairRequestSchema,
      errorStatuses: [404, 409],
      handle: async ({ principal, params, body }) =>
        repairView(await queries.setSharing(principal.userId, params.id, body.shared)),
    }),
    defineRoute({
      method: 'get',
      path: '/api/gallery',
      summary: 'Repairs their owners chose to share, newest first; the instructions only, nothing personal',
      tag: 'repairs',
      access: 'public',
      query: GalleryQuerySchema,
      response: GalleryListSchema,
      handle: async ({ query }) => {
        const repairs = await queries.gallery(query.category ?? null);
        return repairs.flatMap(({ props }) => {
          if (!props.instructions) return [];
          const { analysis: _analysis, photoHints: _hints, ...instructions } = props.instructions as RepairInstructions;
          return [
            {
              id: props.id,
              title: instructions.title,
              category: instructions.category,
              createdAt: props.createdAt.toISOString(),
              instructions,
            },
          ];
        });
      },
    }),
  ];
}
