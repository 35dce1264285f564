/** Runs work atomically: everything written inside commits together or not at all. */
export interface UnitOfWork {
  transaction<T>(work: () => Promise<T>): Promise<T>;
}

export const UNIT_OF_WORK = Symbol.for('shared.UnitOfWork');
