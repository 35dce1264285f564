import { token } from '../token.js';

/**
 * Public reads (prices, the gallery) kept in memory between requests. Whatever keeps them must drop them on every
 * instance as soon as the data they were read from changes; `read` runs `load` only when nothing current is kept.
 */
export interface KeptReads {
  read<T>(topic: KeptReadTopic, key: string, load: () => Promise<T>): Promise<T>;
}

/** What a kept read was read from: a change to it drops that topic's reads, and only those. */
export type KeptReadTopic = 'pricing' | 'gallery';

export const KEPT_READS = token<KeptReads>('shared.KeptReads');

/** Keeps nothing: every read loads (unit tests, and wherever a read must be current). */
export const READ_EVERY_TIME: KeptReads = { read: (_topic, _key, load) => load() };
