import type { EntityManager } from '@mikro-orm/sql';

/** The kinds of object the local payment provider keeps, as Stripe keeps them. */
export type LocalObjectKind = 'customer' | 'checkout_session' | 'subscription' | 'invoice';

interface Row {
  data: unknown;
}

/**
 * The local payment provider's own records, in one table of JSON documents (`billing_local_provider_object`),
 * apart from billing's tables: it stands in for Stripe's side, which billing only knows through the port.
 */
export class LocalObjectStore {
  constructor(private readonly em: EntityManager) {}

  async insert<T extends { id: string }>(kind: LocalObjectKind, object: T, customerId: string | null, at: Date) {
    const rows = await this.em.execute<{ id: string }[]>(
      `insert into billing_local_provider_object (id, kind, customer_id, data, created_at)
       values (?, ?, ?, ?::jsonb, ?) on conflict (id) do nothing returning id`,
      [object.id, kind, customerId, JSON.stringify(object), at],
    );
    return rows.length === 1;
  }

  async get<T>(kind: LocalObjectKind, id: string): Promise<T | null> {
    const rows = await this.em.execute<Row[]>(
      'select data from billing_local_provider_object where kind = ? and id = ?',
      [kind, id],
    );
    return rows[0] ? parsed<T>(rows[0].data) : null;
  }

  async findBy<T>(kind: LocalObjectKind, field: string, value: string): Promise<T[]> {
    const rows = await this.em.execute<Row[]>(
      `select data from billing_local_provider_object where kind = ? and data ->> ? = ? order by created_at desc`,
      [kind, field, value],
    );
    return rows.map((row) => parsed<T>(row.data));
  }

  async remove(kind: LocalObjectKind, id: string): Promise<void> {
    await this.em.execute('delete from billing_local_provider_object where kind = ? and id = ?', [kind, id]);
  }

  /**
   * Replaces an object, but only while its status is still `expectedStatus` (one statement, so of two
   * concurrent clicks on Pay exactly one wins). True when replaced.
   */
  async replaceIfStatus<T extends { id: string }>(kind: LocalObjectKind, object: T, expectedStatus: string) {
    const rows = await this.em.execute<{ id: string }[]>(
      `update billing_local_provider_object set data = ?::jsonb
       where kind = ? and id = ? and data ->> 'status' = ? returning id`,
      [JSON.stringify(object), kind, object.id, expectedStatus],
    );
    return rows.length === 1;
  }
}

/** PostgreSQL answers jsonb parsed; PGlite may answer it as text. */
function parsed<T>(data: unknown): T {
  return (typeof data === 'string' ? JSON.parse(data) : data) as T;
}
