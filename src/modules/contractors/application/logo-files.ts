import type { FileStorage } from '../../../shared/storage/file-storage.js';
import { logosLeftBehind, type Contractor } from '../domain/contractor.js';

/**
 * Removes the logo files a saved change no longer points at (replaced, removed, or a waiting one rejected).
 * One left behind by a failure here harms nobody and is never served.
 */
export async function removeLogosLeftBehind(
  storage: FileStorage,
  before: Contractor,
  after: Contractor,
): Promise<void> {
  for (const logo of logosLeftBehind(before, after)) await storage.remove(logo.key).catch(() => undefined);
}
