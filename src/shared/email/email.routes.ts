import { defineRoute, type HttpRoute } from '../http/route.js';
import { OutboxEntrySchema, OutboxQuerySchema } from './email.contract.js';
import type { EmailOutboxStore } from './email-outbox-store.js';

/** The e-mail outbox for the admin console: what was sent (or kept), to whom, and what went wrong. */
export function emailRoutes(store: EmailOutboxStore): HttpRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/emails',
      summary:
        'E-mail in the outbox, newest first, with its status and tries; X-Total-Count says how many match (admin console)',
      tag: 'email',
      access: 'admin',
      query: OutboxQuerySchema,
      response: OutboxEntrySchema.array(),
      handle: async ({ query, ctx }) => {
        ctx.set('Cache-Control', 'no-store');
        const filter = { status: query.status, to: query.to, search: query.q || undefined };
        const entries = await store.list({ ...filter, limit: query.limit, offset: query.offset });
        // The answer stays a plain list (its first callers read it so); the total travels in a header.
        ctx.set('X-Total-Count', String(await store.count(filter)));
        return entries.map((entry) => ({
          ...entry,
          createdAt: entry.createdAt.toISOString(),
          sentAt: entry.sentAt?.toISOString() ?? null,
        }));
      },
    }),
  ];
}
