import { get as httpGet, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { labelPhoto } from '../../fixtures/repairs/media.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { pollUntil } from '../../support/polling.js';
import { startServerProcess, type ServerProcess } from '../../support/server-process.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';

const BOUNDARY = 'repairlens-slow-upload';

/** A repair upload whose body the test sends piece by piece, as a slow phone connection would. */
function startSlowUpload(browser: TestBrowser, photo: Buffer) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="description"\r\n\r\nwobbly chair\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="chair.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const body = Buffer.concat([head, photo, tail]);
  const url = new URL('/api/repair-requests', browser.baseUrl);
  let request!: ClientRequest;
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(body.length),
          origin: url.origin,
          cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        },
      },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  request.flushHeaders();
  request.write(body.subarray(0, half));
  return {
    answered,
    /** Sends the rest of the body in small pieces, then ends the request. */
    finish: async () => {
      for (let offset = half; offset < body.length; offset += 16 * 1024) {
        request.write(body.subarray(offset, Math.min(offset + 16 * 1024, body.length)));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      request.end();
    },
  };
}

/** The answer to /api/ready on a new connection: its status, or 'refused' when nothing listens any more. */
function readiness(url: string): Promise<number | 'refused'> {
  return new Promise((resolve, reject) => {
    httpGet(`${url}/api/ready`, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' ? resolve('refused') : reject(error),
    );
  });
}

describe('graceful shutdown of the real server process', function () {
  this.timeout(180_000);
  let database: TestDatabase;
  let folder: string;
  let server: ServerProcess | undefined;

  beforeEach(async () => {
    database = await createTestDatabase();
    folder = await mkdtemp(path.join(os.tmpdir(), 'repairlens-shutdown-'));
  });
  afterEach(async () => {
    if (server && server.child.exitCode === null) await server.stop('SIGKILL');
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  });

  function environment(extra: Record<string, string>): Record<string, string> {
    return {
      ...(database.config.kind === 'postgresql'
        ? { DATABASE_URL: database.config.url }
        : { PGLITE_DATA_DIR: path.join(folder, 'pglite') }),
      LOCAL_STORAGE_DIR: path.join(folder, 'uploads'),
      ...extra,
    };
  }

  it('on SIGTERM reports not ready, refuses new connections, finishes the upload in flight and its job, then exits 0', async () => {
    server = await startServerProcess({
      env: environment({
        SHUTDOWN_DRAIN_SECONDS: '2',
        SHUTDOWN_GRACE_SECONDS: '60',
        REPAIRS_RESULT_WAIT_SECONDS: '20',
      }),
    });
    const browser = new TestBrowser(server.url);
    await signIn(browser, { email: `shutdown-${Date.now()}@example.com` });
    expect(await readiness(server.url)).to.equal(200);

    const upload = startSlowUpload(browser, await labelPhoto());
    server.child.kill('SIGTERM');

    // While draining, the instance still answers, but tells the load balancer to stop sending.
    expect(
      await pollUntil(
        async () => {
          const status = await readiness(server!.url);
          return status === 200 ? undefined : status;
        },
        'readiness to turn',
        20_000,
      ),
    ).to.equal(503);
    expect(
      await pollUntil(
        async () => ((await readiness(server!.url)) === 'refused' ? true : undefined),
        'the listener to close',
        20_000,
      ),
    ).to.equal(true);

    await upload.finish();
    const answer = await upload.answered;
    expect(answer.status, answer.body).to.equal(201);
    expect((JSON.parse(answer.body) as { status: string }).status, 'its job ran to the end').to.equal('completed');

    expect(await server.exited).to.equal(0);
    const messages = server.logs.map((line) => line.msg);
    expect(messages).to.include.members(['shutting down', 'RepairLens stopped']);
    expect(messages.indexOf('RepairLens stopped')).to.be.greaterThan(messages.lastIndexOf('request'));
  });

  it('cuts off a request still running at the end of the grace period and still exits 0', async () => {
    server = await startServerProcess({
      env: environment({ SHUTDOWN_DRAIN_SECONDS: '1', SHUTDOWN_GRACE_SECONDS: '1' }),
    });
    const browser = new TestBrowser(server.url);
    await signIn(browser, { email: `stalled-${Date.now()}@example.com` });
    // Half a body that never ends: a client that stalled.
    const stalled = startSlowUpload(browser, await labelPhoto());
    const outcome = stalled.answered.then(
      (answer) => `answered ${answer.status}`,
      (error: NodeJS.ErrnoException) => error.code ?? error.message,
    );
    server.child.kill('SIGTERM');

    expect(await server.exited).to.equal(0);
    expect(await outcome).to.equal('ECONNRESET');
    expect(server.logs.map((line) => line.msg)).to.include(
      'requests still running at the end of the shutdown grace period; cutting them off',
    );
  });
});
