import { z } from 'zod';
import { pageOf, PagingQuerySchema, SearchQuerySchema } from '../http/admin-list.contract.js';
import { OUTBOX_STATUSES } from './email-outbox-store.js';

/** The e-mail outbox as the admin console reads it. Zod only, so the front ends can import its types. */

export const OutboxQuerySchema = PagingQuerySchema.extend({
  q: SearchQuerySchema.describe('Part of the recipient or the subject'),
  status: z.enum(OUTBOX_STATUSES).optional(),
  to: z.email().optional().describe('Exactly this recipient'),
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

export const OutboxPageSchema = pageOf(OutboxEntrySchema).meta({ id: 'OutboxPage' });

export type OutboxEmail = z.infer<typeof OutboxEntrySchema>;
export type OutboxPage = z.infer<typeof OutboxPageSchema>;
export type OutboxEmailStatus = OutboxEmail['status'];
