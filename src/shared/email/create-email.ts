import type { SharedConfig } from '../config/config.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Logger } from '../logging/logger.js';
import type { Database } from '../persistence/database.js';
import { loaderFor } from '../load-when-chosen.js';
import type * as AzureEmail from './azure-communication.email-transport.js';
import { EmailDelivery } from './email-delivery.js';
import type { EmailTransport } from './email-transport.js';
import { MikroOrmEmailOutboxStore } from './mikro-orm-email-outbox-store.js';
import { OutboxEmailTransport } from './outbox.email-transport.js';

const SEND_TIMEOUT_SECONDS = 60;
const MINUTE_MS = 60 * 1000;

/** Azure Communication Email when a connection string is configured; the outbox alone otherwise. */
export function createEmailTransport(config: SharedConfig): EmailTransport {
  const { transport, senderAddress } = config.email;
  if (transport.kind === 'outbox') return new OutboxEmailTransport();
  // Azure's SDK is loaded only when it is chosen.
  const { AzureCommunicationEmailTransport } = loaderFor(import.meta.url)(
    './azure-communication.email-transport.js',
  ) as typeof AzureEmail;
  return new AzureCommunicationEmailTransport({
    connectionString: transport.connectionString,
    senderAddress,
    allowInsecureConnection: !config.isProduction && /^endpoint=http:/i.test(transport.connectionString),
    pollIntervalMs: config.isProduction ? 2000 : 50,
    // Below the job's own timeout, so a hung send fails as a try rather than as a lost job.
    timeoutMs: (SEND_TIMEOUT_SECONDS - 10) * 1000,
  });
}

/** The e-mail outbox in the application's database, sent by durable jobs; started and ready to use. */
export async function startEmailDelivery(
  config: SharedConfig,
  database: Database,
  jobs: JobQueue,
  logger: Logger,
  transport: EmailTransport = createEmailTransport(config),
): Promise<{ delivery: EmailDelivery; store: MikroOrmEmailOutboxStore }> {
  const store = new MikroOrmEmailOutboxStore(database.em);
  const delivery = new EmailDelivery(store, jobs, transport, (work) => database.withContext(work), logger, {
    retryLimit: config.email.retryLimit,
    retryDelaySeconds: config.email.retryDelaySeconds,
    sendTimeoutSeconds: SEND_TIMEOUT_SECONDS,
    concurrency: 2,
    sweepIntervalMs: MINUTE_MS,
    overdueAfterMs: 2 * MINUTE_MS,
  });
  await delivery.start();
  return { delivery, store };
}
