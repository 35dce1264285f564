import { token } from '../token.js';

/** A file kept in storage, as a listing shows it. */
export interface StoredFile {
  readonly key: string;
  readonly size: number;
  readonly lastModified: Date;
}

/**
 * Where uploaded files live between upload and processing (and, later, contractor logos). Keys are made
 * by the caller from internal ids, never from a user's file name: lower-case letters, digits, "-", "_",
 * "." and "/" as a folder separator.
 */
export interface FileStorage {
  /** Streams a local file into storage; an existing file under the key is replaced. */
  saveFrom(key: string, localPath: string, contentType: string): Promise<void>;
  /**
   * Runs `work` with the path of a local file holding the stored content, and cleans up whatever local
   * copy it made when `work` settles. Throws StoredFileNotFoundError when nothing is stored under the key.
   */
  withLocalCopy<T>(key: string, work: (localPath: string) => Promise<T>): Promise<T>;
  /** Removes the file; removing a file that is not there is not an error. */
  remove(key: string): Promise<void>;
  /** Every file whose key starts with the prefix. */
  list(prefix: string): Promise<StoredFile[]>;
}

export const FILE_STORAGE = token<FileStorage>('shared.FileStorage');

export class StoredFileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`Nothing is stored under ${key}`);
    this.name = 'StoredFileNotFoundError';
  }
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Refuses keys that could climb out of a folder or name something the caller did not make. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..') || key.length > 512) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
