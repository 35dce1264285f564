import type { EmailMessage } from './email.js';
import type { EmailTransport, OutgoingEmail } from './email-transport.js';

/** queued → sending → sent | failed; a failed try goes back to queued until the tries run out. */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** One message as the outbox keeps it, for the admin console. */
export interface OutboxEntry extends EmailMessage {
  readonly id: string;
  readonly status: OutboxStatus;
  readonly attempts: number;
  readonly lastError: string | null;
  /** Where it went: the outbox itself (embedded default) or Azure Communication Email. */
  readonly transport: EmailTransport['name'] | null;
  readonly providerMessageId: string | null;
  readonly createdAt: Date;
  readonly sentAt: Date | null;
}

export interface ClaimedEmail extends OutgoingEmail {
  /** This try included. */
  readonly attempts: number;
}

export interface OutboxFilter {
  readonly status?: OutboxStatus;
  /** Exactly this recipient (case-insensitive). */
  readonly to?: string;
  /** Part of the recipient or the subject, matched literally and case-insensitively. */
  readonly search?: string;
}

/** The outbox table; every method is one statement, so concurrent workers cannot both claim a message. */
export interface EmailOutboxStore {
  insert(messages: readonly EmailMessage[], at: Date): Promise<string[]>;
  /**
   * queued (or sending whose lease lapsed: its worker died) → sending, with one more attempt counted.
   * Null when the message is not there to send (sent, failed, erased, or another worker holds it).
   */
  claim(id: string, at: Date, leaseUntil: Date): Promise<ClaimedEmail | null>;
  markSent(id: string, transport: EmailTransport['name'], providerMessageId: string | null, at: Date): Promise<void>;
  /** Back to queued after a failed try; the sweeper leaves it alone until `retryAt`. */
  release(id: string, error: string, retryAt: Date): Promise<void>;
  markFailed(id: string, error: string): Promise<void>;
  /** Messages no job is looking after: queued and due before `before`, or sending with a lapsed lease. */
  overdue(before: Date, at: Date, limit: number): Promise<string[]>;
  /** Removes these messages whatever their state; a job that comes for one later finds nothing to send. */
  remove(ids: readonly string[]): Promise<void>;
  /** Removes sent and failed messages created before the cutoff; answers how many. */
  purgeSettledBefore(cutoff: Date): Promise<number>;
  /** Newest first. */
  list(filter: OutboxFilter & { readonly limit: number; readonly offset?: number }): Promise<OutboxEntry[]>;
  count(filter: OutboxFilter): Promise<number>;
}
