import type { Middleware } from 'koa';
import type { AppState } from '../../../../shared/http/route.js';
import type { Sessions } from '../../application/sessions.js';
import type { SessionCookies } from './session-cookies.js';

/** Methods that change nothing: the only ones whose caller is resolved from a kept read; a write reads afresh. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Establishes who is calling from the session cookie; an unknown or expired one is cleared. A write answers only
 * once what it changed shows in signed-in reads on this instance, so the caller's next page sees it.
 */
export function sessionMiddleware(sessions: Sessions, cookies: SessionCookies): Middleware<AppState> {
  return async (ctx, next) => {
    const token = cookies.read(ctx, cookies.session);
    if (token) {
      const principal = await sessions.resolve(token, { fresh: !SAFE_METHODS.has(ctx.method) });
      if (principal) {
        ctx.state.principal = principal;
        cookies.ensureSignedInHint(ctx);
      } else cookies.clear(ctx, cookies.session);
    }
    try {
      await next();
    } finally {
      if (!SAFE_METHODS.has(ctx.method)) await sessions.settle();
    }
  };
}
