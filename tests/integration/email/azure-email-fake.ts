import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message Azure was asked to send, as the SDK posted it. */
export interface AzureEmailRequest {
  readonly operationId: string;
  readonly senderAddress: string;
  readonly recipients: { readonly to: readonly { readonly address: string }[] };
  readonly content: { readonly subject: string; readonly plainText?: string; readonly html?: string };
  readonly headers?: Readonly<Record<string, string>>;
}

/** What the next `POST /emails:send` answers; the default accepts and succeeds after one poll. */
export type SendBehaviour =
  | { readonly kind: 'accept'; readonly outcome?: 'Succeeded' | 'Failed'; readonly delayMs?: number }
  | { readonly kind: 'error'; readonly status: number; readonly code: string };

const ACCESS_KEY = randomBytes(32).toString('base64');

/**
 * A stand-in for Azure Communication Email on a loopback port, answering as the service does: the send
 * is checked for its HMAC-SHA256 signature (made with the connection string's access key), accepted with
 * 202 and an Operation-Location, and the operation answers Running once, then its outcome.
 */
export class FakeAzureEmail {
  readonly sent: AzureEmailRequest[] = [];
  /** Every POST, accepted or not, so tests can count tries. */
  readonly attempts: string[] = [];
  readonly rejectedSignatures: string[] = [];
  private readonly behaviours: SendBehaviour[] = [];
  private readonly operations = new Map<string, { polls: number; outcome: 'Succeeded' | 'Failed' }>();
  private readonly server: Server = createServer((request, response) => void this.serve(request, response));
  private address = '';

  static async start(): Promise<FakeAzureEmail> {
    const fake = new FakeAzureEmail();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.address = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  get connectionString(): string {
    return `endpoint=${this.address}/;accesskey=${ACCESS_KEY}`;
  }

  /** The next sends behave like this, in order; then they are accepted again. */
  willAnswer(...behaviours: SendBehaviour[]): void {
    this.behaviours.push(...behaviours);
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  private async serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let body = '';
    for await (const chunk of request) body += chunk;
    const url = new URL(request.url ?? '/', this.address);
    const answer = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(payload));
    };
    if (!this.signedCorrectly(request, url, body)) {
      this.rejectedSignatures.push(`${request.method} ${url.pathname}`);
      return answer(401, { error: { code: 'Denied', message: 'Denied by the HMAC signature check' } });
    }
    if (request.method === 'POST' && url.pathname === '/emails:send') {
      const operationId = String(request.headers['operation-id'] ?? randomBytes(8).toString('hex'));
      this.attempts.push(operationId);
      const behaviour = this.behaviours.shift() ?? { kind: 'accept' };
      if (behaviour.kind === 'error') {
        return answer(behaviour.status, { error: { code: behaviour.code, message: `Refused: ${behaviour.code}` } });
      }
      if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
      this.sent.push({ operationId, ...(JSON.parse(body) as Omit<AzureEmailRequest, 'operationId'>) });
      this.operations.set(operationId, { polls: 0, outcome: behaviour.outcome ?? 'Succeeded' });
      return answer(
        202,
        { id: operationId, status: 'Running' },
        {
          'operation-location': `${this.address}/emails/operations/${operationId}?api-version=${url.searchParams.get('api-version')}`,
          'retry-after': '0',
        },
      );
    }
    const polled = /^\/emails\/operations\/([^/]+)$/.exec(url.pathname)?.[1];
    const operation = polled ? this.operations.get(polled) : undefined;
    if (request.method === 'GET' && polled && operation) {
      operation.polls += 1;
      if (operation.polls < 2) return answer(200, { id: polled, status: 'Running' }, { 'retry-after': '0' });
      return answer(
        200,
        operation.outcome === 'Succeeded'
          ? { id: polled, status: 'Succeeded' }
          : {
              id: polled,
              status: 'Failed',
              error: { code: 'EmailDroppedAllRecipientsSuppressed', message: 'Suppressed' },
            },
      );
    }
    return answer(404, { error: { code: 'NotFound', message: `${request.method} ${url.pathname}` } });
  }

  /** Azure's HMAC scheme: verb, path and query, date; host; SHA-256 of the body, signed with the key. */
  private signedCorrectly(request: IncomingMessage, url: URL, body: string): boolean {
    const date = request.headers['x-ms-date'];
    const contentHash = request.headers['x-ms-content-sha256'];
    const authorization = request.headers.authorization ?? '';
    if (typeof date !== 'string' || typeof contentHash !== 'string') return false;
    if (createHash('sha256').update(body).digest('base64') !== contentHash) return false;
    const query = url.searchParams.toString();
    const stringToSign = `${request.method}\n${url.pathname}${query ? `?${query}` : ''}\n${date};${request.headers.host};${contentHash}`;
    const signature = createHmac('sha256', Buffer.from(ACCESS_KEY, 'base64')).update(stringToSign).digest('base64');
    return authorization === `HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=${signature}`;
  }
}
