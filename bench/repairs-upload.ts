/**
 * `npx tsx bench/repairs-upload.ts`: the repairs upload path end to end, against RepairLens in this process on
 * loopback, with the embedded adapters (local folder storage, local analyser, knowledge-base writer).
 *
 *  1. Upload to instructions: the time from sending POST /api/repair-requests until its 201 answer with status
 *     completed (the server waits for the durable job), p50 and p95, for a 4 MB photo and a 20 MB video.
 *  2. Peak memory: resident set size sampled every 20 ms while 10 uploads of 25 MB run at once.
 *
 * Settings (environment): BENCH_PHOTO_RUNS (20), BENCH_VIDEO_RUNS (10), DATABASE_URL (PostgreSQL instead of
 * in-memory PGlite), BENCH_LOG_LEVEL (silent). The files are generated with sharp and ffmpeg into a temporary
 * folder and sent from disk (file-backed blobs), so the client side holds little of them in memory.
 * Results are printed and written to bench/results/repairs-upload-<time>.json (git-ignored).
 */
import 'reflect-metadata';
import { openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApplication } from '../src/composition-root.js';
import { loadConfig } from '../src/shared/config/config.js';
import { createLogger } from '../src/shared/logging/logger.js';
import { phonePhoto, testVideo } from '../tests/fixtures/repairs/media.js';
import { signIn, TestBrowser } from '../tests/support/http-client.js';
import { freePort } from '../tests/support/test-app.js';

const MB = 1024 * 1024;

function numberSetting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number >= 1`);
  return value;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function uploadFile(browser: TestBrowser, file: string, type: string, description: string) {
  const form = new FormData();
  form.append('file', await openAsBlob(file, { type }), path.basename(file));
  form.append('description', description);
  const started = performance.now();
  const response = await browser.request('/api/repair-requests', { method: 'POST', body: form });
  const body = (await response.json()) as { status?: string; message?: string };
  return { ms: performance.now() - started, status: response.status, repairStatus: body.status ?? body.message };
}

/** An 8-second 720p H.264 video of about `bytes`: the bitrate is corrected once after a first try. */
async function videoOfAbout(bytes: number): Promise<Buffer> {
  const seconds = 8;
  const firstTry = await testVideo('mp4', {
    seconds,
    width: 1280,
    height: 720,
    bitrateKbps: Math.round((bytes * 8) / seconds / 1000),
  });
  const corrected = Math.round(((bytes * 8) / seconds / 1000) * (bytes / firstTry.length));
  return testVideo('mp4', { seconds, width: 1280, height: 720, bitrateKbps: corrected });
}

async function main(): Promise<void> {
  const photoRuns = numberSetting('BENCH_PHOTO_RUNS', 20);
  const videoRuns = numberSetting('BENCH_VIDEO_RUNS', 10);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'repairlens-bench-'));
  const databaseUrl = process.env.DATABASE_URL;
  // Sign-in redirects and the Origin check need the real address, so the port is chosen before start.
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    LOCAL_STORAGE_DIR: path.join(folder, 'storage'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DATA_DIR: 'memory://' }),
  });
  const app = await createApplication(config, createLogger(config.logLevel));
  await app.listen();
  const browser = new TestBrowser(config.publicUrl);
  try {
    console.error('bench: generating media (4 MB photo, 20 MB video, 25 MB video) ...');
    const files = {
      photo: path.join(folder, 'photo.jpg'),
      video: path.join(folder, 'video.mp4'),
      large: path.join(folder, 'large.mp4'),
    };
    await writeFile(files.photo, await phonePhoto(4 * MB));
    await writeFile(files.video, await videoOfAbout(20 * MB));
    // Just under the 25 MB limit, so every one of the ten is accepted and processed.
    await writeFile(files.large, await videoOfAbout(24.7 * MB));
    const sizes = Object.fromEntries(
      await Promise.all(Object.entries(files).map(async ([name, file]) => [name, (await openAsBlob(file)).size / MB])),
    ) as Record<keyof typeof files, number>;
    console.error(
      `bench: photo ${sizes.photo.toFixed(1)} MB, video ${sizes.video.toFixed(1)} MB, large ${sizes.large.toFixed(1)} MB`,
    );

    await signIn(browser, { email: `bench-${Date.now()}@example.com` });
    // Enough paid repairs for every run, as one-time credits.
    await app.database.withContext(() => app.database.em.execute('update billing_account set credits = 10000', []));

    const measure = async (file: string, type: string, runs: number) => {
      await uploadFile(browser, file, type, 'wobbly chair'); // warm-up
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await uploadFile(browser, file, type, 'wobbly chair');
        if (result.status !== 201 || result.repairStatus !== 'completed') {
          throw new Error(`upload answered ${result.status} ${result.repairStatus}`);
        }
        times.push(result.ms);
      }
      const sorted = [...times].sort((a, b) => a - b);
      return {
        runs,
        p50Ms: Math.round(percentile(sorted, 50)),
        p95Ms: Math.round(percentile(sorted, 95)),
        maxMs: Math.round(sorted.at(-1)!),
      };
    };
    console.error(`bench: ${photoRuns} photo uploads ...`);
    const photo = await measure(files.photo, 'image/jpeg', photoRuns);
    console.error(`bench: ${videoRuns} video uploads ...`);
    const video = await measure(files.video, 'video/mp4', videoRuns);

    console.error('bench: 10 concurrent 25 MB uploads ...');
    global.gc?.();
    const baselineRss = process.memoryUsage().rss;
    let peakRss = baselineRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const concurrent = await Promise.all(
      Array.from({ length: 10 }, () => uploadFile(browser, files.large, 'video/mp4', 'wobbly chair')),
    );
    clearInterval(sampler);
    const concurrentResult = {
      uploads: 10,
      fileMB: Number(sizes.large.toFixed(1)),
      statuses: concurrent.map((result) => `${result.status} ${result.repairStatus}`),
      wallMs: Math.round(performance.now() - started),
      baselineRssMB: Math.round(baselineRss / MB),
      peakRssMB: Math.round(peakRss / MB),
      peakAboveBaselineMB: Math.round((peakRss - baselineRss) / MB),
    };

    const report = {
      startedAt: new Date().toISOString(),
      environment: {
        node: process.version,
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        database: app.database.kind,
        analyser: config.repairs.imageAnalysis.kind,
        writer: config.repairs.instructionWriter.kind,
        jobConcurrency: config.repairs.job.concurrency,
      },
      uploadToInstructions: {
        photo: { fileMB: Number(sizes.photo.toFixed(1)), ...photo },
        video: { fileMB: Number(sizes.video.toFixed(1)), ...video },
      },
      concurrentLargeUploads: concurrentResult,
    };
    console.log(JSON.stringify(report, null, 2));
    const directory = path.join(import.meta.dirname, 'results');
    await mkdir(directory, { recursive: true });
    const file = path.join(directory, `repairs-upload-${report.startedAt.replace(/[:.]/g, '-')}.json`);
    await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
    console.error(`bench: results written to ${path.relative(process.cwd(), file)}`);
  } finally {
    await app.close();
    await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('bench failed:', error);
  process.exit(1);
});
