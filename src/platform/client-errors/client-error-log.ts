import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { containsPattern } from '../../shared/persistence/like-pattern.js';
import { countWhere, periodConditions, whereOf } from '../../shared/persistence/where-clause.js';

export interface ClientErrorEntry {
  readonly error: string;
  readonly stack?: string;
  readonly componentStack?: string;
  readonly timestamp: string;
  readonly userAgent: string;
  readonly url: string;
  readonly userId: string | null;
  readonly requestId: string;
}

/** A stored report, as the admin console's error log shows it. */
export interface LoggedClientError {
  readonly id: string;
  readonly message: string;
  readonly stack: string | null;
  readonly componentStack: string | null;
  readonly url: string;
  readonly userAgent: string;
  readonly reportedAt: Date;
  readonly receivedAt: Date;
  readonly userId: string | null;
  readonly requestId: string;
}

export interface ClientErrorSearch {
  /** Part of the message, page URL or user agent, matched literally and case-insensitively. */
  readonly search: string | null;
  /** Received at or after. */
  readonly from: Date | null;
  /** Received before. */
  readonly to: Date | null;
  readonly limit: number;
  readonly offset: number;
}

interface ClientErrorRow {
  id: string;
  message: string;
  stack: string | null;
  component_stack: string | null;
  page_url: string;
  user_agent: string;
  reported_at: Date | string;
  received_at: Date | string;
  user_id: string | null;
  request_id: string;
}

/** Errors reported by browsers, kept for the admin console's operations view. */
export class ClientErrorLog {
  constructor(private readonly em: EntityManager) {}

  async record(entry: ClientErrorEntry, receivedAt: Date): Promise<void> {
    await this.em.execute(
      `insert into client_error_log
         (id, message, stack, component_stack, page_url, user_agent, reported_at, received_at, user_id, request_id)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        randomUUID(),
        entry.error,
        entry.stack ?? null,
        entry.componentStack ?? null,
        entry.url,
        entry.userAgent,
        new Date(entry.timestamp),
        receivedAt,
        entry.userId,
        entry.requestId,
      ],
    );
  }

  /** Forgets the reports received before `cutoff` (retention); answers how many went. */
  async removeReceivedBefore(cutoff: Date): Promise<number> {
    const removed = await this.em.execute<{ id: string }[]>(
      'delete from client_error_log where received_at < ? returning id',
      [cutoff],
    );
    return removed.length;
  }

  /** The newest first, with how many reports match. */
  async search(filter: ClientErrorSearch): Promise<{ entries: LoggedClientError[]; total: number }> {
    const pattern = filter.search && containsPattern(filter.search);
    const clause = whereOf([
      pattern && ['(message ilike ? or page_url ilike ? or user_agent ilike ?)', pattern, pattern, pattern],
      ...periodConditions('received_at', filter.from, filter.to),
    ]);
    const total = await countWhere(this.em, 'client_error_log', clause);
    const rows = await this.em.execute<ClientErrorRow[]>(
      `select id, message, stack, component_stack, page_url, user_agent, reported_at, received_at, user_id, request_id
       from client_error_log ${clause.where}
       order by received_at desc, id desc limit ? offset ?`,
      [...clause.params, filter.limit, filter.offset],
    );
    return {
      total,
      entries: rows.map((row) => ({
        id: row.id,
        message: row.message,
        stack: row.stack,
        componentStack: row.component_stack,
        url: row.page_url,
        userAgent: row.user_agent,
        // PostgreSQL answers timestamps as dates; PGlite may answer them as text.
        reportedAt: new Date(row.reported_at),
        receivedAt: new Date(row.received_at),
        userId: row.user_id,
        requestId: row.request_id,
      })),
    };
  }
}
