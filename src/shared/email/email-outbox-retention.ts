import type { Container } from 'inversify';
import type { Clock } from '../application/clock.js';
import { retentionSweep, startPeriodicSweep, type PeriodicSweep } from '../jobs/periodic-sweeps.js';
import { CLOCK, CONFIG, ENTITY_MANAGER } from '../tokens.js';
import type { EmailOutboxStore } from './email-outbox-store.js';
import { MikroOrmEmailOutboxStore } from './mikro-orm-email-outbox-store.js';

/**
 * Messages hold addresses and what was said to the person: sent and failed ones are kept for the admin console
 * to their retention period, then deleted. Queued ones stay until they are sent or fail.
 */
export function emailOutboxRetentionSweep(
  store: EmailOutboxStore,
  clock: Clock,
  retentionMs: number,
): PeriodicSweep<number> {
  return retentionSweep('old e-mails', (cutoff) => store.purgeSettledBefore(cutoff), clock, retentionMs);
}

/** Starts the retention sweep on this instance; stopPeriodicSweeps ends it with the others. */
export function startEmailOutboxRetention(container: Container): void {
  const sweep = emailOutboxRetentionSweep(
    new MikroOrmEmailOutboxStore(container.get(ENTITY_MANAGER)),
    container.get(CLOCK),
    container.get(CONFIG).retention.emailOutboxMs,
  );
  startPeriodicSweep(container, sweep);
}
