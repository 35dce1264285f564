import type { SharedConfig } from '../config/config.js';
import { AzureBlobFileStorage } from './azure-blob.file-storage.js';
import type { FileStorage } from './file-storage.js';
import { LocalFolderFileStorage } from './local-folder.file-storage.js';

/** Azure Blob Storage when a connection string is configured, a local folder otherwise. */
export function createFileStorage(config: SharedConfig['storage']): FileStorage {
  return config.kind === 'azure-blob'
    ? new AzureBlobFileStorage(config.connectionString, config.container)
    : new LocalFolderFileStorage(config.directory);
}
