import type { Middleware } from 'koa';
import { AppError, type AppErrorKind, RateLimitedError } from '../errors/app-errors.js';
import type { Logger } from '../logging/logger.js';
import type { AppState } from './route.js';

/** The only place where a kind of failure becomes an HTTP status. */
export const STATUS_BY_KIND: Readonly<Record<AppErrorKind, number>> = {
  validation: 400,
  'authentication-required': 401,
  'payment-required': 402,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'rate-limited': 429,
  unavailable: 503,
};

/** Errors raised by Koa and its body parsers carry `status` and `expose`; they are the client's fault. */
interface HttpishError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
}

/**
 * Every failure answers JSON `{ message, ...details }`. Expected failures keep their message;
 * anything unexpected is logged with the request id and answers a generic 500, never a stack trace.
 */
export function errorMiddleware(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      if (caught instanceof AppError) {
        ctx.status = STATUS_BY_KIND[caught.kind];
        if (caught instanceof RateLimitedError) ctx.set('Retry-After', String(caught.retryAfterSeconds));
        ctx.body = { message: caught.message, ...caught.details };
        return;
      }
      const httpish = caught as HttpishError;
      const status = httpish.status ?? httpish.statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        ctx.status = status;
        ctx.body = { message: httpish.expose && httpish.message ? httpish.message : 'Bad request' };
        return;
      }
      logger.error({ err: caught, requestId: ctx.state.requestId, path: ctx.path }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { message: 'Something went wrong on our side. Please try again.', requestId: ctx.state.requestId };
    }
  };
}
