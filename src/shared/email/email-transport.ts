import type { EmailMessage } from './email.js';

/** A message leaving the outbox: its outbox id travels along so a provider can recognise a repeat. */
export interface OutgoingEmail extends EmailMessage {
  readonly id: string;
}

export interface DeliveryReceipt {
  /** The provider's id for the message (Azure's operation id); null when nothing left the server. */
  readonly providerMessageId: string | null;
}

/**
 * What actually sends a message: Azure Communication Email in production; by default the outbox
 * itself, where the message stays for admins to read and nothing leaves the server. A transport throws
 * `EmailRejectedError` when trying again cannot help, and any other error when it might.
 */
export interface EmailTransport {
  /** Recorded on each sent message, so the outbox shows where it went. */
  readonly name: 'outbox' | 'azure-communication-email';
  deliver(message: OutgoingEmail): Promise<DeliveryReceipt>;
}

/** The provider refused the message for good (an invalid address, a sender it does not know). */
export class EmailRejectedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EmailRejectedError';
  }
}
