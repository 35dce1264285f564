import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { AuthenticationRequiredError, NotFoundError } from '../errors/app-errors.js';
import type { AppState } from '../http/route.js';
import type { AppMetrics } from './metrics.js';

export const METRICS_PATH = '/metrics';

/** Compares digests so that neither the token's length nor its first wrong character shows in the timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * `GET /metrics` in the Prometheus text format for a scraper holding the bearer token. Metrics say how busy
 * the service is and where it fails, so they are never public: without a configured token the endpoint does
 * not exist, and a request without the right token is refused with 401.
 */
export function metricsEndpoint(metrics: AppMetrics, token: string | null): Middleware<AppState> {
  return async (ctx, next) => {
    if (ctx.path !== METRICS_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      await next();
      return;
    }
    if (token === null) throw new NotFoundError();
    const [scheme, given] = ctx.get('authorization').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !given || !sameSecret(given, token)) {
      ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new AuthenticationRequiredError();
    }
    const { contentType, body } = await metrics.exposition();
    ctx.set('Cache-Control', 'no-store');
    ctx.type = contentType;
    ctx.body = body;
  };
}
