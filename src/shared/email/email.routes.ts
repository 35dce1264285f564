import { defineRoute, type HttpRoute } from '../http/route.js';
import { OutboxPageSchema, OutboxQuerySchema } from './email.contract.js';
import type { EmailOutboxStore } from './email-outbox-store.js';

/** The e-mail outbox for the admin console: what was sent (or kept), to whom, and what went wrong. */
export function emailRoutes(store: EmailOutboxStore): HttpRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/emails',
      summary: 'E-mail in the outbox, newest first, with its status and tries, and how many match (admin console)',
      tag: 'email',
      access: 'admin',
      query: OutboxQuerySchema,
      response: OutboxPageSchema,
      handle: async ({ query }) => {
        const filter = { status: query.status, to: query.to, search: query.q || undefined };
        const [entries, total] = await Promise.all([
          store.list({ ...filter, limit: query.limit, offset: query.offset }),
          store.count(filter),
        ]);
        return {
          total,
          items: entries.map((entry) => ({
            ...entry,
            createdAt: entry.createdAt.toISOString(),
            sentAt: entry.sentAt?.toISOString() ?? null,
          })),
        };
      },
    }),
  ];
}
