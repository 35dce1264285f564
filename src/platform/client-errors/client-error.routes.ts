import { enforceRateLimit, type RateLimiter } from '../../shared/application/rate-limiter.js';
import { defineRoute, type HttpRoute } from '../../shared/http/route.js';
import type { ClientErrorLog } from './client-error-log.js';
import { ClientErrorListSchema, ClientErrorQuerySchema, ClientErrorReportSchema } from './client-error.contract.js';

const REPORT_LIMIT = { name: 'log-error', limit: 30, windowSeconds: 60 };
/** Anyone may report without an account: besides the burst limit, one address stores at most this many a day. */
const DAILY_REPORT_LIMIT = { name: 'log-error-daily', limit: 500, windowSeconds: 24 * 60 * 60 };

export function clientErrorRoutes(log: ClientErrorLog, rateLimiter: RateLimiter): HttpRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/api/log-error',
      summary: 'Stores an error the web app met (render errors, global errors, unhandled rejections)',
      tag: 'platform',
      access: 'public',
      body: ClientErrorReportSchema,
      successStatus: 204,
      errorStatuses: [429],
      handle: async ({ body, principal, ctx }) => {
        await enforceRateLimit(rateLimiter, REPORT_LIMIT, ctx.ip);
        await enforceRateLimit(rateLimiter, DAILY_REPORT_LIMIT, ctx.ip);
        await log.record({ ...body, userId: principal?.userId ?? null, requestId: ctx.state.requestId }, new Date());
        ctx.status = 204;
        return undefined;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/client-errors',
      summary: 'The error log from browsers, newest first, searchable, with the total (admin console)',
      tag: 'platform',
      access: 'admin',
      query: ClientErrorQuerySchema,
      response: ClientErrorListSchema,
      handle: async ({ query }) => {
        const { entries, total } = await log.search({
          search: query.q || null,
          from: query.from ?? null,
          to: query.to ?? null,
          limit: query.limit,
          offset: query.offset,
        });
        return {
          total,
          items: entries.map((entry) => ({
            ...entry,
            reportedAt: entry.reportedAt.toISOString(),
            receivedAt: entry.receivedAt.toISOString(),
          })),
        };
      },
    }),
  ];
}
