import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { AzureBlobFileStorage } from '../../../src/shared/storage/azure-blob.file-storage.js';
import { StoredFileNotFoundError, type FileStorage } from '../../../src/shared/storage/file-storage.js';
import { LocalFolderFileStorage } from '../../../src/shared/storage/local-folder.file-storage.js';
import { freePort } from '../../support/test-app.js';

/** Azurite's well-known development account (documented, not a secret). */
const AZURITE_ACCOUNT = 'devstoreaccount1';
const AZURITE_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

/** Starts Azurite's blob service in memory on a free port; undefined (with the reason) when it cannot. */
async function startAzurite(): Promise<{ connectionString: string; stop(): Promise<void> } | { problem: string }> {
  const require = createRequire(import.meta.url);
  let script: string;
  try {
    script = path.join(path.dirname(require.resolve('azurite/package.json')), 'dist/src/blob/main.js');
  } catch {
    return { problem: 'the azurite package is not installed' };
  }
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      script,
      '--blobHost',
      '127.0.0.1',
      '--blobPort',
      String(port),
      '--inMemoryPersistence',
      '--disableTelemetry',
      '--skipApiVersionCheck',
      '--silent',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const ready = await new Promise<string | true>((resolve) => {
    const timer = setTimeout(() => resolve('it did not listen within 20 s'), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('successfully listens')) {
        clearTimeout(timer);
        resolve(true);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(`it exited with ${code}`);
    });
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  if (ready !== true) {
    await stop();
    return { problem: `Azurite could not start: ${ready}` };
  }
  return {
    connectionString: `DefaultEndpointsProtocol=http;AccountName=${AZURITE_ACCOUNT};AccountKey=${AZURITE_KEY};BlobEndpoint=http://127.0.0.1:${port}/${AZURITE_ACCOUNT};`,
    stop,
  };
}

interface Harness {
  readonly storage: FileStorage;
  close(): Promise<void>;
}

const harnesses: Record<string, () => Promise<Harness | string>> = {
  'a local folder': async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'repairlens-files-'));
    return { storage: new LocalFolderFileStorage(root), close: () => rm(root, { recursive: true, force: true }) };
  },
  'Azure Blob Storage (Azurite)': async () => {
    const azurite = await startAzurite();
    if ('problem' in azurite) return azurite.problem;
    return {
      storage: new AzureBlobFileStorage(azurite.connectionString, 'repairlens-test'),
      close: () => azurite.stop(),
    };
  },
};

for (const [name, makeHarness] of Object.entries(harnesses)) {
  describe(`file storage contract: ${name}`, function () {
    this.timeout(30_000);
    let harness: Harness;
    let scratch: string;

    before(async function () {
      const made = await makeHarness();
      if (typeof made === 'string') {
        console.warn(`    skipped: ${made}`);
        return this.skip();
      }
      harness = made;
      scratch = await mkdtemp(path.join(os.tmpdir(), 'repairlens-scratch-'));
    });
    after(async () => {
      await harness?.close();
      if (scratch) await rm(scratch, { recursive: true, force: true });
    });

    async function localFile(content: Buffer | string): Promise<string> {
      const file = path.join(scratch, `source-${Math.random().toString(36).slice(2)}`);
      await writeFile(file, content);
      return file;
    }

    it('stores a file and hands back a local copy with the same bytes', async () => {
      const content = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
      await harness.storage.saveFrom('uploads/a1', await localFile(content), 'image/jpeg');
      const read = await harness.storage.withLocalCopy('uploads/a1', (localPath) => readFile(localPath));
      expect(read.equals(content)).to.equal(true);
    });

    it('replaces a file stored under the same key', async () => {
      await harness.storage.saveFrom('uploads/b1', await localFile('first'), 'text/plain');
      await harness.storage.saveFrom('uploads/b1', await localFile('second'), 'text/plain');
      expect(await harness.storage.withLocalCopy('uploads/b1', (p) => readFile(p, 'utf8'))).to.equal('second');
    });

    it('lists files under a prefix with their size and time, and nothing else', async () => {
      await harness.storage.saveFrom('listed/c1', await localFile('12345'), 'text/plain');
      await harness.storage.saveFrom('listed/c2', await localFile('1'), 'text/plain');
      await harness.storage.saveFrom('elsewhere/c3', await localFile('1'), 'text/plain');
      const listed = await harness.storage.list('listed/');
      expect(listed.map((file) => file.key).sort()).to.deep.equal(['listed/c1', 'listed/c2']);
      const first = listed.find((file) => file.key === 'listed/c1')!;
      expect(first.size).to.equal(5);
      expect(Math.abs(first.lastModified.getTime() - Date.now())).to.be.below(60_000);
    });

    it('removes a file, and removing it again is no error', async () => {
      await harness.storage.saveFrom('uploads/d1', await localFile('x'), 'text/plain');
      await harness.storage.remove('uploads/d1');
      await harness.storage.remove('uploads/d1');
      expect((await harness.storage.list('uploads/d1')).length).to.equal(0);
    });

    it('says StoredFileNotFoundError for a key that holds nothing', async () => {
      let failure: unknown;
      try {
        await harness.storage.withLocalCopy('uploads/never-stored', async () => 'read');
      } catch (error) {
        failure = error;
      }
      expect(failure).to.be.instanceOf(StoredFileNotFoundError);
    });

    it('refuses keys that could climb out of their folder', async () => {
      for (const key of ['../etc/passwd', 'a/../../b', '/absolute', 'Upper/Case', '']) {
        let failure: unknown;
        try {
          await harness.storage.remove(key);
        } catch (error) {
          failure = error;
        }
        expect(failure, key).to.be.instanceOf(Error);
      }
    });
  });
}
