import { token } from '../token.js';

/** One e-mail to one person, with a plain-text body and an HTML body saying the same. */
export interface EmailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /**
   * Extra header fields, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058) on e-mail a person
   * can opt out of. Both transports carry them: the outbox keeps them, Azure sends them.
   */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * Where application code puts the e-mail it wants sent. Messages are recorded in the database first
 * (the outbox) and sent afterwards by a durable job that retries, so a request never waits for a mail
 * server and a message is never lost between a change and its notification.
 */
export interface EmailOutbox {
  /**
   * Records messages to send. Inside a transaction they join it: they are kept, and later sent, only if
   * it commits. Answers their ids, for `dispatch`.
   */
  add(messages: readonly EmailMessage[]): Promise<string[]>;
  /**
   * Hands recorded messages to the sending job. Call it after the transaction that recorded them has
   * committed, never inside one (on PGlite the job queue would wait for that very transaction). It never
   * throws: a message it could not hand over is picked up by the outbox's sweeper a little later.
   */
  dispatch(ids: readonly string[]): Promise<void>;
}

/** Taking back recorded messages, e.g. those to an account being deleted. */
export interface EmailRecall {
  /** Removes the messages from the outbox, whatever their state: one still queued is then never sent. */
  discard(ids: readonly string[]): Promise<void>;
}

/** Bound to the outbox, which also recalls (EmailOutbox & EmailRecall). */
export const EMAIL_OUTBOX = token<EmailOutbox & EmailRecall>('shared.EmailOutbox');

/** Escapes text for an HTML e-mail body. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
