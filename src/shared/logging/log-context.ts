import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written on behalf of one request, or one job, says about where it comes from. */
export interface LogContext {
  /** The HTTP request that caused the work; a job carries the id of the request that enqueued it. */
  readonly requestId?: string;
  readonly queue?: string;
  readonly jobId?: string;
}

const storage = new AsyncLocalStorage<LogContext>();

/** Runs `work` with `context` added to every log line it writes, however deep in the call stack. */
export function withLogContext<T>(context: LogContext, work: () => T): T {
  return storage.run({ ...storage.getStore(), ...context }, work);
}

export function currentLogContext(): LogContext {
  return storage.getStore() ?? {};
}
