import type { Container } from 'inversify';
import type { Clock } from '../application/clock.js';
import type { AppConfig } from '../config/config.js';
import { retentionSweep, startPeriodicSweep, type PeriodicSweep } from '../jobs/periodic-sweeps.js';
import type { Logger } from '../logging/logger.js';
import type { Database, EntityManager } from '../persistence/database.js';
import { CLOCK, CONFIG, DATABASE, ENTITY_MANAGER, LOGGER } from '../tokens.js';
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
    new MikroOrmEmailOutboxStore(container.get<EntityManager>(ENTITY_MANAGER)),
    container.get<Clock>(CLOCK),
    container.get<AppConfig>(CONFIG).retention.emailOutboxMs,
  );
  startPeriodicSweep(container, container.get<Database>(DATABASE), container.get<Logger>(LOGGER), sweep);
}
