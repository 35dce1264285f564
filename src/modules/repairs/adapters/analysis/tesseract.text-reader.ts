import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Logger } from '../../../../shared/logging/logger.js';
import type { OcrReply, OcrRequest } from './ocr-protocol.js';
import { TextReadingFailedError, type TextReader, type TextReadingFailure } from './text-reader.js';

export interface TesseractTextReaderOptions {
  /** Worker processes reading at once (each one reads one picture at a time, on about one core). */
  readonly workers?: number;
  /** Reads waiting for a worker; one more is refused at once (the analysis goes on without text). */
  readonly maxWaiting?: number;
  /** A worker is replaced after this many reads, or sooner once it holds more memory than maxWorkerBytes. */
  readonly readsPerWorker?: number;
  readonly maxWorkerBytes?: number;
  /** A worker that has not loaded its model by then is stopped. */
  readonly startTimeoutMs?: number;
  /**
   * The program each worker runs: ocr-worker.ts unless a test passes a stand-in that crashes or hangs. Only a
   * caller constructing the reader can choose it; nothing in the configuration can.
   */
  readonly workerEntry?: URL;
}

export interface TextReaderActivity {
  /** Workers running, of which `ready` have loaded their model. */
  readonly workers: number;
  readonly ready: number;
  readonly reading: number;
  readonly waiting: number;
  /** Of the worker processes, for diagnostics (and for tests that stop or kill one). */
  readonly processIds: readonly number[];
}

const DEFAULTS = {
  workers: 1,
  maxWaiting: 4,
  readsPerWorker: 200,
  maxWorkerBytes: 768 * 1024 * 1024,
  startTimeoutMs: 30_000,
} satisfies Required<Omit<TesseractTextReaderOptions, 'workerEntry'>>;
/** How long a stopping worker may take to exit before it is killed. */
const EXIT_GRACE_MS = 2_000;

// The worker is TypeScript when the server runs through tsx (as in production), JavaScript if it was compiled.
const THIS_FILE = fileURLToPath(import.meta.url);
const DEFAULT_ENTRY = new URL(`./ocr-worker${path.extname(THIS_FILE)}`, import.meta.url);
/** tsx's loader, as `node --import tsx` finds it. */
const TYPESCRIPT_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

interface PendingRead {
  readonly id: number;
  readonly jpeg: Buffer;
  /** The budget's clock: from the call, or from the hand-over when the read had to wait for a worker to start. */
  timer: NodeJS.Timeout | undefined;
  readonly resolve: (lines: string[]) => void;
  readonly reject: (error: TextReadingFailedError) => void;
}

interface WorkerProcess {
  readonly child: ChildProcess;
  ready: boolean;
  reads: number;
  current: PendingRead | undefined;
  /** Set when the reader itself ends the process (stopping, retiring, over budget): its exit is no crash. */
  endedOnPurpose: boolean;
  readonly exited: Promise<void>;
}

/**
 * Reads label text with Tesseract (label-text.ts) in worker processes it manages, so that OCR cannot take the
 * server down or hold it up: each read has a time budget, waiting included, after which the caller gets a
 * TextReadingFailedError and a worker still busy with it is killed and replaced; a worker that crashes fails only
 * the read it had; reads beyond a small queue are refused at once; workers are replaced after some reads (or when
 * they grew) to bound their memory; stop() ends them all. Workers start on the first read, not with the server.
 */
export class TesseractTextReader implements TextReader {
  private readonly settings: Required<Omit<TesseractTextReaderOptions, 'workerEntry'>>;
  private readonly entry: URL;
  private readonly workers = new Set<WorkerProcess>();
  /** Workers ended on purpose that have not exited yet: stop() waits for them too. */
  private readonly ending = new Set<Promise<void>>();
  private readonly waiting: PendingRead[] = [];
  private nextId = 1;
  private stopped = false;

  constructor(
    private readonly budgetMs: number,
    private readonly logger: Logger,
    options: TesseractTextReaderOptions = {},
  ) {
    const { workerEntry, ...settings } = options;
    this.settings = { ...DEFAULTS, ...settings };
    this.entry = workerEntry ?? DEFAULT_ENTRY;
  }

  read(jpeg: Buffer): Promise<string[]> {
    if (this.stopped) return Promise.reject(this.failure('stopped', 'the text reader is stopped'));
    const idle = [...this.workers].some((worker) => worker.ready && !worker.current);
    if (!idle && this.waiting.length >= this.settings.maxWaiting) {
      this.logger.warn({ waiting: this.waiting.length }, 'too many pictures waiting for text reading; read skipped');
      return Promise.reject(this.failure('busy', 'too many pictures are waiting for text reading'));
    }
    // Loading the model (a second or two, on the first read or after a replacement) is the reader's doing, not
    // the picture's: a read that finds no worker ready starts its budget when a worker takes it.
    const warm = [...this.workers].some((worker) => worker.ready);
    return new Promise<string[]>((resolve, reject) => {
      const read: PendingRead = { id: this.nextId++, jpeg, timer: undefined, resolve, reject };
      if (warm) this.startBudget(read);
      this.waiting.push(read);
      this.dispatch();
    });
  }

  activity(): TextReaderActivity {
    const workers = [...this.workers];
    return {
      workers: workers.length,
      ready: workers.filter((worker) => worker.ready).length,
      reading: workers.filter((worker) => worker.current).length,
      waiting: this.waiting.length,
      processIds: workers.flatMap((worker) => (worker.child.pid ? [worker.child.pid] : [])),
    };
  }

  /** Fails what is waiting and running, and ends every worker (killed if it does not exit promptly). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const read of this.waiting.splice(0)) this.settle(read, this.failure('stopped', 'the text reader stopped'));
    for (const worker of [...this.workers]) this.end(worker, 'the text reader stopped', 'gracefully');
    await Promise.all(this.ending);
  }

  /** Hands waiting reads to idle workers, starting a worker when none is idle and there is room for one. */
  private dispatch(): void {
    while (this.waiting.length > 0) {
      const idle = [...this.workers].find((worker) => worker.ready && !worker.current);
      if (!idle) {
        const starting = [...this.workers].filter((worker) => !worker.ready).length;
        if (starting < this.waiting.length && this.workers.size < this.settings.workers) this.start();
        return;
      }
      const read = this.waiting.shift()!;
      if (!read.timer) this.startBudget(read);
      idle.current = read;
      const request: OcrRequest = { id: read.id, jpeg: read.jpeg };
      idle.child.send(request, (error) => {
        if (error) this.end(idle, `the picture could not be sent (${error.message})`, 'at once', 'crashed');
      });
    }
  }

  private start(): void {
    const entry = fileURLToPath(this.entry);
    const child = fork(entry, [], {
      // Only what the worker needs: the TypeScript loader for a .ts entry, nothing inherited (an --inspect port).
      execArgv: entry.endsWith('.ts') ? ['--import', TYPESCRIPT_LOADER] : [],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let markExited!: () => void;
    const worker: WorkerProcess = {
      child,
      ready: false,
      reads: 0,
      current: undefined,
      endedOnPurpose: false,
      exited: new Promise((resolve) => (markExited = resolve)),
    };
    this.workers.add(worker);
    // Tesseract and Leptonica print diagnostics on stderr ("Warning: Invalid resolution"): debug lines, not noise.
    createInterface({ input: child.stderr! }).on('line', (line) => this.logger.debug({ line }, 'OCR worker stderr'));
    const startTimer = setTimeout(() => {
      this.couldNotStart({ startTimeoutMs: this.settings.startTimeoutMs });
      this.end(worker, 'it did not start in time', 'at once');
    }, this.settings.startTimeoutMs);
    child.on('message', (reply: OcrReply) => this.received(worker, reply, startTimer));
    // Every 'error' needs a listener (an unheard one would throw in the server); failed sends are handled where
    // they are made, so only a process that never started (an 'error' and no 'exit' ever) matters here.
    child.on('error', (error) => {
      if (child.pid) return;
      clearTimeout(startTimer);
      markExited();
      this.exited(worker, null, null, error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(startTimer);
      markExited();
      this.exited(worker, code, signal);
    });
  }

  private received(worker: WorkerProcess, reply: OcrReply, startTimer: NodeJS.Timeout): void {
    if (reply.kind === 'ready') {
      clearTimeout(startTimer);
      worker.ready = true;
      this.dispatch();
      return;
    }
    const read = worker.current;
    if (!read || read.id !== reply.id) return; // an answer to a read already given up
    worker.current = undefined;
    worker.reads++;
    if (reply.kind === 'lines') this.settle(read, reply.lines);
    else this.settle(read, this.failure('failed', `the picture could not be read: ${reply.message}`));
    const worn = worker.reads >= this.settings.readsPerWorker;
    const grown = reply.kind === 'lines' && reply.residentBytes > this.settings.maxWorkerBytes;
    if (worn || grown) {
      this.logger.debug({ reads: worker.reads, grown }, 'OCR worker retired; a fresh one takes over');
      this.end(worker, 'retired', 'gracefully');
    }
    this.dispatch();
  }

  private startBudget(read: PendingRead): void {
    read.timer = setTimeout(() => this.overBudget(read), this.budgetMs);
  }

  private overBudget(read: PendingRead): void {
    const queued = this.waiting.indexOf(read);
    if (queued >= 0) this.waiting.splice(queued, 1);
    const worker = [...this.workers].find((candidate) => candidate.current === read);
    this.logger.warn(
      { budgetMs: this.budgetMs, stage: worker ? 'reading' : 'waiting' },
      'reading text from the picture took longer than its budget; skipped',
    );
    this.settle(read, this.failure('timed-out', `text reading took longer than ${this.budgetMs} ms`));
    if (worker) {
      // Tesseract cannot be interrupted: the worker stuck on this picture is killed, and another one started.
      worker.current = undefined;
      this.end(worker, 'over budget', 'at once');
    }
  }

  /**
   * Ends a worker on purpose: out of the pool at once, its read failed, the process asked to exit (it exits when
   * its channel closes; killed if it has not after a grace period) or killed outright when it may be stuck, and
   * a replacement started unless the reader is stopping.
   */
  private end(
    worker: WorkerProcess,
    why: string,
    how: 'gracefully' | 'at once',
    reason: TextReadingFailure = 'stopped',
  ): void {
    if (!this.workers.delete(worker)) return;
    worker.endedOnPurpose = true;
    this.ending.add(worker.exited);
    void worker.exited.then(() => this.ending.delete(worker.exited));
    if (worker.current) this.settle(worker.current, this.failure(reason, `text reading stopped: ${why}`));
    worker.current = undefined;
    const { child } = worker;
    if (how === 'gracefully') {
      if (child.connected) child.disconnect();
      const kill = setTimeout(() => child.kill('SIGKILL'), EXIT_GRACE_MS);
      void worker.exited.then(() => clearTimeout(kill));
    } else {
      child.kill('SIGKILL');
    }
    this.replace(worker);
  }

  private exited(worker: WorkerProcess, code: number | null, signal: NodeJS.Signals | null, error?: Error): void {
    const wasRunning = this.workers.delete(worker);
    if (!wasRunning || worker.endedOnPurpose) return;
    const details = { exitCode: code, signal, reads: worker.reads, err: error };
    if (!worker.ready) {
      this.couldNotStart(details);
      return;
    }
    this.logger.warn({ ...details, reading: Boolean(worker.current) }, 'the OCR worker exited; a new one takes over');
    if (worker.current) this.settle(worker.current, this.failure('crashed', 'the OCR worker exited during the read'));
    this.replace(worker);
  }

  /**
   * A worker that cannot even start would fail again: the reads waiting for it fail now (those that came while no
   * worker was ready have no budget running), and the next read tries again.
   */
  private couldNotStart(details: object): void {
    this.logger.error(details, 'the OCR worker could not start; text reading skipped');
    for (const read of this.waiting.splice(0))
      this.settle(read, this.failure('failed', 'the OCR worker could not start'));
  }

  /**
   * A worker that had been ready is replaced at once, so the next read does not wait for a model to load; one
   * that never got ready is not (it would likely fail again): the next read starts another.
   */
  private replace(lost: WorkerProcess): void {
    if (this.stopped) return;
    if (lost.ready && this.workers.size < this.settings.workers) this.start();
    this.dispatch();
  }

  private settle(read: PendingRead, outcome: string[] | TextReadingFailedError): void {
    clearTimeout(read.timer);
    if (outcome instanceof TextReadingFailedError) read.reject(outcome);
    else read.resolve(outcome);
  }

  private failure(reason: TextReadingFailure, message: string): TextReadingFailedError {
    return new TextReadingFailedError(reason, message);
  }
}
