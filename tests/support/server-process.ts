import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './test-app.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** One JSON log line the server wrote on standard output. */
export type LogLine = Record<string, unknown> & { msg?: string; requestId?: string };

export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** Every JSON log line written so far, in order. */
  readonly logs: LogLine[];
  /** Resolves with the exit code (null when a signal killed it). */
  readonly exited: Promise<number | null>;
  /** Sends `signal` and waits for the process to end; answers the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface ServerProcessOptions {
  /** Environment on top of the test defaults (NODE_ENV=test, loopback, a free port, LOG_LEVEL=info). */
  readonly env: Record<string, string>;
  /** The port to listen on; a free one when absent. */
  readonly port?: number;
}

/**
 * The real server as `npm start` runs it: `node --import tsx src/main.ts` in a child process, waited for until
 * /api/health answers. Its JSON log lines are collected for the test to read.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'info',
      ...options.env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const errors: string[] = [];
  let partial = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        errors.push(line);
      }
    }
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => errors.push(chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode} before listening:\n${errors.join('').slice(-2000)}`);
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not listen within 90 s:\n${errors.join('').slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    port,
    child,
    logs,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
