/**
 * Local and session storage that never throws: a browser with storage disabled (or full) still runs the
 * app, it just forgets what it would have remembered.
 */
export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStored(kind: StorageArea, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(kind: StorageArea, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Nothing to do: see above.
  }
}

export function removeStored(kind: StorageArea, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to do: see above.
  }
}
