import type { KeptReads, KeptReadTopic } from '../application/kept-reads.js';
import type { ChangeFeed } from './change-notifications.js';

/**
 * Channel the database notifies, with a topic's name ('pricing', 'gallery'), when data a public read shows changes:
 * each module's migration adds the triggers on its own tables.
 */
export const PUBLIC_READ_CHANGED_CHANNEL = 'public_read_changed';

interface Entry {
  readonly value: unknown;
  readonly expiresAt: number;
}

/**
 * Keeps public reads until the database notifies a change to their topic (every instance hears it), or for
 * `ttlMs` at most, a safety net only. Concurrent misses of one key share one load. A load that overlapped a
 * notification is not kept, nothing is kept while notifications cannot be heard, and everything is dropped when
 * they may have been missed. Keys are few (a region, a gallery category), so nothing bounds their number.
 */
export class NotifiedKeptReads implements KeptReads {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<unknown>>();
  /** Counts notifications: a load that overlapped one may predate the change. */
  private generation = 0;

  constructor(
    private readonly changes: ChangeFeed,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    changes.subscribe({ onChange: (topic) => this.drop(`${topic}:`), onGap: () => this.drop('') });
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
        if (generation === this.generation && this.changes.live) {
          this.entries.set(id, { value, expiresAt: this.now() + this.ttlMs });
        }
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

  private drop(prefix: string): void {
    this.generation++;
    for (const id of [...this.entries.keys(), ...this.loading.keys()]) {
      if (id.startsWith(prefix)) {
        this.entries.delete(id);
        this.loading.delete(id);
      }
    }
  }
}
