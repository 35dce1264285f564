import { readStored, writeStored } from '../../lib/browser-storage';

/** The last postal code or ZIP the directory found, in local storage: the directory opens on it next time. */
const POSTAL_CODE_KEY = 'repairlens.directory.postalCode';

export function rememberedPostalCode(): string | null {
  return readStored('local', POSTAL_CODE_KEY)?.trim() || null;
}

export function rememberPostalCode(postalCode: string): void {
  writeStored('local', POSTAL_CODE_KEY, postalCode);
}
