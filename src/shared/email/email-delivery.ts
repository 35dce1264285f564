import type { JobQueue } from '../jobs/job-queue.js';
import type { Logger } from '../logging/logger.js';
import type { EmailMessage, EmailOutbox, EmailRecall } from './email.js';
import type { EmailOutboxStore } from './email-outbox-store.js';
import { EmailRejectedError, type EmailTransport } from './email-transport.js';

/** The durable queue whose jobs send one outbox message each. */
export const SEND_EMAIL_QUEUE = 'email.send';

interface SendEmailJob {
  readonly messageId: string;
}

export interface EmailDeliverySettings {
  /** Tries after the first one; then the message is marked failed. */
  readonly retryLimit: number;
  readonly retryDelaySeconds: number;
  /** A send still running after this long is taken as lost, and the message may be claimed again. */
  readonly sendTimeoutSeconds: number;
  readonly concurrency: number;
  /** How often the sweeper looks for messages that no job is looking after. */
  readonly sweepIntervalMs: number;
  /** A queued message older than this with no job running is handed to the queue again. */
  readonly overdueAfterMs: number;
}

/**
 * The outbox at work: `add` records messages with the caller's transaction, `dispatch` enqueues a job per
 * message once that has committed, and each job sends its message through the transport. A message is
 * claimed by one statement before it is sent, so two jobs never send it both; a failed try is retried by
 * the queue, a refusal (`EmailRejectedError`) or the last failed try marks it failed. A sweeper hands the
 * queue whatever a crash or a failed enqueue left behind (old messages go by email-outbox-retention.ts).
 */
export class EmailDelivery implements EmailOutbox, EmailRecall {
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: EmailOutboxStore,
    private readonly jobs: JobQueue,
    private readonly transport: EmailTransport,
    private readonly runInContext: <T>(work: () => Promise<T>) => Promise<T>,
    private readonly logger: Logger,
    private readonly settings: EmailDeliverySettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Declares the queue, works it in this process and starts the sweeper. */
  async start(): Promise<void> {
    await this.jobs.declare(SEND_EMAIL_QUEUE, {
      timeoutSeconds: this.settings.sendTimeoutSeconds,
      retryLimit: this.settings.retryLimit,
      retryDelaySeconds: this.settings.retryDelaySeconds,
    });
    await this.jobs.work<SendEmailJob>(SEND_EMAIL_QUEUE, this.settings.concurrency, ({ messageId }) =>
      this.deliver(messageId),
    );
    this.sweeper = setInterval(() => {
      this.sweep().catch((error: unknown) => this.logger.warn({ err: error }, 'e-mail sweep failed'));
    }, this.settings.sweepIntervalMs).unref();
  }

  stop(): void {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
  }

  add(messages: readonly EmailMessage[]): Promise<string[]> {
    return this.store.insert(messages, this.now());
  }

  discard(ids: readonly string[]): Promise<void> {
    return this.store.remove(ids);
  }

  async dispatch(ids: readonly string[]): Promise<void> {
    for (const messageId of ids) {
      try {
        await this.jobs.enqueue<SendEmailJob>(SEND_EMAIL_QUEUE, { messageId });
      } catch (error) {
        this.logger.warn({ err: error, messageId }, 'e-mail not handed to the queue; the sweeper will');
      }
    }
  }

  /** One try at sending one message: the job's work. Throws to have the queue try again later. */
  async deliver(messageId: string): Promise<void> {
    const claimedAt = this.now();
    const leaseUntil = new Date(claimedAt.getTime() + this.settings.sendTimeoutSeconds * 1000);
    const message = await this.store.claim(messageId, claimedAt, leaseUntil);
    if (!message) return;
    let receipt;
    try {
      receipt = await this.transport.deliver(message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof EmailRejectedError || message.attempts > this.settings.retryLimit) {
        await this.store.markFailed(messageId, reason);
        this.logger.error({ err: error, messageId, attempts: message.attempts }, 'e-mail could not be sent');
        return;
      }
      const retryAt = new Date(this.now().getTime() + this.settings.retryDelaySeconds * 1000);
      await this.store.release(messageId, reason, retryAt);
      throw error;
    }
    await this.store.markSent(messageId, this.transport.name, receipt.providerMessageId, this.now());
  }

  /** Hands overdue messages to the queue again. */
  async sweep(): Promise<{ redispatched: number }> {
    const now = this.now();
    const overdue = await this.runInContext(() =>
      this.store.overdue(new Date(now.getTime() - this.settings.overdueAfterMs), now, 100),
    );
    await this.dispatch(overdue);
    return { redispatched: overdue.length };
  }
}
