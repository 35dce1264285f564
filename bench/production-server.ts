import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '../tests/support/test-app.js';
import { createTestDatabase } from '../tests/support/test-database.js';

const ROOT = path.join(import.meta.dirname, '..');

export interface ProductionServer {
  readonly url: string;
  readonly process: ChildProcess;
  /** The command that started it. */
  readonly command: string;
  /** From spawning the process until /api/health first answered 200: the process serves. */
  readonly healthyMs: number;
  /** From spawning the process until /api/ready first answered 200: it serves, and its database answers. */
  readonly readyMs: number;
  /**
   * The CPU time (user and system) the process had used when it was ready: what its start costs whatever else the
   * machine is doing, where readyMs grows with the machine's load.
   */
  readonly cpuToReadyMs: number;
}

/** Linux's clock ticks per second, the unit of /proc/<pid>/stat's times (USER_HZ: 100 on every common build). */
const CLOCK_TICKS_PER_SECOND = 100;

/** The CPU time a process has used so far, from /proc/<pid>/stat (utime and stime, after the command's name). */
export async function cpuTimeMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of the whole line; the slice starts at field 3 (state).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * The production start command, as `npm run serve` runs it (read from package.json, so the benchmarks measure
 * what production runs); BENCH_SERVER_COMMAND replaces it to compare, e.g. `node --import tsx src/main.ts`.
 */
async function serveCommand(): Promise<string> {
  if (process.env.BENCH_SERVER_COMMAND) return process.env.BENCH_SERVER_COMMAND;
  const { scripts } = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const inner = /^node scripts\/node24\.mjs "(.*)"$/.exec(scripts.serve ?? '')?.[1];
  if (!inner) throw new Error(`cannot read the serve script: ${scripts.serve}`);
  return inner;
}

/**
 * The PostgreSQL database the measured server runs on: LOAD_DATABASE_URL, or else a new one on the server at
 * 127.0.0.1:5432 that `drop` removes afterwards.
 */
export async function productionServerDatabase(): Promise<{ readonly url: string; drop(): Promise<void> }> {
  if (process.env.LOAD_DATABASE_URL) return { url: process.env.LOAD_DATABASE_URL, drop: async () => undefined };
  const database = await createTestDatabase('postgresql');
  return { url: (database.config as { url: string }).url, drop: () => database.drop() };
}

/** RepairLens in a process of its own, started as production starts it, on loopback with the given settings. */
export async function startProductionServer(env: Readonly<Record<string, string>>): Promise<ProductionServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const command = await serveCommand();
  const started = performance.now();
  // exec: the server is the shell's process itself, so its pid is the server's and signals reach it.
  const child = spawn('sh', ['-c', `exec ${command}`], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Generous: on a machine busy with other work a start can take far longer than its usual few seconds.
  const deadline = Date.now() + 180_000;
  const answersOk = (endpoint: string) =>
    fetch(`${url}${endpoint}`).then(
      (response) => response.ok,
      () => false,
    );
  let healthyMs: number | undefined;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready`);
    if (healthyMs === undefined && (await answersOk('/api/health'))) healthyMs = performance.now() - started;
    if (healthyMs !== undefined && (await answersOk('/api/ready'))) {
      const readyMs = Math.round(performance.now() - started);
      const cpuToReadyMs = await cpuTimeMs(child.pid!);
      return { url, process: child, command, healthyMs: Math.round(healthyMs), readyMs, cpuToReadyMs };
    }
    // Often enough for a start of a few seconds to be timed to some 20 ms.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become ready within 180 s');
}

const MB = 1024 * 1024;

/** A process's resident memory in MB from /proc/<pid>/status: now (VmRSS), or the most it has held (VmHWM). */
export async function rssMB(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kB = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return Math.round((kB * 1024) / MB);
}

/**
 * The glibc allocator settings (MALLOC_*) in a process's environment, from /proc/<pid>/environ: what the serve
 * script gave the server, as the process received them.
 */
export async function allocatorSettings(pid: number): Promise<Record<string, string>> {
  const environment = (await readFile(`/proc/${pid}/environ`, 'utf8')).split('\0');
  return Object.fromEntries(
    environment
      .filter((entry) => entry.startsWith('MALLOC_'))
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
}

export async function stopProductionServer(server: ProductionServer): Promise<void> {
  if (server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await exited;
}
