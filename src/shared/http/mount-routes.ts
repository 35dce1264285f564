import Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { AuthenticationRequiredError, ForbiddenError, ValidationError } from '../errors/app-errors.js';
import { jsonBodyParser } from './json-body.js';
import { requestLanguage } from './page-language.js';
import type { AppContext, AppState, HttpRoute } from './route.js';

/**
 * zod's own wording of a problem no schema words itself ("Trop petit : ..."), for a French request; custom
 * messages stay English here and are put in French with the others, by the error middleware.
 */
const FRENCH_ZOD_ERRORS = z.locales.frCA().localeError;

/** Turns the first problem zod found into one sentence a person can act on. */
export function describeIssues(error: z.ZodError, source: string): string {
  const issue = error.issues[0];
  if (!issue) return `Invalid ${source}`;
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** `value` is read only when there is a schema: Koa parses the query string on first reading, for nothing otherwise. */
function parsePart(schema: z.ZodType | undefined, value: () => unknown, source: string, ctx: AppContext): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value(), requestLanguage(ctx) === 'fr' ? { error: FRENCH_ZOD_ERRORS } : {});
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
 * One route's middleware, in order: access rule first (so a visitor learns nothing from validation messages; a
 * signed-in caller's answers are marked no-store), then params, query and body validated by their schemas, then the
 * handler, whose answer is shaped by the response schema.
 */
function routeMiddleware(route: HttpRoute): Middleware<AppState>[] {
  const guard = async (ctx: AppContext, next: () => Promise<unknown>) => {
    authorize(route, ctx);
    // An answer to a signed-in caller is theirs alone: no browser or shared cache may keep it.
    if (route.access !== 'public') ctx.set('Cache-Control', 'no-store');
    await next();
  };
  const handler = async (ctx: AppContext) => {
    const params = parsePart(route.params, () => ctx.params, 'path parameters', ctx);
    const query = parsePart(route.query, () => ctx.query, 'query', ctx);
    const body = parsePart(route.body, () => (ctx.request as { body?: unknown }).body ?? {}, 'request body', ctx);
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
  return [guard, ...ownBody, ...(route.middleware ?? []), handler] as Middleware<AppState>[];
}

/**
 * What a path is routed by: its first segment, or its first two under /api/ (`/api/repair-requests` for
 * `/api/repair-requests/:id/feedback`). Lower case, as the router matches paths whatever their case.
 */
function routingKey(path: string): string {
  const [, first = '', second = ''] = path.toLowerCase().split('/', 3);
  return first === 'api' ? `/api/${second}` : `/${first}`;
}

/**
 * Mounts routes, each with its middleware (see routeMiddleware), and answers 405 to a known path asked with another
 * method. One router per routing key: a router tests every route of its own in turn, so with them all in one, each
 * request paid for some eighty tests (profiling showed the router among the largest costs of a signed-in read).
 */
export function apiRouting(routes: readonly HttpRoute[]): Middleware<AppState> {
  const routers = new Map<string, Middleware<AppState>>();
  const byKey = Map.groupBy(routes, (route) => routingKey(route.path));
  for (const [key, keyRoutes] of byKey) {
    if (/[:(*]/.test(key)) throw new Error(`${keyRoutes[0]!.path}: a route's first segments are routed by, not read`);
    const router = new Router<AppState>();
    for (const route of keyRoutes) router[route.method](route.path, ...routeMiddleware(route));
    // What koa.use(router.routes()) would accept: the router adds its own fields to the context it is given.
    const answer = router.routes() as unknown as Middleware<AppState>;
    const allowedMethods = router.allowedMethods() as unknown as Middleware<AppState>;
    routers.set(key, async (ctx, next) => {
      await answer(ctx, async () => {
        await allowedMethods(ctx, next);
      });
    });
  }
  return async (ctx, next) => {
    const router = routers.get(routingKey(ctx.path));
    if (router) await router(ctx, next);
    else await next();
  };
}

/**
 * The routes marked `probe`, for the server to mount ahead of everything a probe does not need: a middleware that
 * answers their exact methods and paths itself, with no router's matching, and lets every other request by. They
 * stay in the main router too, which answers their other methods (405) and documents them.
 */
export function probeRoutes(routes: readonly HttpRoute[]): Middleware<AppState> {
  const probes = routes.filter((route) => route.probe);
  const misplaced = probes.find(
    (route) =>
      route.access !== 'public' || route.body || route.jsonBodyLimit || route.middleware || route.path.includes(':'),
  );
  if (misplaced) {
    throw new Error(
      `${misplaced.method.toUpperCase()} ${misplaced.path} is a probe but reads a caller, a body or a parameter`,
    );
  }
  // No parameter, body or middleware of its own: a probe is its guard and its handler (a GET answers HEAD too, as
  // the router's routes do).
  const answers = new Map<string, (ctx: AppContext) => Promise<void>>();
  for (const route of probes) {
    const [guard, handler] = routeMiddleware(route);
    const answer = async (ctx: AppContext) => {
      // What @koa/router sets on a match: request logging labels the metrics with it.
      (ctx as { _matchedRoute?: string })._matchedRoute = route.path;
      await guard!(ctx, async () => {
        await handler!(ctx, async () => undefined);
      });
    };
    const methods = route.method === 'get' ? ['GET', 'HEAD'] : [route.method.toUpperCase()];
    for (const method of methods) answers.set(`${method} ${route.path}`, answer);
  }
  return async (ctx, next) => {
    const answer = answers.get(`${ctx.method} ${ctx.path}`);
    if (answer) await answer(ctx);
    else await next();
  };
}
