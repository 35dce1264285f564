import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BlobServiceClient, RestError, type ContainerClient } from '@azure/storage-blob';
import { assertStorageKey, StoredFileNotFoundError, type FileStorage, type StoredFile } from './file-storage.js';

/** The production adapter: one Azure Blob Storage container, shared by every instance. */
export class AzureBlobFileStorage implements FileStorage {
  private readonly container: ContainerClient;
  private containerReady: Promise<unknown> | undefined;

  constructor(connectionString: string, containerName: string) {
    this.container = BlobServiceClient.fromConnectionString(connectionString).getContainerClient(containerName);
  }

  async saveFrom(key: string, localPath: string, contentType: string): Promise<void> {
    assertStorageKey(key);
    await this.ensureContainer();
    // uploadFile sends the file in blocks from disk; it is never held in memory whole.
    await this.container.getBlockBlobClient(key).uploadFile(localPath, {
      blobHTTPHeaders: { blobContentType: contentType },
      concurrency: 2,
    });
  }

  async withLocalCopy<T>(key: string, work: (localPath: string) => Promise<T>): Promise<T> {
    assertStorageKey(key);
    const folder = await mkdtemp(path.join(os.tmpdir(), 'repairlens-blob-'));
    try {
      const localPath = path.join(folder, 'content');
      try {
        await this.container.getBlobClient(key).downloadToFile(localPath);
      } catch (error) {
        if (error instanceof RestError && error.statusCode === 404) throw new StoredFileNotFoundError(key);
        throw error;
      }
      return await work(localPath);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async remove(key: string): Promise<void> {
    assertStorageKey(key);
    try {
      await this.container.getBlobClient(key).deleteIfExists();
    } catch (error) {
      // A container that was never created holds nothing to remove.
      if (!(error instanceof RestError && error.statusCode === 404)) throw error;
    }
  }

  async list(prefix: string): Promise<StoredFile[]> {
    const found: StoredFile[] = [];
    try {
      for await (const blob of this.container.listBlobsFlat({ prefix })) {
        found.push({
          key: blob.name,
          size: blob.properties.contentLength ?? 0,
          lastModified: blob.properties.lastModified,
        });
      }
    } catch (error) {
      if (error instanceof RestError && error.statusCode === 404) return [];
      throw error;
    }
    return found;
  }

  private ensureContainer(): Promise<unknown> {
    this.containerReady ??= this.container.createIfNotExists().catch((error: unknown) => {
      this.containerReady = undefined;
      throw error;
    });
    return this.containerReady;
  }
}
