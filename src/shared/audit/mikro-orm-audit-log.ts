import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { containsPattern } from '../persistence/like-pattern.js';
import { countWhere, periodConditions, whereOf, type Condition } from '../persistence/where-clause.js';
import type { AuditEntry, AuditFilter, AuditLog } from './audit-log.js';

interface AuditRow {
  id: string;
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  created_at: Date;
}

const TEXT_FILTERS = ['actor', 'action', 'target'] as const;

/**
 * The audit log in `admin_audit_entry` (append-only). Written through the current request's entity
 * manager, so an entry joins the transaction of the change it describes.
 */
export class MikroOrmAuditLog implements AuditLog {
  constructor(private readonly em: EntityManager) {}

  async record(entry: Omit<AuditEntry, 'id'>): Promise<void> {
    await this.em.execute(
      `insert into admin_audit_entry (id, actor, action, target, before, after, created_at)
       values (?, ?, ?, ?, ?::jsonb, ?::jsonb, ?)`,
      [
        randomUUID(),
        entry.actor,
        entry.action,
        entry.target,
        JSON.stringify(entry.before ?? null),
        JSON.stringify(entry.after ?? null),
        entry.at,
      ],
    );
  }

  async list(filter: AuditFilter & { readonly limit: number; readonly offset?: number }): Promise<AuditEntry[]> {
    const { where, params } = whereClause(filter);
    const rows = await this.em.execute<AuditRow[]>(
      `select id, actor, action, target, before, after, created_at from admin_audit_entry ${where}
       order by created_at desc, id desc limit ? offset ?`,
      [...params, filter.limit, filter.offset ?? 0],
    );
    return rows.map((row) => ({
      id: row.id,
      actor: row.actor,
      action: row.action,
      target: row.target,
      before: parseJson(row.before),
      after: parseJson(row.after),
      at: new Date(row.created_at),
    }));
  }

  count(filter: AuditFilter): Promise<number> {
    return countWhere(this.em, 'admin_audit_entry', whereClause(filter));
  }
}

function whereClause(filter: AuditFilter): { where: string; params: unknown[] } {
  return whereOf([
    ...TEXT_FILTERS.map((field): Condition => {
      const value = filter[field];
      return value && [`${field} ilike ?`, containsPattern(value)];
    }),
    ...periodConditions('created_at', filter.from, filter.to),
  ]);
}

/** PostgreSQL answers jsonb parsed; PGlite may answer it as text. */
function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}
