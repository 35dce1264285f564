/**
 * `npm run bench`: RepairLens and a bare Koa JSON endpoint, measured with autocannon in the same run on the
 * same machine, so the ratio between them says what the product's layers cost (routing, validation, the
 * request-scoped entity manager, the database round trip, logging) independently of the machine's speed. On
 * PostgreSQL a second yardstick, the same-work floor (bench/floor-server.ts: Koa + node-postgres doing only a
 * signed-in read's unavoidable queries), shows what the signed-in routes cost beyond their database work.
 *
 * The targets run in rounds, each round every target once, yardsticks first: a share is taken against the yardstick
 * of its own round, and the table gives the median of the rounds, so a minute in which the machine was busy with
 * something else moves one round rather than the result (one run of each once gave /api/health anywhere from 48 % to
 * 87 % of bare Koa on this project's 2-core machine).
 *
 * Settings (environment): BENCH_ROUNDS (3), BENCH_DURATION seconds per target and round (10), BENCH_CONNECTIONS
 * (50), BENCH_PIPELINING (1), BENCH_WARMUP seconds before each target's first round (3), BENCH_WORKERS autocannon
 * worker threads (1; 0 runs the load generator on the servers' own event loop), BENCH_ONLY a regular expression on target names, BENCH_LOG_LEVEL
 * (info; the server logs as in production, to /dev/null), DATABASE_URL (PostgreSQL instead of in-memory PGlite).
 * Results are printed as a table and written to bench/results/ (git-ignored).
 */
import 'reflect-metadata';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Koa from 'koa';
import { pino } from 'pino';
import { startFloorServer } from './floor-server.js';
import { startInProcessRepairLens, type InProcessRepairLens } from './in-process-server.js';
import { median } from './statistics.js';
import { BARE_BODY, TARGETS, type BenchContext, type BenchRequest, type BenchTarget } from './targets.js';

interface Settings {
  readonly rounds: number;
  readonly durationSeconds: number;
  readonly warmupSeconds: number;
  readonly connections: number;
  readonly pipelining: number;
  readonly workers: number;
  readonly only: RegExp | undefined;
  readonly logLevel: string;
}

/** One target's figures in one round, its shares against that round's yardsticks. */
interface Round {
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  readonly ratioToBare: number | null;
  readonly ratioToFloor: number | null;
}

/** A target over all rounds: medians, except `max` (the worst), the error counts (summed) and `totalRequests`. */
interface Measurement {
  readonly name: string;
  readonly server: BenchTarget['server'];
  readonly url: string;
  readonly rounds: readonly Round[];
  readonly requestsPerSecond: number;
  readonly totalRequests: number;
  readonly latencyMs: { readonly p50: number; readonly p90: number; readonly p99: number; readonly max: number };
  readonly errors: number;
  readonly timeouts: number;
  readonly non2xx: number;
  /** Answers whose status differs from the target's expected status (non-2xx included). */
  readonly unexpectedStatus: number;
  readonly ratioToBare: number | null;
  readonly ratioToFloor: number | null;
  /**
   * CPU time of this whole process (servers and load generator) per answered request: steadier than req/s on a
   * busy machine, since time spent waiting for a core is not counted.
   */
  readonly cpuMicrosPerRequest: number;
}

function numberSetting(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number >= ${min}, got "${raw}"`);
  return value;
}

function readSettings(): Settings {
  return {
    rounds: numberSetting('BENCH_ROUNDS', 3, 1),
    durationSeconds: numberSetting('BENCH_DURATION', 10, 1),
    warmupSeconds: numberSetting('BENCH_WARMUP', 3, 0),
    connections: numberSetting('BENCH_CONNECTIONS', 50, 1),
    pipelining: numberSetting('BENCH_PIPELINING', 1, 1),
    workers: numberSetting('BENCH_WORKERS', 1, 0),
    only: process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined,
    logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
  };
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

/** RepairLens in this process, logging as in production. */
function startRepairLens(settings: Settings): Promise<InProcessRepairLens> {
  // Logged as in production (JSON lines, synchronous writes), but to /dev/null so the table stays readable.
  return startInProcessRepairLens({ LOG_LEVEL: settings.logLevel }, (config) =>
    pino(
      { level: config.logLevel, base: { service: 'repairlens' }, timestamp: pino.stdTimeFunctions.isoTime },
      pino.destination({ dest: '/dev/null', sync: true }),
    ),
  );
}

/** The yardstick: Koa with one middleware answering a constant JSON, nothing else. */
async function startBareKoa(): Promise<{ server: Server; url: string }> {
  const koa = new Koa();
  koa.use((ctx) => {
    ctx.body = BARE_BODY;
  });
  const server = createServer(koa.callback());
  return { server, url: await listen(server) };
}

async function resolveRequest(target: BenchTarget, context: BenchContext): Promise<BenchRequest> {
  return typeof target.request === 'function' ? target.request(context) : target.request;
}

/** One request before the run: a target that answers the wrong status would measure an error page. */
async function checkOnce(url: string, request: BenchRequest, expectStatus: number): Promise<void> {
  const response = await fetch(url, { method: request.method ?? 'GET', headers: request.headers, body: request.body });
  const text = await response.text();
  if (response.status !== expectStatus) {
    throw new Error(`${request.method ?? 'GET'} ${url} answered ${response.status}, expected ${expectStatus}: ${text}`);
  }
}

async function fire(url: string, request: BenchRequest, settings: Settings, seconds: number) {
  return autocannon({
    url,
    method: request.method ?? 'GET',
    headers: request.headers ? { ...request.headers } : undefined,
    body: request.body,
    connections: settings.connections,
    pipelining: settings.pipelining,
    duration: seconds,
    ...(settings.workers > 0 ? { workers: settings.workers } : {}),
  });
}

function formatTable(measurements: readonly Measurement[]): string {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'vs bare', 'vs floor', 'cpu µs/req'];
  const share = (ratio: number | null) => (ratio === null ? '-' : `${(ratio * 100).toFixed(1)} %`);
  const rows = measurements.map((m) => [
    m.name,
    Math.round(m.requestsPerSecond).toLocaleString('en-US'),
    m.latencyMs.p50.toFixed(1),
    m.latencyMs.p99.toFixed(1),
    String(m.errors + m.timeouts),
    String(m.unexpectedStatus),
    share(m.ratioToBare),
    share(m.ratioToFloor),
    String(m.cpuMicrosPerRequest),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const settings = readSettings();
  const repairLens = await startRepairLens(settings);
  const databaseUrl = process.env.DATABASE_URL;
  const floor =
    databaseUrl && repairLens.app.config.database.kind === 'postgresql'
      ? await startFloorServer(databaseUrl, repairLens.app.config.database.poolMax)
      : undefined;
  if (!floor) console.error('bench: the same-work floor needs PostgreSQL (DATABASE_URL); measuring without it');
  const targets = TARGETS.filter((target) =>
    target.server === 'repairlens'
      ? !settings.only || settings.only.test(target.name)
      : target.server === 'bare' || floor,
  );
  const bare = await startBareKoa();
  const context: BenchContext = { repairLensUrl: repairLens.url, app: repairLens.app };
  const databaseKind = repairLens.app.database.kind;
  console.error(
    `bench: ${settings.durationSeconds}s per target after ${settings.warmupSeconds}s warm-up, ` +
      `${settings.connections} connections, pipelining ${settings.pipelining}, ` +
      `${settings.workers || 'no'} autocannon worker thread(s), database ${databaseKind}, Node ${process.version}, ` +
      `${os.cpus().length} CPUs`,
  );

  type Run = Awaited<ReturnType<typeof fire>> & { readonly cpuMicrosPerRequest: number };
  const runs = new Map<BenchTarget, { url: string; request: BenchRequest; expectStatus: number; runs: Run[] }>();
  try {
    for (let round = 1; round <= settings.rounds; round++) {
      for (const target of targets) {
        let entry = runs.get(target);
        if (!entry) {
          const request = await resolveRequest(target, context);
          const base = { bare: bare.url, floor: floor?.url ?? '', repairlens: repairLens.url }[target.server];
          const url = new URL(request.path, base).toString();
          const expectStatus = target.expectStatus ?? 200;
          await checkOnce(url, request, expectStatus);
          if (settings.warmupSeconds > 0) await fire(url, request, settings, settings.warmupSeconds);
          entry = { url, request, expectStatus, runs: [] };
          runs.set(target, entry);
        }
        console.error(`bench: round ${round}/${settings.rounds}: measuring ${target.name} ...`);
        const cpuBefore = process.cpuUsage();
        const result = await fire(entry.url, entry.request, settings, settings.durationSeconds);
        const cpu = process.cpuUsage(cpuBefore);
        const cpuMicrosPerRequest = Math.round((cpu.user + cpu.system) / Math.max(1, result.requests.total));
        entry.runs.push({ ...result, cpuMicrosPerRequest });
      }
    }
  } finally {
    await floor?.close();
    await repairLens.app.close();
    await new Promise<void>((resolve) => {
      bare.server.close(() => resolve());
      bare.server.closeAllConnections();
    });
  }

  const yardstickRuns = (server: 'bare' | 'floor') => [...runs].find(([target]) => target.server === server)?.[1].runs;
  const bareRuns = yardstickRuns('bare');
  const floorRuns = yardstickRuns('floor');
  const measurements = [...runs].map(([target, { url, expectStatus, runs: targetRuns }]): Measurement => {
    const yardstick = target.server !== 'repairlens';
    const rounds = targetRuns.map((run, index): Round => {
      const share = (against: readonly Run[] | undefined) =>
        against ? run.requests.average / against[index]!.requests.average : null;
      return {
        requestsPerSecond: run.requests.average,
        p99Ms: run.latency.p99,
        ratioToBare: target.server === 'bare' ? null : share(bareRuns),
        ratioToFloor: yardstick ? null : share(floorRuns),
      };
    });
    const medianOf = (value: (run: Run) => number) => median(targetRuns.map(value));
    const sumOf = (value: (run: Run) => number) => targetRuns.reduce((sum, run) => sum + value(run), 0);
    const ratio = (pick: (round: Round) => number | null) =>
      rounds.every((round) => pick(round) !== null) ? median(rounds.map((round) => pick(round)!)) : null;
    return {
      name: target.name,
      server: target.server,
      url,
      rounds,
      requestsPerSecond: medianOf((run) => run.requests.average),
      totalRequests: sumOf((run) => run.requests.total),
      latencyMs: {
        p50: medianOf((run) => run.latency.p50),
        p90: medianOf((run) => run.latency.p90),
        p99: medianOf((run) => run.latency.p99),
        max: Math.max(...targetRuns.map((run) => run.latency.max)),
      },
      errors: sumOf((run) => run.errors),
      timeouts: sumOf((run) => run.timeouts),
      non2xx: sumOf((run) => run.non2xx),
      unexpectedStatus: sumOf((run) =>
        Math.max(
          Object.entries(run.statusCodeStats ?? {}).reduce(
            (sum, [status, stats]) => (Number(status) === expectStatus ? sum : sum + Number(stats.count)),
            0,
          ),
          run.non2xx,
        ),
      ),
      ratioToBare: ratio((round) => round.ratioToBare),
      ratioToFloor: ratio((round) => round.ratioToFloor),
      cpuMicrosPerRequest: Math.round(medianOf((run) => run.cpuMicrosPerRequest)),
    };
  });

  console.log('');
  console.log(formatTable(measurements));
  console.log('');
  for (const m of measurements) {
    if (m.ratioToBare !== null) {
      const toFloor = m.ratioToFloor === null ? '' : `, /floor = ${m.ratioToFloor.toFixed(3)}`;
      const shares = m.rounds.map((round) => `${((round.ratioToBare ?? 0) * 100).toFixed(0)} %`).join(', ');
      console.log(
        `${m.name}: /bare = ${m.ratioToBare.toFixed(3)} (${(1 / m.ratioToBare).toFixed(1)}x slower)${toFloor}, ` +
          `p99 ${m.latencyMs.p99} ms; rounds of bare: ${shares}; p99 by round: ` +
          `${m.rounds.map((round) => round.p99Ms).join(', ')} ms`,
      );
    }
  }

  const report = {
    startedAt: startedAt.toISOString(),
    settings: { ...settings, only: settings.only?.source ?? null },
    environment: {
      node: process.version,
      platform: `${os.platform()} ${os.release()} ${os.arch()}`,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      database: databaseKind,
    },
    measurements,
  };
  const directory = path.join(import.meta.dirname, 'results');
  await mkdir(directory, { recursive: true });
  const file = path.join(directory, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const json = `${JSON.stringify(report, null, 2)}\n`;
  await writeFile(file, json);
  await writeFile(path.join(directory, 'latest.json'), json);
  console.log(`\nresults written to ${path.relative(process.cwd(), file)}`);

  const failed = measurements.filter((m) => m.errors + m.timeouts + m.unexpectedStatus > 0);
  if (failed.length > 0) {
    console.error(`bench: ${failed.map((m) => m.name).join(', ')} had errors or unexpected statuses`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error('bench failed:', error);
  process.exit(1);
});
