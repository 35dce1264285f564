import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, StoredFileNotFoundError, type FileStorage, type StoredFile } from './file-storage.js';

/**
 * The embedded default: files in a local folder. Right for one instance; several instances need a shared
 * store (Azure Blob Storage), since the job that processes an upload may run on another instance.
 */
export class LocalFolderFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async saveFrom(key: string, localPath: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside the target and renamed, so a reader never sees half a file.
    const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await pipeline(createReadStream(localPath), createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async withLocalCopy<T>(key: string, work: (localPath: string) => Promise<T>): Promise<T> {
    const stored = this.pathOf(key);
    // The stored file already is local: it is handed over as it is, for reading only.
    if (!(await isFile(stored))) throw new StoredFileNotFoundError(key);
    return work(stored);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async list(prefix: string): Promise<StoredFile[]> {
    const found: StoredFile[] = [];
    const walk = async (folder: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(folder, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) {
          await walk(full);
          continue;
        }
        if (!entry.isFile() || entry.name.endsWith('.partial')) continue;
        const key = path.relative(this.root, full).split(path.sep).join('/');
        if (!key.startsWith(prefix)) continue;
        const info = await stat(full).catch(() => null);
        if (info) found.push({ key, size: info.size, lastModified: info.mtime });
      }
    };
    await walk(this.root);
    return found;
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
