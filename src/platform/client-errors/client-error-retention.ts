import type { Container } from 'inversify';
import type { Clock } from '../../shared/application/clock.js';
import { retentionSweep, startPeriodicSweep, type PeriodicSweep } from '../../shared/jobs/periodic-sweeps.js';
import { CLOCK, CONFIG, ENTITY_MANAGER } from '../../shared/tokens.js';
import { ClientErrorLog } from './client-error-log.js';

/**
 * Anyone may report an error without an account, so the log is kept to its retention period: reports received
 * longer ago than that are deleted.
 */
export function clientErrorRetentionSweep(
  log: ClientErrorLog,
  clock: Clock,
  retentionMs: number,
): PeriodicSweep<number> {
  return retentionSweep('old client errors', (cutoff) => log.removeReceivedBefore(cutoff), clock, retentionMs);
}

/** Starts the retention sweep on this instance; stopPeriodicSweeps ends it with the others. */
export function startClientErrorRetention(container: Container): void {
  const sweep = clientErrorRetentionSweep(
    new ClientErrorLog(container.get(ENTITY_MANAGER)),
    container.get(CLOCK),
    container.get(CONFIG).retention.clientErrorsMs,
  );
  startPeriodicSweep(container, sweep);
}
