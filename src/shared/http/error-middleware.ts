import type { Middleware } from 'koa';
import type { Language } from '../domain/locale.js';
import { AppError, type AppErrorKind, RateLimitedError } from '../errors/app-errors.js';
import { frenchOf, messageIn } from '../errors/message-language.js';
import type { Logger } from '../logging/logger.js';
import { requestLanguage } from './page-language.js';
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

/** Connections refused, reset or timed out: a backing service (the database above all) is away for now. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'EAI_AGAIN']);
/** PostgreSQL: class 08 is a connection exception; 57P01–57P03 a server shutting down or not yet started. */
const UNREACHABLE_SQLSTATE = /^(08...|57P0[123])$/;
/** What node-postgres says, without a code, when the server vanished mid-conversation or never answered. */
const UNREACHABLE_MESSAGE = /Connection terminated|not queryable|timeout exceeded when trying to connect/i;

export const SERVICE_UNREACHABLE_MESSAGE = 'RepairLens is briefly unavailable. Please try again in a moment.';

/** Whether an error, or any error it wraps, says a backing service could not be reached: 503, not 500. */
export function isServiceUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNREACHABLE_SQLSTATE.test(code))) return true;
    if (UNREACHABLE_MESSAGE.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/** Errors raised by Koa and its body parsers carry `status` and `expose`; they are the client's fault. */
interface HttpishError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
}

const BAD_REQUEST_MESSAGE = 'Bad request';

/** The details a person reads, in their language: a form's problems by field (`fieldErrors`). */
function detailsIn(language: Language, details: AppError['details']): AppError['details'] {
  const { fieldErrors } = details;
  if (!fieldErrors || typeof fieldErrors !== 'object') return details;
  const localised = Object.entries(fieldErrors as Record<string, unknown>).map(([field, problem]) => [
    field,
    typeof problem === 'string' ? messageIn(language, problem) : problem,
  ]);
  return { ...details, fieldErrors: Object.fromEntries(localised) };
}

/**
 * A message Koa or a body parser wrote: ours when we have its French, else the general one (their wording is
 * not ours to translate one by one).
 */
function libraryMessageIn(language: Language, english: string): string {
  if (language === 'en') return english;
  return frenchOf(english) ?? messageIn(language, BAD_REQUEST_MESSAGE);
}

/**
 * Every failure answers JSON `{ message, ...details }`, in the language of the request (see requestLanguage). Expected failures keep their message;
 * anything unexpected is logged with the request id and answers a generic 500, never a stack trace.
 */
export function errorMiddleware(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      const language = requestLanguage(ctx);
      if (caught instanceof AppError) {
        ctx.status = STATUS_BY_KIND[caught.kind];
        if (caught instanceof RateLimitedError) ctx.set('Retry-After', String(caught.retryAfterSeconds));
        ctx.body = { message: messageIn(language, caught.message), ...detailsIn(language, caught.details) };
        return;
      }
      const httpish = caught as HttpishError;
      const status = httpish.status ?? httpish.statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        ctx.status = status;
        ctx.body = {
          message: libraryMessageIn(
            language,
            httpish.expose && httpish.message ? httpish.message : BAD_REQUEST_MESSAGE,
          ),
        };
        return;
      }
      if (isServiceUnreachable(caught)) {
        logger.warn({ err: caught, path: ctx.path }, 'a backing service is unreachable');
        ctx.status = STATUS_BY_KIND.unavailable;
        ctx.set('Retry-After', '5');
        ctx.body = { message: messageIn(language, SERVICE_UNREACHABLE_MESSAGE) };
        return;
      }
      logger.error({ err: caught, requestId: ctx.state.requestId, path: ctx.path }, 'unhandled error');
      ctx.status = 500;
      ctx.body = {
        message: messageIn(language, 'Something went wrong on our side. Please try again.'),
        requestId: ctx.state.requestId,
      };
    }
  };
}

/** A browser that left before the end of an answer (a tab closed mid-download): nothing failed on our side. */
const CLIENT_LEFT_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/**
 * Koa's 'error' event: what fails outside errorMiddleware, once the answer has begun (its body streaming out).
 * A log line like any other, where Koa alone would print the stack to standard error; a client that left is
 * worth a debug line only.
 */
export function logErrorOutsideAnswer(logger: Logger): (error: unknown, ctx?: { path?: string }) => void {
  return (error, ctx) => {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && CLIENT_LEFT_CODES.has(code)) {
      logger.debug({ code, path: ctx?.path }, 'the client left before the answer ended');
    } else {
      logger.error({ err: error, path: ctx?.path }, 'error while answering');
    }
  };
}
