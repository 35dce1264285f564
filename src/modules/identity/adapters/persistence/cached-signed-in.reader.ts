import type { ChangeFeed } from '../../../../shared/persistence/change-notifications.js';
import type { SignedIn, SignedInReader } from '../../ports/signed-in-reader.js';

/** Channel the database notifies with a user's id when anything a signed-in read holds changes (see the migration). */
export const PRINCIPAL_CHANGED_CHANNEL = 'identity_principal_changed';

export interface SignedInCacheSettings {
  /** A safety net only: entries are dropped on change notifications long before. */
  readonly ttlMs: number;
  readonly maxEntries: number;
}

interface Entry {
  readonly value: SignedIn;
  readonly expiresAt: number;
}

/**
 * Keeps signed-in reads for a few seconds, keyed by session, so a page's requests do not each read the database.
 * Entries of a user are dropped when the database notifies a change to them (every instance hears it), all of
 * them when notifications may have been missed; nothing is kept while they cannot be heard.
 */
export class CachedSignedInReader implements SignedInReader {
  private readonly entries = new Map<string, Entry>();
  /** Counts notifications: a read that overlapped one may predate the change, so it is not kept. */
  private generation = 0;

  constructor(
    private readonly source: SignedInReader,
    private readonly changes: ChangeFeed,
    private readonly settings: SignedInCacheSettings,
    private readonly now: () => number = Date.now,
  ) {
    changes.subscribe({ onChange: (userId) => this.dropUser(userId), onGap: () => this.dropAll() });
  }

  async read(idHash: string): Promise<SignedIn | null> {
    const kept = this.entries.get(idHash);
    if (kept && kept.expiresAt > this.now()) return kept.value;
    if (kept) this.entries.delete(idHash);
    const generation = this.generation;
    const value = await this.source.read(idHash);
    if (value && generation === this.generation && this.changes.live) this.keep(idHash, value);
    return value;
  }

  forget(idHash: string): void {
    this.entries.delete(idHash);
  }

  settle(): Promise<void> {
    return this.changes.settle();
  }

  private keep(idHash: string, value: SignedIn): void {
    // The oldest entry goes first: a bound on memory, not a policy worth more.
    if (this.entries.size >= this.settings.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(idHash, { value, expiresAt: this.now() + this.settings.ttlMs });
  }

  private dropUser(userId: string): void {
    this.generation++;
    for (const [idHash, entry] of this.entries) if (entry.value.account.id === userId) this.entries.delete(idHash);
  }

  private dropAll(): void {
    this.generation++;
    this.entries.clear();
  }
}
