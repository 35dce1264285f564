import Router from '@koa/router';
import type { z } from 'zod';
import { AuthenticationRequiredError, ForbiddenError, ValidationError } from '../errors/app-errors.js';
import { jsonBodyParser } from './json-body.js';
import type { AppContext, AppState, HttpRoute } from './route.js';

/** Turns the first problem zod found into one sentence a person can act on. */
export function describeIssues(error: z.ZodError, source: string): string {
  const issue = error.issues[0];
  if (!issue) return `Invalid ${source}`;
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

function parsePart(schema: z.ZodType | undefined, value: unknown, source: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(describeIssues(result.error, source));
  return result.data;
}

function authorize(route: HttpRoute, ctx: AppContext): void {
  if (route.access === 'public') return;
  const principal = ctx.state.principal;
  if (!principal) throw new AuthenticationRequiredError();
  if (route.access === 'admin' && !principal.roles.includes('admin')) throw new ForbiddenError();
}

/**
 * Mounts routes on a Koa router: access rule first (so a visitor learns nothing from validation
 * messages), then params, query and body validated by their schemas, then the handler, whose answer is
 * shaped by the response schema.
 */
export function createApiRouter(routes: readonly HttpRoute[]): Router<AppState> {
  const router = new Router<AppState>();
  for (const route of routes) {
    const guard = async (ctx: AppContext, next: () => Promise<unknown>) => {
      authorize(route, ctx);
      await next();
    };
    const handler = async (ctx: AppContext) => {
      const params = parsePart(route.params, ctx.params, 'path parameters');
      const query = parsePart(route.query, ctx.query, 'query');
      const body = parsePart(route.body, (ctx.request as { body?: unknown }).body ?? {}, 'request body');
      const result = await route.handle({ params, query, body, principal: ctx.state.principal, ctx });
      if (result === undefined) {
        if (ctx.body === undefined && ctx.status === 404) ctx.status = 204;
        return;
      }
      ctx.status = route.successStatus ?? 200;
      ctx.body = route.response ? route.response.parse(result) : result;
    };
    // The guard runs before any body-reading middleware: a visitor's 25 MB upload is refused unread.
    const ownBody = route.jsonBodyLimit ? [jsonBodyParser(route.jsonBodyLimit)] : [];
    router[route.method](route.path, guard, ...ownBody, ...(route.middleware ?? []), handler);
  }
  return router;
}
