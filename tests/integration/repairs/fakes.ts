import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const FIXTURES = path.join(import.meta.dirname, '../../fixtures/repairs');

export function fixture(name: string): unknown {
  return JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8'));
}

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: Buffer;
}

export interface FakeService {
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** What the next requests are answered with; `hang` never answers (a service that died mid-call). */
  answer(next: { status?: number; json?: unknown; raw?: string } | 'hang'): void;
  close(): Promise<void>;
}

/**
 * A local HTTP server standing in for a cloud service: records every request and answers with the
 * response the test chose (recorded bodies in tests/fixtures/repairs), or a function of the request.
 */
export async function startFakeService(
  respond?: (request: RecordedRequest) => { status?: number; json?: unknown; raw?: string } | undefined,
): Promise<FakeService> {
  const requests: RecordedRequest[] = [];
  let next: { status?: number; json?: unknown; raw?: string } | 'hang' = {
    status: 500,
    json: { error: 'no answer set' },
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      const answer = respond?.(recorded) ?? next;
      if (answer === 'hang') return;
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(answer.raw ?? JSON.stringify(answer.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (value) => {
      next = value;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A chat-completions answer carrying `content` as the assistant's message. */
export function chatCompletion(content: string): unknown {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_763_700_000,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 412, completion_tokens: 388, total_tokens: 800 },
  };
}
