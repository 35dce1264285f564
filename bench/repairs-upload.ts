/**
 * `npx tsx bench/repairs-upload.ts`: the repairs upload path end to end, against RepairLens in this process on
 * loopback, with the embedded adapters (local folder storage, local analyser, knowledge-base writer).
 *
 *  1. Upload to instructions: the time from sending POST /api/repair-requests until its 201 answer with status
 *     completed (the server waits for the durable job), p50 and p95, for a 4 MB photo, for the committed
 *     12-megapixel photo of a rating plate (tests/fixtures/repairs/label-12mp.jpg: its label is read, so this
 *     one measures OCR; the runs whose instructions carry every key token of the plate are counted) and for a
 *     20 MB video.
 *  2. Peak memory: resident set size sampled every 20 ms while 10 uploads of 25 MB run at once.
 *
 * Settings (environment): BENCH_PHOTO_RUNS (20), BENCH_LABEL_RUNS (20), BENCH_VIDEO_RUNS (10), BENCH_PARTS (which
 * measurements to run, comma-separated among photo, label, video, concurrent; all by default), DATABASE_URL
 * (PostgreSQL instead of in-memory PGlite), BENCH_LOG_LEVEL (silent), BENCH_WRITER (knowledge-base; `vision` writes with
 * the vision-model writer against a local stand-in of the chat-completions API that checks each request and answers
 * a recorded completion, so the figure covers preparing the pictures and reading the answer, not a real model). The files are generated with sharp and ffmpeg
 * into a temporary folder and sent from disk (file-backed blobs), so the client side holds little of them in
 * memory. Results are printed and written to bench/results/repairs-upload-<time>.json (git-ignored).
 */
import 'reflect-metadata';
import { openAsBlob, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RepairRequestView } from '../src/api-contract.js';
import { phonePhoto, testVideo } from '../tests/fixtures/repairs/media.js';
import { signIn, TestBrowser } from '../tests/support/http-client.js';
import { startVisionModelStandIn, type VisionModelStandIn } from '../tests/support/vision-model-stand-in.js';
import { chatCompletion, fixture } from '../tests/integration/repairs/fakes.js';
import { startInProcessRepairLens, wholeNumberSetting } from './in-process-server.js';

const MB = 1024 * 1024;
const LABEL_PHOTO = path.join(import.meta.dirname, '../tests/fixtures/repairs/label-12mp.jpg');
const LABEL_TOKENS = (
  JSON.parse(readFileSync(LABEL_PHOTO.replace(/\.jpg$/, '.json'), 'utf8')) as { keyTokens: string[] }
).keyTokens;
const PARTS = ['photo', 'label', 'video', 'concurrent'] as const;
type Part = (typeof PARTS)[number];

function partsSetting(): ReadonlySet<Part> {
  const chosen = (process.env.BENCH_PARTS ?? PARTS.join(',')).split(',').map((part) => part.trim());
  const unknown = chosen.filter((part) => !(PARTS as readonly string[]).includes(part));
  if (unknown.length > 0) throw new Error(`BENCH_PARTS: unknown ${unknown.join(', ')} (known: ${PARTS.join(', ')})`);
  return new Set(chosen as Part[]);
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
  const body = (await response.json()) as { id?: string; status?: string; message?: string };
  return {
    ms: performance.now() - started,
    id: body.id,
    status: response.status,
    repairStatus: body.status ?? body.message,
  };
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
  const parts = partsSetting();
  const photoRuns = wholeNumberSetting('BENCH_PHOTO_RUNS', 20);
  const labelRuns = wholeNumberSetting('BENCH_LABEL_RUNS', 20);
  const videoRuns = wholeNumberSetting('BENCH_VIDEO_RUNS', 10);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'repairlens-bench-'));
  const standIn: VisionModelStandIn | null =
    process.env.BENCH_WRITER === 'vision' ? await startVisionModelStandIn({ pictures: 'either' }) : null;
  standIn?.answer({ json: chatCompletion(JSON.stringify(fixture('vision-model/dripping-faucet.json'))) });
  const { app, url } = await startInProcessRepairLens({
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    LOCAL_STORAGE_DIR: path.join(folder, 'storage'),
    ...(standIn
      ? {
          INSTRUCTION_WRITER_ADAPTER: 'openai-compatible',
          LLM_ENDPOINT: standIn.url,
          LLM_API_KEY: 'bench',
          LLM_MODEL: 'stand-in',
        }
      : {}),
  });
  const browser = new TestBrowser(url);
  try {
    console.error(`bench: generating media for ${[...parts].join(', ')} ...`);
    const files = {
      photo: path.join(folder, 'photo.jpg'),
      label: LABEL_PHOTO,
      video: path.join(folder, 'video.mp4'),
      large: path.join(folder, 'large.mp4'),
    };
    if (parts.has('photo')) await writeFile(files.photo, await phonePhoto(4 * MB));
    if (parts.has('video')) await writeFile(files.video, await videoOfAbout(20 * MB));
    // Just under the 25 MB limit, so every one of the ten is accepted and processed.
    if (parts.has('concurrent')) await writeFile(files.large, await videoOfAbout(24.7 * MB));
    const fileMB = async (file: string) => Number(((await openAsBlob(file)).size / MB).toFixed(1));

    await signIn(browser, { email: `bench-${Date.now()}@example.com` });
    // Enough paid repairs for every run, as one-time credits.
    await app.database.withContext(() => app.database.em.execute('update billing_account set credits = 10000', []));

    const labelTextOf = async (id: string | undefined) => {
      const view = (await (await browser.request(`/api/repair-requests/${id}`)).json()) as RepairRequestView;
      return view.instructions?.analysis.text.join(' ') ?? '';
    };
    const measure = async (file: string, type: string, runs: number, countLabelText = false) => {
      await uploadFile(browser, file, type, 'wobbly chair'); // warm-up (the first label photo starts the OCR worker)
      const times: number[] = [];
      let runsWithLabelText = 0;
      for (let i = 0; i < runs; i++) {
        const result = await uploadFile(browser, file, type, 'wobbly chair');
        if (result.status !== 201 || result.repairStatus !== 'completed') {
          throw new Error(`upload answered ${result.status} ${result.repairStatus}`);
        }
        times.push(result.ms);
        if (countLabelText) {
          const text = await labelTextOf(result.id);
          if (LABEL_TOKENS.every((token) => text.includes(token))) runsWithLabelText++;
        }
      }
      const sorted = [...times].sort((a, b) => a - b);
      return {
        fileMB: await fileMB(file),
        runs,
        p50Ms: Math.round(percentile(sorted, 50)),
        p95Ms: Math.round(percentile(sorted, 95)),
        maxMs: Math.round(sorted.at(-1)!),
        ...(countLabelText ? { runsWithLabelText } : {}),
      };
    };
    const uploadToInstructions: Record<string, Awaited<ReturnType<typeof measure>>> = {};
    if (parts.has('photo')) {
      console.error(`bench: ${photoRuns} photo uploads ...`);
      uploadToInstructions.photo = await measure(files.photo, 'image/jpeg', photoRuns);
    }
    if (parts.has('label')) {
      console.error(`bench: ${labelRuns} uploads of the 12 MP label photo ...`);
      uploadToInstructions.label12mp = await measure(files.label, 'image/jpeg', labelRuns, true);
    }
    if (parts.has('video')) {
      console.error(`bench: ${videoRuns} video uploads ...`);
      uploadToInstructions.video = await measure(files.video, 'video/mp4', videoRuns);
    }

    let concurrentLargeUploads: object | undefined;
    if (parts.has('concurrent')) {
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
      concurrentLargeUploads = {
        uploads: 10,
        fileMB: await fileMB(files.large),
        statuses: concurrent.map((result) => `${result.status} ${result.repairStatus}`),
        wallMs: Math.round(performance.now() - started),
        baselineRssMB: Math.round(baselineRss / MB),
        peakRssMB: Math.round(peakRss / MB),
        peakAboveBaselineMB: Math.round((peakRss - baselineRss) / MB),
      };
    }

    const report = {
      startedAt: new Date().toISOString(),
      environment: {
        node: process.version,
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        // Other work on the machine skews every figure: the load when the run ended, for reading them.
        loadAverage1m: Number(os.loadavg()[0]!.toFixed(2)),
        database: app.database.kind,
        analyser: app.config.repairs.imageAnalysis.kind,
        writer: app.config.repairs.instructionWriter.kind,
        jobConcurrency: app.config.repairs.job.concurrency,
      },
      uploadToInstructions,
      ...(concurrentLargeUploads ? { concurrentLargeUploads } : {}),
      ...(standIn ? { visionStandIn: { requests: standIn.requests.length, problems: standIn.problems() } } : {}),
    };
    console.log(JSON.stringify(report, null, 2));
    const directory = path.join(import.meta.dirname, 'results');
    await mkdir(directory, { recursive: true });
    const file = path.join(directory, `repairs-upload-${report.startedAt.replace(/[:.]/g, '-')}.json`);
    await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
    console.error(`bench: results written to ${path.relative(process.cwd(), file)}`);
  } finally {
    await app.close();
    await standIn?.close();
    await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('bench failed:', error);
  process.exit(1);
});
