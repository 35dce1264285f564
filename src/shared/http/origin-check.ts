import type { Middleware } from 'koa';
import { ForbiddenError } from '../errors/app-errors.js';
import type { AppState } from './route.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard. A state-changing request that carries cookies must come from one
 * of our own origins, as the browser states in Origin (or, failing that, Referer). Requests without
 * cookies carry no ambient authority and pass, so server-to-server callers such as payment webhooks
 * are not affected. SameSite=Lax cookies are the first line; this is the second.
 */
export function originCheck(allowedOrigins: readonly string[]): Middleware<AppState> {
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method) || !ctx.get('cookie')) {
      await next();
      return;
    }
    const stated = ctx.get('origin') || ctx.get('referer');
    let origin: string | undefined;
    try {
      origin = stated ? new URL(stated).origin : undefined;
    } catch {
      origin = undefined;
    }
    if (!origin || !allowed.has(origin)) {
      throw new ForbiddenError('This request did not come from RepairLens and was refused.');
    }
    await next();
  };
}
