import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';

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
}
