import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { SweepAbandonedRepairs } from '../../../src/modules/repairs/application/sweep-abandoned-repairs.js';
import { createApplication, type Application } from '../../../src/composition-root.js';
import { loadConfig } from '../../../src/config.js';
import { createLogger } from '../../../src/shared/logging/logger.js';
import type { RepairCreated, RepairRequestView } from '../../../src/api-contract.js';
import { TestBrowser } from '../../support/http-client.js';
import { freePort } from '../../support/test-app.js';
import { createTestDatabase, suiteBackend, type TestDatabase } from '../../support/test-database.js';
import { labelPhoto } from '../../fixtures/repairs/media.js';
import { startFakeService, type FakeService } from './fakes.js';
import { eventually, signedInBrowser, startRepairsApp, uploadOk, type RepairsTestApp } from './support.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function databaseEnv(database: TestDatabase): Record<string, string> {
  return database.config.kind === 'postgresql'
    ? { DATABASE_URL: database.config.url }
    : { PGLITE_DATA_DIR: database.config.dataDir };
}

async function waitUntilListening(url: string, child: ChildProcess): Promise<void> {
  await eventually(
    async () => {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      try {
        return (await fetch(`${url}/api/health`)).ok ? true : undefined;
      } catch {
        return undefined;
      }
    },
    60_000,
    'the server to listen',
  );
}

describe('durable repair processing: restarts and crashes', function () {
  this.timeout(120_000);

  it('finishes a repair whose server was killed mid-job after a restart, refunds nothing and leaves storage empty', async () => {
    const backend = await suiteBackend();
    // PGlite keeps an in-memory database per process, so the restarted server needs it in a folder.
    const folder = await mkdtemp(path.join(os.tmpdir(), 'repairlens-crash-'));
    const database: TestDatabase =
      backend === 'pglite'
        ? { config: { kind: 'pglite', dataDir: path.join(folder, 'pglite') }, drop: async () => undefined }
        : await createTestDatabase('postgresql');
    const storageDir = path.join(folder, 'uploads');
    // An Azure AI Vision that never answers: the job is still running when the server dies.
    const silentVision: FakeService = await startFakeService();
    silentVision.answer('hang');
    const common = {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      LOCAL_STORAGE_DIR: storageDir,
      REPAIRS_JOB_TIMEOUT_SECONDS: '3',
      ...databaseEnv(database),
    };
    let child: ChildProcess | undefined;
    let restarted: Application | undefined;
    try {
      const firstPort = await freePort();
      const firstUrl = `http://127.0.0.1:${firstPort}`;
      child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          ...common,
          PORT: String(firstPort),
          PUBLIC_URL: firstUrl,
          AZURE_VISION_ENDPOINT: silentVision.url,
          AZURE_VISION_KEY: 'test-key',
          REPAIRS_RESULT_WAIT_SECONDS: '1',
        },
        stdio: 'ignore',
      });
      await waitUntilListening(firstUrl, child);
      const browser = await signedInBrowser(firstUrl, 'crash');
      const created: RepairCreated = await uploadOk(browser, {
        bytes: await labelPhoto(),
        description: 'wobbly chair',
      });
      expect(created.status, 'still running when the upload answers').to.equal('pending');
      await eventually(
        async () => (silentVision.requests.length > 0 ? true : undefined),
        10_000,
        'the job to call Vision',
      );

      child.kill('SIGKILL');
      await new Promise((resolve) => child!.once('exit', resolve));

      const port = await freePort();
      const config = loadConfig({
        ...common,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        JOBS_SUPERVISE_INTERVAL_SECONDS: '1',
      });
      restarted = await createApplication(config, createLogger('silent'));
      await restarted.listen();
      const again = new TestBrowser(config.publicUrl);
      for (const [name, value] of browser.cookies) again.cookies.set(name, value);

      const repair = await eventually(
        async () => {
          const view = (await (await again.request(`/api/repair-requests/${created.id}`)).json()) as RepairRequestView;
          return view.status === 'pending' ? undefined : view;
        },
        60_000,
        'the repair to finish after the restart',
      );
      expect(repair.status).to.equal('completed');
      expect(repair.instructions!.category).to.equal('furniture');
      const user = (await (await again.request('/api/auth/user')).json()) as { freeFixesRemaining: number };
      expect(user.freeFixesRemaining).to.equal(1);
      const left = await readdir(path.join(storageDir, 'repair-uploads')).catch(() => []);
      expect(left, 'storage is empty').to.deep.equal([]);
    } finally {
      if (child && child.exitCode === null) child.kill('SIGKILL');
      await restarted?.close();
      await silentVision.close();
      await database.drop();
      await rm(folder, { recursive: true, force: true });
    }
  });

  describe('the sweeper', () => {
    let server: RepairsTestApp;
    before(async () => {
      server = await startRepairsApp({ env: { REPAIRS_ABANDONED_AFTER_MINUTES: '5' } });
    });
    after(async () => server.close());

    it('fails and refunds a repair left pending too long, and removes uploads a crash left behind', async () => {
      const browser = await signedInBrowser(server.baseUrl, 'swept');
      const created = await uploadOk(browser, { bytes: await labelPhoto(), description: 'wobbly chair' });
      // As if the job never ran: back to pending, created ten minutes ago.
      await server.sql(
        `update repairs_repair_request set status = 'pending', instructions = null, finished_at = null,
         created_at = now() - interval '10 minutes' where id = ?`,
        [created.id],
      );
      const orphan = path.join(server.storageDir, 'repair-uploads', 'left-by-a-crash');
      const recent = path.join(server.storageDir, 'repair-uploads', 'still-being-processed');
      await writeFile(orphan, 'bytes');
      await writeFile(recent, 'bytes');
      const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000);
      await utimes(orphan, tenMinutesAgo, tenMinutesAgo);

      const sweep = server.app.container.get(SweepAbandonedRepairs);
      const swept = await server.app.database.withContext(() => sweep.execute());
      expect(swept).to.deep.equal({ abandonedRepairs: 1, removedFiles: 1 });
      expect(await server.storedUploads()).to.deep.equal(['repair-uploads/still-being-processed']);
      const view = (await (await browser.request(`/api/repair-requests/${created.id}`)).json()) as RepairRequestView;
      expect(view.status).to.equal('failed');
      expect(await server.freeFixes(browser), 'the spend was given back').to.equal(2);
      expect(await server.app.database.withContext(() => sweep.execute())).to.deep.equal({
        abandonedRepairs: 0,
        removedFiles: 0,
      });
    });
  });
});
