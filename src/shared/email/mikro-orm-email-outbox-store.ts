import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import type { EmailMessage } from './email.js';
import type { EmailTransport } from './email-transport.js';
import { containsPattern } from '../persistence/like-pattern.js';
import { countWhere, whereOf } from '../persistence/where-clause.js';
import type { ClaimedEmail, EmailOutboxStore, OutboxEntry, OutboxFilter, OutboxStatus } from './email-outbox-store.js';

interface OutboxRow {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string> | string | null;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  transport: EmailTransport['name'] | null;
  provider_message_id: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
}

const COLUMNS = `id, recipient, subject, text_body, html_body, headers, status, attempts, last_error, transport,
  provider_message_id, created_at, sent_at`;

/** PostgreSQL answers timestamps as dates; PGlite may answer them as text. */
const dateOf = (value: Date | string) => new Date(value);
/** jsonb may come back parsed or as text, depending on the driver. */
const headersOf = (value: OutboxRow['headers']) =>
  value === null ? undefined : typeof value === 'string' ? (JSON.parse(value) as Record<string, string>) : value;

/** The message a row holds and how often it was tried: what the sender needs, and the start of an entry. */
const claimedOf = (row: OutboxRow): ClaimedEmail => ({
  id: row.id,
  to: row.recipient,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  headers: headersOf(row.headers),
  attempts: Number(row.attempts),
});

/**
 * The outbox in `email_outbox`. Written through the current request's or job's entity manager, so a
 * message recorded inside a transaction commits (or not) with it.
 */
export class MikroOrmEmailOutboxStore implements EmailOutboxStore {
  constructor(private readonly em: EntityManager) {}

  async insert(messages: readonly EmailMessage[], at: Date): Promise<string[]> {
    const ids: string[] = [];
    for (const message of messages) {
      const id = randomUUID();
      await this.em.execute(
        `insert into email_outbox
           (id, recipient, subject, text_body, html_body, headers, status, attempts, available_at, created_at)
         values (?, ?, ?, ?, ?, ?, 'queued', 0, ?, ?)`,
        [
          id,
          message.to,
          message.subject,
          message.text,
          message.html,
          message.headers ? JSON.stringify(message.headers) : null,
          at,
          at,
        ],
      );
      ids.push(id);
    }
    return ids;
  }

  async claim(id: string, at: Date, leaseUntil: Date): Promise<ClaimedEmail | null> {
    const rows = await this.em.execute<OutboxRow[]>(
      `update email_outbox set status = 'sending', attempts = attempts + 1, lease_until = ?
       where id = ? and (status = 'queued' or (status = 'sending' and lease_until < ?))
       returning ${COLUMNS}`,
      [leaseUntil, id, at],
    );
    const row = rows[0];
    return row ? claimedOf(row) : null;
  }

  async markSent(id: string, transport: EmailTransport['name'], providerMessageId: string | null, at: Date) {
    await this.em.execute(
      `update email_outbox set status = 'sent', transport = ?, provider_message_id = ?, sent_at = ?,
         lease_until = null, last_error = null
       where id = ? and status = 'sending'`,
      [transport, providerMessageId, at, id],
    );
  }

  async release(id: string, error: string, retryAt: Date): Promise<void> {
    await this.em.execute(
      `update email_outbox set status = 'queued', last_error = ?, available_at = ?, lease_until = null
       where id = ? and status = 'sending'`,
      [error.slice(0, 1000), retryAt, id],
    );
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.em.execute(
      `update email_outbox set status = 'failed', last_error = ?, lease_until = null where id = ? and status = 'sending'`,
      [error.slice(0, 1000), id],
    );
  }

  async overdue(before: Date, at: Date, limit: number): Promise<string[]> {
    const rows = await this.em.execute<{ id: string }[]>(
      `select id from email_outbox
       where (status = 'queued' and available_at < ?) or (status = 'sending' and lease_until < ?)
       order by available_at limit ?`,
      [before, at, limit],
    );
    return rows.map((row) => row.id);
  }

  async remove(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.em.execute(`delete from email_outbox where id in (${ids.map(() => '?').join(', ')})`, [...ids]);
  }

  async purgeSettledBefore(cutoff: Date): Promise<number> {
    const rows = await this.em.execute<{ id: string }[]>(
      `delete from email_outbox where status in ('sent', 'failed') and created_at < ? returning id`,
      [cutoff],
    );
    return rows.length;
  }

  async list(filter: OutboxFilter & { limit: number; offset?: number }): Promise<OutboxEntry[]> {
    const { where, params } = whereClause(filter);
    const rows = await this.em.execute<OutboxRow[]>(
      `select ${COLUMNS} from email_outbox ${where} order by created_at desc, id limit ? offset ?`,
      [...params, filter.limit, filter.offset ?? 0],
    );
    return rows.map((row) => ({
      ...claimedOf(row),
      status: row.status,
      lastError: row.last_error,
      transport: row.transport,
      providerMessageId: row.provider_message_id,
      createdAt: dateOf(row.created_at),
      sentAt: row.sent_at === null ? null : dateOf(row.sent_at),
    }));
  }

  count(filter: OutboxFilter): Promise<number> {
    return countWhere(this.em, 'email_outbox', whereClause(filter));
  }
}

function whereClause(filter: OutboxFilter): { where: string; params: unknown[] } {
  const pattern = filter.search && containsPattern(filter.search);
  return whereOf([
    filter.status && ['status = ?', filter.status],
    filter.to && ['lower(recipient) = lower(?)', filter.to],
    pattern && ['(recipient ilike ? or subject ilike ?)', pattern, pattern],
  ]);
}
