/**
 * An upload kept while its person pays for it on the payment provider's pages: the file (a Blob, too big for
 * session storage) and the description in IndexedDB, and a mark in session storage saying that this tab has
 * one to take back. Taking it clears both, so it comes back once.
 */
export interface UploadDraft {
  readonly file: File;
  readonly description: string;
}

interface StoredDraft {
  readonly blob: Blob;
  readonly name: string;
  readonly type: string;
  readonly lastModified: number;
  readonly description: string;
}

const DATABASE = 'repairlens-upload-draft';
const STORE = 'drafts';
const KEY = 'upload';
const WAITING_MARK = 'repairlens.uploadDraftWaiting';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  });
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(database.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    database.close();
  }
}

export async function keepUploadDraft({ file, description }: UploadDraft): Promise<void> {
  const stored: StoredDraft = {
    blob: file,
    name: file.name,
    type: file.type,
    lastModified: file.lastModified,
    description,
  };
  await inStore('readwrite', (store) => store.put(stored, KEY));
  window.sessionStorage.setItem(WAITING_MARK, 'true');
}

/** The draft this tab kept, once; null when there is none (or the browser lost it). */
export async function takeUploadDraft(): Promise<UploadDraft | null> {
  if (window.sessionStorage.getItem(WAITING_MARK) === null) return null;
  window.sessionStorage.removeItem(WAITING_MARK);
  try {
    // IndexedDB answers `any`: what this module put there.
    const stored = (await inStore<unknown>('readonly', (store) => store.get(KEY))) as StoredDraft | undefined;
    await inStore('readwrite', (store) => store.delete(KEY));
    if (!stored) return null;
    const file = new File([stored.blob], stored.name, { type: stored.type, lastModified: stored.lastModified });
    return { file, description: stored.description };
  } catch {
    return null;
  }
}
