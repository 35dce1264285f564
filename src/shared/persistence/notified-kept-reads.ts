import type { KeptReads, KeptReadTopic } from '../application/kept-reads.js';
import type { ChangeFeed } from './change-notifications.js';

/**
 * Channel the database notifies when data a kept read shows changes: with a topic's name ('pricing', 'gallery'), or
 * a topic and a key ('own-repairs:<owner id>'). Each module's migration adds the triggers on its own tables. Named
 * when only public reads were kept; a channel's name lives in those triggers, so it stays.
 */
export const KEPT_READ_CHANGED_CHANNEL = 'public_read_changed';

export interface KeptReadSettings {
  /** A safety net only: entries are dropped on change notifications long before. */
  readonly ttlMs: number;
  /** A bound on memory: the oldest entry goes first when a new one would pass it. */
  readonly maxEntries: number;
}

interface Entry {
  readonly value: unknown;
  readonly expiresAt: number;
}

/** What a notification for a key drops: the read kept under the key itself and those under `<key>/…`. */
const groupOf = (id: string): string => {
  const slash = id.indexOf('/');
  return slash < 0 ? id : id.slice(0, slash);
};

/**
 * Keeps reads until the database notifies a change to their topic or key (every instance hears it), or for
 * `ttlMs` at most. A key may have parts ('<owner>/<repair>'): a change to the key drops them all. Concurrent misses
 * of one read share one load. A load that overlapped a notification is not kept, nothing is kept while
 * notifications cannot be heard, and everything is dropped when they may have been missed.
 */
export class NotifiedKeptReads implements KeptReads {
  private readonly entries = new Map<string, Entry>();
  /** The kept reads of each key ('own-repairs:<owner>'), so that a change to one key drops them without a search. */
  private readonly groups = new Map<string, Set<string>>();
  private readonly loading = new Map<string, Promise<unknown>>();
  /** Counts notifications: a load that overlapped one may predate the change. */
  private generation = 0;

  constructor(
    private readonly changes: ChangeFeed,
    private readonly settings: KeptReadSettings,
    private readonly now: () => number = Date.now,
  ) {
    changes.subscribe({ onChange: (changed) => this.drop(changed), onGap: () => this.drop(undefined) });
  }

  read<T>(topic: KeptReadTopic, key: string, load: () => Promise<T>): Promise<T> {
    const id = `${topic}:${key}`;
    const kept = this.entries.get(id);
    if (kept && kept.expiresAt > this.now()) return Promise.resolve(kept.value as T);
    const pending = this.loading.get(id);
    if (pending) return pending as Promise<T>;
    const generation = this.generation;
    const loaded = load()
      .then((value) => {
        if (generation === this.generation && this.changes.live) this.keep(id, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(id) === loaded) this.loading.delete(id);
      });
    this.loading.set(id, loaded);
    return loaded;
  }

  /** Resolves once every change committed before the call has dropped what it changed (see ChangeFeed.settle). */
  settle(): Promise<void> {
    return this.changes.settle();
  }

  /** How many reads are kept now: what their memory grows with. */
  get size(): number {
    return this.entries.size;
  }

  private keep(id: string, value: unknown): void {
    this.entries.delete(id);
    // Entries are in the order they were kept, one lifetime for all: those past it come first, then the oldest.
    const now = this.now();
    for (const [oldest, entry] of this.entries) {
      if (entry.expiresAt > now && this.entries.size < this.settings.maxEntries) break;
      this.forget(oldest);
    }
    this.entries.set(id, { value, expiresAt: now + this.settings.ttlMs });
    const group = groupOf(id);
    let ids = this.groups.get(group);
    if (!ids) this.groups.set(group, (ids = new Set()));
    ids.add(id);
  }

  private forget(id: string): void {
    this.entries.delete(id);
    const group = groupOf(id);
    const ids = this.groups.get(group);
    ids?.delete(id);
    if (ids?.size === 0) this.groups.delete(group);
  }

  /**
   * What a notification names: one key's reads ('own-repairs:<owner id>'), a whole topic's ('gallery'), or, without
   * a name, everything.
   */
  private drop(changed: string | undefined): void {
    this.generation++;
    const dropped = (id: string) =>
      changed === undefined || (changed.includes(':') ? groupOf(id) === changed : id.startsWith(`${changed}:`));
    for (const id of this.loading.keys()) if (dropped(id)) this.loading.delete(id);
    if (changed?.includes(':')) {
      for (const id of this.groups.get(changed) ?? []) this.entries.delete(id);
      this.groups.delete(changed);
      return;
    }
    for (const id of this.entries.keys()) if (dropped(id)) this.forget(id);
  }
}
