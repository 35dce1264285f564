import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import type { AuditEntry, AuditLog } from './audit-log.js';

interface AuditRow {
  id: string;
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  created_at: Date;
}

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

  async list(filter: { readonly target?: string; readonly limit: number }): Promise<AuditEntry[]> {
    const rows = await this.em.execute<AuditRow[]>(
      `select id, actor, action, target, before, after, created_at from admin_audit_entry
       ${filter.target === undefined ? '' : 'where target = ?'}
       order by created_at desc, id desc limit ?`,
      filter.target === undefined ? [filter.limit] : [filter.target, filter.limit],
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
}

/** PostgreSQL answers jsonb parsed; PGlite may answer it as text. */
function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}
