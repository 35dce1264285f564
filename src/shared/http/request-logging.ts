import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { withLogContext } from '../logging/log-context.js';
import type { Logger } from '../logging/logger.js';
import type { AppMetrics } from '../observability/metrics.js';
import type { AppState } from './route.js';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** Requests no route matched (static files, unknown paths) share one label: raw URLs would be unbounded. */
const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Gives each request an id (a trusted proxy's, or a new one) and echoes it back; every log line written while
 * the request runs, and by the jobs it enqueues, carries it. Logs one line per request and times it for the
 * metrics by its route's path pattern. A probe's successful answer (`quietPaths`: health and readiness, which load
 * balancers ask for every few seconds) is counted in the metrics but not logged: its lines would drown the others.
 */
export function requestLogging(
  logger: Logger,
  metrics: AppMetrics,
  trustProxy: boolean,
  quietPaths: ReadonlySet<string> = new Set(),
): Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = trustProxy ? ctx.get('x-request-id') : '';
    const requestId = REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await withLogContext({ requestId }, next);
    } finally {
      const seconds = (performance.now() - started) / 1000;
      // Set by @koa/router on the context when one of its routes matched.
      const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
      const route = typeof matched === 'string' ? matched : undefined;
      metrics.httpRequestDuration.observe(
        { method: ctx.method, route: route ?? UNMATCHED_ROUTE, status: String(ctx.status) },
        seconds,
      );
      if (ctx.status >= 400 || !quietPaths.has(ctx.path)) {
        const line = {
          requestId,
          method: ctx.method,
          path: ctx.path,
          route,
          status: ctx.status,
          durationMs: Math.round(seconds * 10_000) / 10,
        };
        if (ctx.status >= 500) logger.error(line, 'request');
        else logger.info(line, 'request');
      }
    }
  };
}
