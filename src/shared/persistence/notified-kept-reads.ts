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

/**
 * Keeps reads until the database notifies a change to their topic or key (every instance hears it), or for
 * `ttlMs` at most. Concurrent misses of one key share one load. A load that overlapped a notification is not kept,
 * nothing is kept while notifications cannot be heard, and everything is dropped when they may have been missed.
 */
export class NotifiedKeptReads implements KeptReads {
  private readonly entries = new Map<string, Entry>();
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

  private keep(id: string, value: unknown): void {
    this.entries.delete(id);
    if (this.entries.size >= this.settings.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { value, expiresAt: this.now() + this.settings.ttlMs });
  }

  /**
   * What a notification names: one key's read ('own-repairs:<owner id>'), a whole topic's ('gallery'), or, without
   * a name, everything.
   */
  private drop(changed: string | undefined): void {
    this.generation++;
    if (changed?.includes(':')) {
      this.entries.delete(changed);
      this.loading.delete(changed);
      return;
    }
    for (const id of [...this.entries.keys(), ...this.loading.keys()]) {
      if (changed === undefined || id.startsWith(`${changed}:`)) {
        this.entries.delete(id);
        this.loading.delete(id);
      }
    }
  }
}
