import { defineRoute, type HttpRoute } from '../http/route.js';
import type { AuditLog } from './audit-log.js';
import { namesOfTargets, type AuditTargetNamer } from './audit-target-names.js';
import { AuditEntryListSchema, AuditQuerySchema } from './audit.contract.js';

/**
 * The audit log for the admin console: who did what to what (named, where a module knows the target), when,
 * and the state before and after.
 */
export function auditRoutes(audit: AuditLog, namers: readonly AuditTargetNamer[]): HttpRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/audit-log',
      summary: 'Admin actions, newest first, filtered by actor, action, target and period, with the total',
      tag: 'audit',
      access: 'admin',
      query: AuditQuerySchema,
      response: AuditEntryListSchema,
      handle: async ({ query }) => {
        const filter = {
          actor: query.actor,
          action: query.action,
          target: query.target,
          from: query.from,
          to: query.to,
        };
        const entries = await audit.list({ ...filter, limit: query.limit, offset: query.offset });
        const names = await namesOfTargets(
          entries.map((entry) => entry.target),
          namers,
        );
        return {
          total: await audit.count(filter),
          items: entries.map((entry) => ({
            ...entry,
            targetName: names.get(entry.target) ?? null,
            at: entry.at.toISOString(),
          })),
        };
      },
    }),
  ];
}
