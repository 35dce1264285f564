import type { SharedConfig } from '../config/config.js';
import { loaderFor } from '../load-when-chosen.js';
import type * as AzureBlob from './azure-blob.file-storage.js';
import type { FileStorage } from './file-storage.js';
import { LocalFolderFileStorage } from './local-folder.file-storage.js';

/** Azure Blob Storage when a connection string is configured, a local folder otherwise. */
export function createFileStorage(config: SharedConfig['storage']): FileStorage {
  if (config.kind !== 'azure-blob') return new LocalFolderFileStorage(config.directory);
  // Azure's SDK is loaded only when it is chosen.
  const { AzureBlobFileStorage } = loaderFor(import.meta.url)('./azure-blob.file-storage.js') as typeof AzureBlob;
  return new AzureBlobFileStorage(config.connectionString, config.container);
}
