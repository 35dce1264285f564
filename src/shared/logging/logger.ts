import { pino, type DestinationStream, type Logger } from 'pino';
import { currentLogContext } from './log-context.js';

export type { Logger };

/**
 * Structured JSON logs; secrets and session material never reach a log line. Each line carries the
 * request id (and job) of the work that wrote it, taken from the log context, so a caller never passes it.
 */
export function createLogger(
  level: string,
  bindings: Record<string, unknown> = {},
  destination?: DestinationStream,
): Logger {
  const options = {
    level,
    base: { service: 'repairlens', ...bindings },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.secret'],
      censor: '[redacted]',
    },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => ({ ...currentLogContext() }),
  };
  return destination ? pino(options, destination) : pino(options);
}
