import { enforceRateLimit, type RateLimiter } from '../../shared/application/rate-limiter.js';
import { defineRoute, type HttpRoute } from '../../shared/http/route.js';
import type { ClientErrorLog } from './client-error-log.js';
import { ClientErrorReportSchema } from './client-error.contract.js';

const REPORT_LIMIT = { name: 'log-error', limit: 30, windowSeconds: 60 };

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
        await log.record({ ...body, userId: principal?.userId ?? null, requestId: ctx.state.requestId }, new Date());
        ctx.status = 204;
        return undefined;
      },
    }),
  ];
}
