import { z } from 'zod';
import { defineRoute, type HttpRoute } from '../http/route.js';
import { OUTBOX_STATUSES, type EmailOutboxStore } from './email-outbox-store.js';

export const OutboxQuerySchema = z.object({
  status: z.enum(OUTBOX_STATUSES).optional(),
  to: z.email().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const OutboxEntrySchema = z
  .object({
    id: z.uuid(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    status: z.enum(OUTBOX_STATUSES),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    transport: z.enum(['outbox', 'azure-communication-email']).nullable(),
    providerMessageId: z.string().nullable(),
    createdAt: z.iso.datetime(),
    sentAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'OutboxEmail' });

/** The e-mail outbox for the admin console: what was sent (or kept), to whom, and what went wrong. */
export function emailRoutes(store: EmailOutboxStore): HttpRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/emails',
      summary: 'E-mail in the outbox, newest first, with its status and tries (admin console)',
      tag: 'email',
      access: 'admin',
      query: OutboxQuerySchema,
      response: OutboxEntrySchema.array(),
      handle: async ({ query, ctx }) => {
        ctx.set('Cache-Control', 'no-store');
        const entries = await store.list(query);
        return entries.map((entry) => ({
          ...entry,
          createdAt: entry.createdAt.toISOString(),
          sentAt: entry.sentAt?.toISOString() ?? null,
        }));
      },
    }),
  ];
}
