import { z } from 'zod';
import { pageOf, PagingQuerySchema, PeriodQuerySchema, SearchQuerySchema } from '../http/admin-list.contract.js';

/** The audit log as the admin console reads it. Zod only, so the front ends can import its types. */

export const AuditQuerySchema = PagingQuerySchema.extend(PeriodQuerySchema.shape).extend({
  actor: SearchQuerySchema.describe("Part of the admin's e-mail address"),
  action: SearchQuerySchema.describe('Part of the action, e.g. "repairs." or "pricing.revise"'),
  target: SearchQuerySchema.describe('Part of the target, e.g. "repair:" or a repair id'),
});

export const AuditEntrySchema = z
  .object({
    id: z.uuid(),
    actor: z.string().describe("The admin's e-mail address"),
    action: z.string().describe('<module>.<verb>, e.g. "pricing.revise"'),
    target: z.string().describe('<kind>:<id>, e.g. "pricing:CA"'),
    targetName: z
      .string()
      .nullable()
      .describe("Who or what the target is: a person's name and e-mail, a business name; null when unknown"),
    before: z.unknown().describe('The state before, as JSON'),
    after: z.unknown().describe('The state after, as JSON'),
    at: z.iso.datetime(),
  })
  .meta({ id: 'AuditEntry' });

export const AuditEntryListSchema = pageOf(AuditEntrySchema).meta({ id: 'AuditEntryList' });

export type AuditEntryView = z.infer<typeof AuditEntrySchema>;
export type AuditEntryList = z.infer<typeof AuditEntryListSchema>;
