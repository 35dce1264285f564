/**
 * `npm run bench:memory`: the resident memory of a RepairLens server process started as production starts it
 * (bench/production-server.ts), on PostgreSQL, with the embedded analyser and writer:
 *  1. right after start (ready, then 2 s settled);
 *  2. after MEMORY_UPLOADS (200) uploads of a 3 MB phone photo, and after a second MEMORY_UPLOADS: the second
 *     figure must not keep climbing (a leak check);
 *  3. the peak above that during 10 concurrent uploads of a 24.7 MB video (just under the 25 MB limit).
 * Each figure is held to issue 16's target (TARGETS_MB); the run exits 1 when one is missed.
 * The summary shows the allocator settings (MALLOC_*) the server process received, read from /proc/<pid>/environ.
 * Uploads run MEMORY_PARALLEL (4) at a time. RSS is read from /proc/<pid>/status (VmRSS), every 20 ms for the peak.
 * OCR runs in worker processes of its own (bounded by the reader's byte budget): their memory is not counted here.
 * Settings (environment): MEMORY_UPLOADS, MEMORY_PARALLEL, BENCH_SERVER_COMMAND (another start command to compare,
 * e.g. `node --import tsx src/main.ts`), LOAD_DATABASE_URL (default: a new database on the
 * PostgreSQL server at 127.0.0.1:5432, dropped afterwards). Results are printed and written to
 * bench/results/memory-<time>.json (git-ignored).
 */
import { openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { phonePhoto, testVideo } from '../tests/fixtures/repairs/media.js';
import { signIn, TestBrowser } from '../tests/support/http-client.js';
import { wholeNumberSetting } from './in-process-server.js';
import {
  allocatorSettings,
  productionServerDatabase,
  rssMB,
  startProductionServer,
  stopProductionServer,
} from './production-server.js';

const ROOT = path.join(import.meta.dirname, '..');
const MB = 1024 * 1024;

/**
 * Issue 16's targets. "Flat" across the second batch allows what the allocator and heap sizing move by on their own
 * (a few tens of MB); a leak of 100 kB per upload would already add 20 MB over 200 uploads.
 */
const TARGETS_MB = { afterStart: 250, afterFirstBatch: 400, growthOverSecondBatch: 25, addedByConcurrentUploads: 150 };

const UPLOADS = wholeNumberSetting('MEMORY_UPLOADS', 200);
const PARALLEL = wholeNumberSetting('MEMORY_PARALLEL', 4);

async function upload(browser: TestBrowser, file: string, type: string): Promise<void> {
  const form = new FormData();
  form.append('file', await openAsBlob(file, { type }), path.basename(file));
  form.append('description', 'The tap drips even when closed.');
  const response = await browser.request('/api/repair-requests', { method: 'POST', body: form });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
}

/** `count` uploads, `parallel` at a time. */
async function uploadMany(browser: TestBrowser, file: string, count: number, parallel: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        next++;
        await upload(browser, file, 'image/jpeg');
      }
    }),
  );
}

async function main(): Promise<void> {
  const database = await productionServerDatabase();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'repairlens-memory-'));
  const photo = path.join(folder, 'photo.jpg');
  const video = path.join(folder, 'video.mp4');
  await writeFile(photo, await phonePhoto(3 * MB));
  // An 8-second 720p video of about 24.7 MB: the bitrate is corrected once after a first try.
  const target = 24.7 * MB;
  const kbps = Math.round((target * 8) / 8 / 1000);
  const first = await testVideo('mp4', { seconds: 8, width: 1280, height: 720, bitrateKbps: kbps });
  await writeFile(
    video,
    await testVideo('mp4', {
      seconds: 8,
      width: 1280,
      height: 720,
      bitrateKbps: Math.round(kbps * (target / first.length)),
    }),
  );

  const server = await startProductionServer({
    DATABASE_URL: database.url,
    LOCAL_STORAGE_DIR: path.join(folder, 'storage'),
    REPAIRS_UPLOADS_PER_HOUR: '10000',
  });
  try {
    const pid = server.process.pid!;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const afterStartMB = await rssMB(pid);
    console.error(
      `memory: ${server.command} ready in ${server.readyMs} ms (${server.cpuToReadyMs} ms of CPU), ${afterStartMB} MB RSS`,
    );

    const browser = new TestBrowser(server.url);
    await signIn(browser, { email: `memory-${Date.now()}@example.com` });
    // Enough paid repairs for every upload, as one-time credits.
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query('update billing_account set credits = 100000');
    await admin.end();

    console.error(`memory: ${UPLOADS} photo uploads, ${PARALLEL} at a time ...`);
    await uploadMany(browser, photo, UPLOADS, PARALLEL);
    const afterFirstMB = await rssMB(pid);
    console.error(`memory: ${afterFirstMB} MB; ${UPLOADS} more ...`);
    await uploadMany(browser, photo, UPLOADS, PARALLEL);
    const afterSecondMB = await rssMB(pid);

    console.error('memory: 10 concurrent 24.7 MB video uploads ...');
    const beforeConcurrentMB = await rssMB(pid);
    let peakMB = beforeConcurrentMB;
    const sampler = setInterval(() => {
      void rssMB(pid).then((rss) => (peakMB = Math.max(peakMB, rss)));
    }, 20);
    await Promise.all(Array.from({ length: 10 }, () => upload(browser, video, 'video/mp4')));
    clearInterval(sampler);

    const summary = {
      at: new Date().toISOString(),
      command: server.command,
      allocator: await allocatorSettings(pid),
      node: process.version,
      cpus: os.cpus().length,
      loadAverage1m: Number(os.loadavg()[0]!.toFixed(2)),
      healthyMs: server.healthyMs,
      readyMs: server.readyMs,
      cpuToReadyMs: server.cpuToReadyMs,
      rssMB: {
        afterStart: afterStartMB,
        [`after${UPLOADS}Uploads`]: afterFirstMB,
        [`after${2 * UPLOADS}Uploads`]: afterSecondMB,
        growthOverSecondBatch: afterSecondMB - afterFirstMB,
        beforeConcurrent: beforeConcurrentMB,
        peakDuring10Concurrent25MBUploads: peakMB,
        addedByConcurrentUploads: peakMB - beforeConcurrentMB,
      },
    };
    const checks = {
      afterStart: afterStartMB <= TARGETS_MB.afterStart,
      afterFirstBatch: afterFirstMB <= TARGETS_MB.afterFirstBatch,
      growthOverSecondBatch: afterSecondMB - afterFirstMB <= TARGETS_MB.growthOverSecondBatch,
      addedByConcurrentUploads: peakMB - beforeConcurrentMB <= TARGETS_MB.addedByConcurrentUploads,
    };
    Object.assign(summary, { targetsMB: TARGETS_MB, met: checks });
    console.log(JSON.stringify(summary, null, 2));
    if (Object.values(checks).includes(false)) process.exitCode = 1;
    const resultsDir = path.join(ROOT, 'bench', 'results');
    await mkdir(resultsDir, { recursive: true });
    await writeFile(path.join(resultsDir, `memory-${summary.at.replace(/[:.]/g, '-')}.json`), JSON.stringify(summary));
  } finally {
    await stopProductionServer(server);
    await rm(folder, { recursive: true, force: true });
    await database.drop();
  }
}

await main();
