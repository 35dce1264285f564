import type { DeliveryReceipt, EmailTransport, OutgoingEmail } from './email-transport.js';

/**
 * The embedded default: e-mail does not leave the server. Each message is already in the outbox, where
 * the admin console reads it; "delivering" it marks it done there. Needs no account and no network.
 */
export class OutboxEmailTransport implements EmailTransport {
  readonly name = 'outbox';

  async deliver(_message: OutgoingEmail): Promise<DeliveryReceipt> {
    return { providerMessageId: null };
  }
}
