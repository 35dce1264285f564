import { token } from '../token.js';

/** Runs work atomically: everything written inside commits together or not at all. */
export interface UnitOfWork {
  transaction<T>(work: () => Promise<T>): Promise<T>;
}

export const UNIT_OF_WORK = token<UnitOfWork>('shared.UnitOfWork');
