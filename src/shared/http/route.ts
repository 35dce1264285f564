import type { Middleware, ParameterizedContext } from 'koa';
import type { z } from 'zod';
import type { RequestPrincipal } from '../application/principal.js';
import type { Role } from '../domain/role.js';

// Re-exported for the HTTP layer; domain and application code import them from their own layers.
export type { RequestPrincipal, Role };

export interface AppState {
  principal?: RequestPrincipal;
  requestId: string;
}

export type AppContext = ParameterizedContext<AppState>;

/**
 * Who may call a route. Every route must say so: the authorization matrix test walks the route list,
 * and a route without a rule cannot be defined.
 */
export type Access = 'public' | 'user' | 'admin';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Schema = z.ZodType;
type Infer<S> = S extends Schema ? z.output<S> : undefined;

export interface RouteInput<P, Q, B> {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly principal: RequestPrincipal | undefined;
  readonly ctx: AppContext;
}

export interface RouteDefinition<
  PS extends Schema | undefined,
  QS extends Schema | undefined,
  BS extends Schema | undefined,
  RS extends Schema | undefined,
  A extends Access,
> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly access: A;
  readonly params?: PS;
  readonly query?: QS;
  /** A JSON body schema; multipart and raw bodies are read by the route's own middleware instead. */
  readonly body?: BS;
  /** Shapes the JSON answer: unknown fields are dropped, so nothing leaks by accident. */
  readonly response?: RS;
  readonly successStatus?: number;
  /** Statuses other than success that the route documents in OpenAPI. */
  readonly errorStatuses?: readonly number[];
  /** Non-JSON request bodies, for the OpenAPI document. */
  readonly requestContentType?: 'multipart/form-data' | 'application/octet-stream';
  /** A JSON body larger than the server's default (e.g. '1mb'); only for a path without parameters. */
  readonly jsonBodyLimit?: string;
  /**
   * A load balancer's probe (liveness, readiness): answered ahead of the static files, the JSON body, the origin
   * check, the database context and the session, none of which it reads, so a probe stays cheap under load. Only
   * for public routes without a body.
   */
  readonly probe?: boolean;
  readonly middleware?: readonly Middleware<AppState>[];
  /** Return the JSON answer, or undefined when the handler answered itself (a redirect, a stream). */
  readonly handle: (
    input: RouteInput<Infer<PS>, Infer<QS>, Infer<BS>> & {
      readonly principal: A extends 'public' ? RequestPrincipal | undefined : RequestPrincipal;
    },
  ) => Promise<(RS extends Schema ? z.input<RS> : unknown) | undefined>;
}

/** A route with its types erased, as the router and the OpenAPI generator see it. */
export interface HttpRoute {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly access: Access;
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  readonly response?: Schema;
  readonly successStatus?: number;
  readonly errorStatuses?: readonly number[];
  readonly requestContentType?: string;
  readonly jsonBodyLimit?: string;
  readonly probe?: boolean;
  readonly middleware?: readonly Middleware<AppState>[];
  readonly handle: (input: RouteInput<unknown, unknown, unknown>) => Promise<unknown>;
}

export function defineRoute<
  PS extends Schema | undefined = undefined,
  QS extends Schema | undefined = undefined,
  BS extends Schema | undefined = undefined,
  RS extends Schema | undefined = undefined,
  A extends Access = Access,
>(definition: RouteDefinition<PS, QS, BS, RS, A>): HttpRoute {
  return definition as unknown as HttpRoute;
}
