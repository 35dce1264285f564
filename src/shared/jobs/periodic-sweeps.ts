import type { Container } from 'inversify';
import type { Clock } from '../application/clock.js';
import { DATABASE, LOGGER } from '../tokens.js';

export interface PeriodicSweep<Result> {
  /** Names the sweep in the logs. */
  readonly name: string;
  readonly intervalMs: number;
  readonly work: () => Promise<Result>;
  /** What to log at info when a run did something; undefined keeps a quiet run quiet. */
  readonly report?: (result: Result) => Record<string, unknown> | undefined;
}

const RETENTION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * An hourly sweep that keeps records to their retention period: `removeBefore` deletes those older than the
 * cutoff and answers how many it deleted; a run that deleted nothing stays quiet.
 */
export function retentionSweep(
  name: string,
  removeBefore: (cutoff: Date) => Promise<number>,
  clock: Clock,
  retentionMs: number,
): PeriodicSweep<number> {
  return {
    name,
    intervalMs: RETENTION_SWEEP_INTERVAL_MS,
    work: () => removeBefore(new Date(clock.now().getTime() - retentionMs)),
    report: (removed) => (removed > 0 ? { removed } : undefined),
  };
}

const running = new WeakMap<Container, NodeJS.Timeout[]>();

/**
 * Housekeeping a module does on a timer in every instance (expiring sessions and leads, failing abandoned
 * repairs, forgetting old webhook ids). Each run has an entity manager of its own; the work must be safe to run
 * on several instances at once. A failed run is logged and the next one tries again.
 */
export function startPeriodicSweep<Result>(container: Container, sweep: PeriodicSweep<Result>): void {
  const database = container.get(DATABASE);
  const logger = container.get(LOGGER);
  const timer = setInterval(() => {
    database
      .withContext(sweep.work)
      .then((result) => {
        const report = sweep.report?.(result);
        if (report) logger.info({ sweep: sweep.name, ...report }, `${sweep.name} sweep`);
      })
      .catch((error: unknown) => logger.warn({ err: error, sweep: sweep.name }, `${sweep.name} sweep failed`));
  }, sweep.intervalMs).unref();
  running.set(container, [...(running.get(container) ?? []), timer]);
}

/** Stops every sweep started for this container (the application is closing). */
export function stopPeriodicSweeps(container: Container): void {
  for (const timer of running.get(container) ?? []) clearInterval(timer);
  running.delete(container);
}
