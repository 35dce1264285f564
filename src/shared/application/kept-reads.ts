import { token } from '../token.js';

/**
 * Reads kept in memory between requests: public ones (prices, the gallery) and a person's own (their repairs,
 * their payments). Whatever keeps them must drop them on every instance as soon as the data they were read from
 * changes; `read` runs `load` only when nothing current is kept.
 */
export interface KeptReads {
  read<T>(topic: KeptReadTopic, key: string, load: () => Promise<T>): Promise<T>;
}

/**
 * What a kept read was read from: a change to it drops that topic's reads, and only those. A change that names a key
 * as well ('own-repairs' and an owner's id) drops that key's reads alone, its parts included: a key may name a part
 * after a slash ('<owner id>/<repair id>').
 */
export type KeptReadTopic = 'pricing' | 'gallery' | 'own-repairs' | 'own-payments';

export const KEPT_READS = token<KeptReads>('shared.KeptReads');

/** Keeps nothing: every read loads (unit tests, and wherever a read must be current). */
export const READ_EVERY_TIME: KeptReads = { read: (_topic, _key, load) => load() };
