import { PgBoss, fromPglite, type ConstructorOptions, type PGliteLike } from 'pg-boss';
import type { SharedConfig } from '../config/config.js';
import { currentLogContext, withLogContext } from '../logging/log-context.js';
import type { Logger } from '../logging/logger.js';
import type { AppMetrics } from '../observability/metrics.js';
import type { Database } from '../persistence/database.js';
import type { JobHandler, JobQueue, QueueSettings } from './job-queue.js';

/** pg-boss keeps its tables in a schema of its own; it creates and migrates them at start. */
const SCHEMA = 'pgboss';

/**
 * The payload field that carries the id of the request that enqueued a job, so the job's log lines carry it
 * too. The handler never sees it.
 */
const ORIGIN_FIELD = '_origin';
interface JobOrigin {
  readonly requestId?: string;
}

/**
 * Jobs in the application's own database with pg-boss. On PostgreSQL pg-boss opens a small pool of its own.
 * On PGlite it cannot: PGlite is one in-process session that no second client can open, so pg-boss is
 * handed the very PGlite instance MikroORM holds. That is sound because PGlite serialises every statement
 * and holds an exclusive lock for a whole transaction: a pg-boss statement waits for MikroORM's open
 * transaction to end and never runs inside it. The one rule that follows: never enqueue from inside a
 * transaction, which on PGlite would wait for itself.
 */
export class PgBossJobQueue implements JobQueue {
  private constructor(
    private readonly boss: PgBoss,
    private readonly runInContext: <T>(work: () => Promise<T>) => Promise<T>,
    private readonly logger: Logger,
    private readonly metrics: AppMetrics | undefined,
  ) {}

  /** `metrics`, when given, times every job run and counts the failures. */
  static async start(
    database: Database,
    settings: SharedConfig['jobs'],
    logger: Logger,
    metrics?: AppMetrics,
  ): Promise<PgBossJobQueue> {
    const common: ConstructorOptions = {
      schema: SCHEMA,
      // Lost jobs (active past their timeout) are found by the monitor pass: run it as often as supervision.
      superviseIntervalSeconds: settings.superviseIntervalSeconds,
      monitorIntervalSeconds: settings.superviseIntervalSeconds,
      schedule: false,
      useListenNotify: true,
    };
    const options: ConstructorOptions =
      database.kind === 'pglite'
        ? { ...common, backend: 'pglite', db: fromPglite(await nativePglite(database)) }
        : {
            ...common,
            connectionString: databaseUrl(database),
            max: settings.poolMax,
            application_name: 'repairlens-jobs',
          };
    const boss = new PgBoss(options);
    boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
    boss.on('warning', (warning) => logger.warn({ warning }, 'job queue warning'));
    await boss.start();
    return new PgBossJobQueue(boss, (work) => database.withContext(work), logger, metrics);
  }

  async declare(queue: string, settings: QueueSettings): Promise<void> {
    const options = {
      expireInSeconds: settings.timeoutSeconds,
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelaySeconds,
      notify: true,
    };
    if (await this.boss.getQueue(queue)) await this.boss.updateQueue(queue, options);
    else await this.boss.createQueue(queue, options);
  }

  async work<T extends object>(queue: string, concurrency: number, handler: JobHandler<T>): Promise<void> {
    await this.boss.work<T>(
      queue,
      // NOTIFY wakes workers for new jobs at once; retries and lost jobs announce nothing, so keep polling brisk.
      { localConcurrency: concurrency, batchSize: 1, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 2 },
      async ([job]) => {
        if (!job) return;
        const { [ORIGIN_FIELD]: origin, ...data } = job.data as T & { [ORIGIN_FIELD]?: JobOrigin };
        await withLogContext({ requestId: origin?.requestId, queue, jobId: job.id }, () =>
          this.run(queue, job.id, () => handler(data as T, { jobId: job.id })),
        );
      },
    );
  }

  private async run(queue: string, jobId: string, work: () => Promise<void>): Promise<void> {
    const started = performance.now();
    const finished = (outcome: 'completed' | 'failed') => {
      const seconds = (performance.now() - started) / 1000;
      this.metrics?.jobDuration.observe({ queue, outcome }, seconds);
      return { queue, jobId, outcome, durationMs: Math.round(seconds * 10_000) / 10 };
    };
    try {
      await this.runInContext(work);
      this.logger.info(finished('completed'), 'job');
    } catch (error) {
      this.metrics?.jobFailures.inc({ queue });
      this.logger.error({ ...finished('failed'), err: error }, 'job failed; it will be retried if it has tries left');
      throw error;
    }
  }

  async enqueue<T extends object>(queue: string, data: T): Promise<string> {
    const { requestId } = currentLogContext();
    const origin: JobOrigin = { requestId };
    const id = await this.boss.send(queue, requestId ? { ...data, [ORIGIN_FIELD]: origin } : data);
    if (!id) throw new Error(`The job queue refused a job for ${queue}`);
    return id;
  }

  /** Stops taking jobs and waits up to `timeoutMs` for running ones; unfinished ones run again later. */
  async stop(timeoutMs: number): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }
}

function databaseUrl(database: Database): string {
  const url = database.orm.config.get('clientUrl');
  if (!url) throw new Error('The PostgreSQL connection URL is not known to the ORM');
  return url;
}

/** The PGlite instance MikroORM's connection holds (see the class comment for why it is shared). */
async function nativePglite(database: Database): Promise<PGliteLike> {
  const connection = database.em.getConnection() as unknown as { getNativeClient?: () => Promise<PGliteLike> };
  if (typeof connection.getNativeClient !== 'function') {
    throw new Error('The PGlite connection does not expose its instance; the job queue cannot share it');
  }
  return connection.getNativeClient();
}
