import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { PROCESS_REPAIR_QUEUE } from '../../../src/modules/repairs/application/repair-settings.js';
import { labelPhoto } from '../../fixtures/repairs/media.js';
import { startServerProcess, type ServerProcess } from '../../support/server-process.js';
import { startTestApp, type TestApp, useServerPerSuite } from '../../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { eventually, signedInBrowser, uploadForm } from '../repairs/support.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids in the logs, carried through jobs', function () {
  this.timeout(120_000);

  describe('behind a trusted proxy (the real server process, its log lines read from standard output)', () => {
    let database: TestDatabase;
    let folder: string;
    let server: ServerProcess;

    before(async () => {
      database = await createTestDatabase();
      folder = await mkdtemp(path.join(os.tmpdir(), 'repairlens-request-ids-'));
      server = await startServerProcess({
        env: {
          ...(database.config.kind === 'postgresql'
            ? { DATABASE_URL: database.config.url }
            : { PGLITE_DATA_DIR: path.join(folder, 'pglite') }),
          LOCAL_STORAGE_DIR: path.join(folder, 'uploads'),
          TRUST_PROXY: 'true',
        },
      });
    });
    after(async () => {
      await server?.stop();
      await database?.drop();
      await rm(folder, { recursive: true, force: true });
    });

    const linesOf = (requestId: string) => server.logs.filter((line) => line.requestId === requestId);
    const jobLinesOf = (requestId: string) =>
      linesOf(requestId).filter((line) => line.queue === PROCESS_REPAIR_QUEUE && typeof line.jobId === 'string');

    it("writes the upload request's id, from the proxy's X-Request-Id, on the log lines of the job it started", async () => {
      const browser = await signedInBrowser(server.url, 'traced');
      const requestId = `edge-${Date.now()}-upload`;
      const response = await browser.request('/api/repair-requests', {
        method: 'POST',
        headers: { 'x-request-id': requestId },
        body: uploadForm({ bytes: await labelPhoto(), description: 'wobbly chair' }),
      });
      expect(response.status).to.equal(201);
      expect(response.headers.get('x-request-id')).to.equal(requestId);

      const jobLines = await eventually(
        async () => (jobLinesOf(requestId).some((line) => line.msg === 'job') ? jobLinesOf(requestId) : undefined),
        20_000,
        "the job's log line",
      );
      expect(jobLines.find((line) => line.msg === 'job')).to.include({ outcome: 'completed' });
      // The request's own line is written once its answer is sent, and reaches us through a pipe: wait for it too.
      const requestLine = await eventually(
        async () => linesOf(requestId).find((line) => line.msg === 'request'),
        5_000,
        "the request's log line",
      );
      expect(requestLine).to.include({ method: 'POST', route: '/api/repair-requests', status: 201 });
    });

    it("carries the id into what the job's own code logs, and gives a request without one a new id", async () => {
      const browser = await signedInBrowser(server.url, 'traced');
      const photo = await labelPhoto();
      // A JPEG cut short: accepted, then its analysis fails and the repairs job logs a warning of its own.
      const response = await browser.request('/api/repair-requests', {
        method: 'POST',
        body: uploadForm({ bytes: photo.subarray(0, Math.floor(photo.length * 0.3)), description: 'wobbly chair' }),
      });
      expect(response.status).to.equal(201);
      const requestId = response.headers.get('x-request-id')!;
      expect(requestId).to.match(UUID);

      const warning = await eventually(
        async () => jobLinesOf(requestId).find((line) => line.msg === 'repair analysis failed; refunded'),
        20_000,
        "the job's warning",
      );
      expect(warning.level).to.equal(40);
    });
  });

  describe('reached directly, with no trusted proxy', () => {
    let server: TestApp;
    useServerPerSuite(startTestApp, (started) => (server = started));

    it('ignores an X-Request-Id sent by the client and makes its own', async () => {
      const response = await fetch(`${server.baseUrl}/api/health`, {
        headers: { 'x-request-id': 'forged-by-client-1' },
      });
      expect(response.headers.get('x-request-id')).to.match(UUID);
    });
  });
});
