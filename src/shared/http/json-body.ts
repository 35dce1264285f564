import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import type { AppState, HttpRoute } from './route.js';

/** What one JSON request body may weigh, unless its route says otherwise. */
export const DEFAULT_JSON_BODY_LIMIT = '100kb';

export function jsonBodyParser(limit: string): Middleware<AppState> {
  return bodyParser({ enableTypes: ['json'], jsonLimit: limit, encoding: 'utf-8' });
}

/**
 * The server-wide JSON parser. Routes that declare a larger `jsonBodyLimit` (a provider's webhook, whose events
 * we do not size) are left to parse their own body with it, after their access rule.
 */
export function jsonBodies(routes: readonly HttpRoute[]): Middleware<AppState> {
  const parsedByRoute = new Set(
    routes.filter((route) => route.jsonBodyLimit).map((route) => `${route.method.toUpperCase()} ${route.path}`),
  );
  const parse = jsonBodyParser(DEFAULT_JSON_BODY_LIMIT);
  return async (ctx, next) => {
    if (parsedByRoute.has(`${ctx.method} ${ctx.path}`)) await next();
    else await parse(ctx, next);
  };
}
