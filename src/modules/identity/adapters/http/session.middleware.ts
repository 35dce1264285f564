import type { Middleware } from 'koa';
import type { AppState } from '../../../../shared/http/route.js';
import type { Sessions } from '../../application/sessions.js';
import type { SessionCookies } from './session-cookies.js';

/** Establishes who is calling from the session cookie; an unknown or expired one is cleared. */
export function sessionMiddleware(sessions: Sessions, cookies: SessionCookies): Middleware<AppState> {
  return async (ctx, next) => {
    const token = cookies.read(ctx, cookies.session);
    if (token) {
      const principal = await sessions.resolve(token);
      if (principal) ctx.state.principal = principal;
      else cookies.clear(ctx, cookies.session);
    }
    await next();
  };
}
