/**
 * `npm run bench:ready`: how fast a RepairLens server started as production starts it (bench/production-server.ts,
 * compiled JavaScript) serves, against issue 16's target of 3 s from the process start to /api/health answering
 * 200. READY_RUNS (5) starts on PostgreSQL (a new database, migrated by the first start), then as many on the
 * embedded PGlite default (a new data folder, migrated by its first start too). Prints each start, /api/ready as
 * well, and the median of each database's restarts, and exits 1 when a median misses the target. Starts on a busy
 * machine are slower: the 1-minute load average is printed with the figures, and the CPU time each start used,
 * which the load hardly moves. Each start's resident memory 2 s after it was ready is held to issue 16's 250 MB too;
 * the most it held on the way (its peak) is printed beside it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { wholeNumberSetting } from './in-process-server.js';
import { productionServerDatabase, rssMB, startProductionServer, stopProductionServer } from './production-server.js';
import { median } from './statistics.js';

const TARGET_MS = 3000;
const RSS_TARGET_MB = 250;
/** How long a ready server settles before its memory is read (timers and lazy first work after the start). */
const SETTLE_MS = 2000;
const RUNS = wholeNumberSetting('READY_RUNS', 5);

interface Start {
  readonly healthyMs: number;
  readonly readyMs: number;
  readonly cpuToReadyMs: number;
  readonly rssAfterStartMB: number;
  readonly peakRssMB: number;
}

async function timeStarts(env: Readonly<Record<string, string>>): Promise<Start[]> {
  const starts: Start[] = [];
  for (let run = 0; run < RUNS; run++) {
    const server = await startProductionServer(env);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const rssAfterStartMB = await rssMB(server.process.pid!);
    const peakRssMB = await rssMB(server.process.pid!, 'VmHWM');
    await stopProductionServer(server);
    starts.push({
      healthyMs: server.healthyMs,
      readyMs: server.readyMs,
      cpuToReadyMs: server.cpuToReadyMs,
      rssAfterStartMB,
      peakRssMB,
    });
  }
  return starts;
}

async function main(): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'repairlens-ready-'));
  const database = await productionServerDatabase();
  try {
    const environments = {
      postgresql: { DATABASE_URL: database.url, LOCAL_STORAGE_DIR: path.join(folder, 'storage') },
      pglite: { PGLITE_DATA_DIR: path.join(folder, 'pglite'), LOCAL_STORAGE_DIR: path.join(folder, 'storage') },
    };
    const results: Record<string, unknown> = {};
    let met = true;
    for (const [name, env] of Object.entries(environments)) {
      const starts = await timeStarts(env);
      // The first start of each database runs its migrations: the restarts are what a deployment repeats.
      const restarts = starts.length > 1 ? starts.slice(1) : starts;
      const medianHealthyMs = median(restarts.map((start) => start.healthyMs));
      const medianCpuToReadyMs = median(restarts.map((start) => start.cpuToReadyMs));
      const medianRssAfterStartMB = median(restarts.map((start) => start.rssAfterStartMB));
      const medianPeakRssMB = median(restarts.map((start) => start.peakRssMB));
      met &&= medianHealthyMs <= TARGET_MS && medianRssAfterStartMB <= RSS_TARGET_MB;
      results[name] = {
        starts,
        medianHealthyMs,
        medianReadyMs: median(restarts.map((start) => start.readyMs)),
        medianCpuToReadyMs,
        medianRssAfterStartMB,
        medianPeakRssMB,
      };
      console.error(
        `ready: ${name}: health answered in a median ${medianHealthyMs} ms (target ${TARGET_MS} ms), ` +
          `${medianCpuToReadyMs} ms of CPU, ${medianRssAfterStartMB} MB RSS ${SETTLE_MS} ms later (target ${RSS_TARGET_MB} MB), ` +
          `${medianPeakRssMB} MB at its peak`,
      );
    }
    console.log(
      JSON.stringify(
        {
          at: new Date().toISOString(),
          node: process.version,
          cpus: os.cpus().length,
          loadAverage1m: Number(os.loadavg()[0]!.toFixed(2)),
          targetMs: TARGET_MS,
          rssTargetMB: RSS_TARGET_MB,
          ...results,
          met,
        },
        null,
        2,
      ),
    );
    if (!met) process.exitCode = 1;
  } finally {
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  }
}

await main();
