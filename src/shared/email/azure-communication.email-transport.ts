import { EmailClient } from '@azure/communication-email';
import {
  EmailRejectedError,
  type DeliveryReceipt,
  type EmailTransport,
  type OutgoingEmail,
} from './email-transport.js';

export interface AzureEmailSettings {
  /** `endpoint=https://NAME.communication.azure.com/;accesskey=KEY` */
  readonly connectionString: string;
  /** A sender address of a domain verified in the Communication Services resource. */
  readonly senderAddress: string;
  /** Plain http is accepted only for a local test endpoint, never in production. */
  readonly allowInsecureConnection: boolean;
  /** How often the send operation's status is asked for. */
  readonly pollIntervalMs: number;
  /** The whole send, polling included, is given up after this long (and retried by the job). */
  readonly timeoutMs: number;
}

/** HTTP statuses after which sending the same message again cannot succeed. */
function isPermanent(statusCode: number | undefined): boolean {
  return statusCode !== undefined && statusCode >= 400 && statusCode < 500 && ![408, 409, 429].includes(statusCode);
}

/**
 * The production transport: Azure Communication Email. `beginSend` posts the message to `/emails:send`
 * (answered 202 with an operation to watch), then the operation is polled until Azure says Succeeded or
 * Failed. The outbox id is sent as the Operation-Id, so a repeat of the same message names the same
 * operation; the SDK adds Azure's repeatability headers to its own retries.
 */
export class AzureCommunicationEmailTransport implements EmailTransport {
  readonly name = 'azure-communication-email';
  private readonly client: EmailClient;

  constructor(private readonly settings: AzureEmailSettings) {
    this.client = new EmailClient(settings.connectionString, {
      allowInsecureConnection: settings.allowInsecureConnection,
      // A blip is retried here at once; anything longer is the job's to retry, minutes later.
      retryOptions: { maxRetries: 2, retryDelayInMs: 500, maxRetryDelayInMs: 2000 },
    });
  }

  async deliver(message: OutgoingEmail): Promise<DeliveryReceipt> {
    const abortSignal = AbortSignal.timeout(this.settings.timeoutMs);
    let poller;
    try {
      poller = await this.client.beginSend(
        {
          senderAddress: this.settings.senderAddress,
          recipients: { to: [{ address: message.to }] },
          content: { subject: message.subject, plainText: message.text, html: message.html },
          ...(message.headers ? { headers: { ...message.headers } } : {}),
        },
        { operationId: message.id, updateIntervalInMs: this.settings.pollIntervalMs, abortSignal },
      );
    } catch (error) {
      const statusCode = (error as { statusCode?: number }).statusCode;
      if (isPermanent(statusCode)) {
        throw new EmailRejectedError(`Azure refused the message (HTTP ${statusCode})`, { cause: error });
      }
      throw error;
    }
    try {
      const result = await poller.pollUntilDone({ abortSignal });
      return { providerMessageId: result.id };
    } catch (error) {
      // The operation itself ended Failed (Azure decided, e.g. the recipient's domain does not exist).
      if (poller.getOperationState().status === 'failed') {
        throw new EmailRejectedError(error instanceof Error ? error.message : 'Azure could not send the message', {
          cause: error,
        });
      }
      throw error;
    }
  }
}
