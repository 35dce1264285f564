import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FILE_STORAGE } from '../../../src/shared/storage/file-storage.js';
import type { RepairCreated, RepairRequestView } from '../../../src/api-contract.js';
import { labelPhoto } from '../../fixtures/repairs/media.js';
import { TestBrowser } from '../../support/http-client.js';
import { pollUntil } from '../../support/polling.js';
import { startTestApp, type TestApp, type TestAppOptions } from '../../support/test-app.js';

export interface RepairsTestApp extends TestApp {
  readonly storageDir: string;
  /** Keys of every upload still in storage. */
  storedUploads(): Promise<string[]>;
  /** Free fixes left on the signed-in user's balance, as /api/auth/user shows them. */
  freeFixes(browser: TestBrowser): Promise<number>;
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
}

/** A whole server whose uploads go to a storage folder of its own. */
export async function startRepairsApp(options: TestAppOptions = {}): Promise<RepairsTestApp> {
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'repairlens-storage-'));
  const server = await startTestApp({ ...options, env: { LOCAL_STORAGE_DIR: storageDir, ...options.env } });
  const storage = server.app.container.get(FILE_STORAGE);
  return {
    ...server,
    storageDir,
    storedUploads: async () => (await storage.list('repair-uploads/')).map((file) => file.key),
    freeFixes: async (browser) => {
      const user = (await (await browser.request('/api/auth/user')).json()) as { freeFixesRemaining: number };
      return user.freeFixesRemaining;
    },
    sql: <T>(query: string, params: unknown[] = []) =>
      server.app.database.withContext(() => server.app.database.em.execute<T[]>(query, params)),
    close: async () => {
      await server.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

export interface RepairsSuite {
  readonly server: RepairsTestApp;
  /** The label photo the suite's uploads send. */
  readonly photo: Buffer;
}

export type RepairsSuiteOptions = TestAppOptions & { readonly labelLines?: readonly string[] };

/**
 * The suite's repairs server and its label photo (`labelLines`, what the label reads: the fixture's model plate
 * unless given), ready before its tests, the server closed after them. Its tests read both from the suite it
 * returns. `options` may be a function, for options known only once an earlier hook has run.
 */
export function useRepairsServerWithPhoto(
  options: RepairsSuiteOptions | (() => RepairsSuiteOptions) = {},
): RepairsSuite {
  const suite = {} as { server: RepairsTestApp; photo: Buffer };
  before(async () => {
    const { labelLines, ...appOptions } = typeof options === 'function' ? options() : options;
    [suite.server, suite.photo] = await Promise.all([startRepairsApp(appOptions), labelPhoto(labelLines)]);
  });
  after(async () => suite.server?.close());
  return suite;
}

export { signedInBrowser } from '../../support/http-client.js';

export interface UploadOptions {
  readonly bytes: Buffer;
  readonly filename?: string;
  readonly type?: string;
  readonly description?: string;
  readonly region?: string;
  /** Extra files in the same form. */
  readonly extraFiles?: number;
}

export function uploadForm(options: UploadOptions): FormData {
  const form = new FormData();
  const file = new Blob([new Uint8Array(options.bytes)], { type: options.type ?? 'image/jpeg' });
  form.append('file', file, options.filename ?? 'photo.jpg');
  for (let i = 0; i < (options.extraFiles ?? 0); i++) form.append('file', file, `other-${i}.jpg`);
  if (options.description !== undefined) form.append('description', options.description);
  if (options.region !== undefined) form.append('region', options.region);
  return form;
}

export function upload(browser: TestBrowser, options: UploadOptions): Promise<Response> {
  return browser.request('/api/repair-requests', { method: 'POST', body: uploadForm(options) });
}

export async function uploadOk(browser: TestBrowser, options: UploadOptions): Promise<RepairCreated> {
  const response = await upload(browser, options);
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as RepairCreated;
}

/** The repair as its owner's browser reads it; fails unless the server answers 200. */
export async function readRepair(browser: TestBrowser, id: string): Promise<RepairRequestView> {
  const response = await browser.request(`/api/repair-requests/${id}`);
  if (response.status !== 200) throw new Error(`repair ${id} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as RepairRequestView;
}

/** Temporary upload folders that requests left behind (there should never be any). */
/**
 * Upload folders still on disk once requests in flight have had time to finish: a request whose client went
 * away (here or in an earlier suite of the same run) removes its folder a moment after the client stopped
 * listening, and only a folder that outlives that wait is a leak.
 */
export async function leftoverUploadFolders(settleMs = 5_000): Promise<string[]> {
  const list = async () => (await readdir(os.tmpdir())).filter((name) => name.startsWith('repairlens-upload-'));
  try {
    return await pollUntil(
      async () => ((await list()).length === 0 ? [] : undefined),
      'upload folders removed',
      settleMs,
      100,
    );
  } catch {
    return list();
  }
}

/** The repairs tests' polling: a longer default wait, and the timeout before the description. */
export function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000, what = 'condition'): Promise<T> {
  return pollUntil(check, what, timeoutMs, 200);
}
