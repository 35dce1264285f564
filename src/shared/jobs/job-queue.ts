import { token } from '../token.js';

/** How a queue treats its jobs; every job of the queue inherits it. */
export interface QueueSettings {
  /** A job still running after this long is taken as lost (its worker crashed) and run again. */
  readonly timeoutSeconds: number;
  /** How many times a job that threw or was lost runs again before it is given up. */
  readonly retryLimit: number;
  readonly retryDelaySeconds: number;
}

export interface JobHandler<T> {
  (data: T, attempt: { readonly jobId: string }): Promise<void>;
}

/**
 * Durable background work: a job is stored in the database when it is enqueued and survives a restart;
 * a job whose worker died runs again elsewhere. Handlers must therefore be idempotent. Each handler runs
 * with its own database context, as an HTTP request does.
 */
export interface JobQueue {
  /** Creates the queue if it does not exist, with these settings. Call before enqueueing. */
  declare(queue: string, settings: QueueSettings): Promise<void>;
  /** Works the queue in this process, at most `concurrency` jobs at a time. */
  work<T extends object>(queue: string, concurrency: number, handler: JobHandler<T>): Promise<void>;
  /** Stores a job; answers its id. Never call it inside a database transaction (PGlite has one session). */
  enqueue<T extends object>(queue: string, data: T): Promise<string>;
}

export const JOB_QUEUE = token<JobQueue>('shared.JobQueue');
