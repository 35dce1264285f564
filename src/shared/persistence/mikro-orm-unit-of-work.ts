import type { EntityManager } from '@mikro-orm/sql';
import type { UnitOfWork } from '../application/unit-of-work.js';

/**
 * A transaction on the current request's or job's entity manager. Repositories use the global entity
 * manager, which MikroORM resolves to the transaction's fork while the work runs, so they take part
 * without being handed anything. Nested calls join the outer transaction.
 */
export class MikroOrmUnitOfWork implements UnitOfWork {
  constructor(private readonly em: EntityManager) {}

  transaction<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work());
  }
}
