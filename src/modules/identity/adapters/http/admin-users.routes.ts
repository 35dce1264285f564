import type { z } from 'zod';
import { defineRoute, type HttpRoute } from '../../../../shared/http/route.js';
import type { AdministeredUser, UserAdministration } from '../../application/user-administration.js';
import { fullName } from '../../domain/person-name.js';
import {
  AdminUserListSchema,
  AdminUserParamsSchema,
  AdminUserQuerySchema,
  AdminUserSchema,
  SessionsEndedSchema,
  type AdminUserSummarySchema,
} from '../../contract.js';

type AdminUserSummaryAnswer = z.input<typeof AdminUserSummarySchema>;
type AdminUserAnswer = z.input<typeof AdminUserSchema>;

function summaryOf({ user, billing }: AdministeredUser): AdminUserSummaryAnswer {
  return {
    id: user.id,
    email: user.email,
    name: fullName(user.props),
    plan: billing.plan,
    credits: billing.credits,
    freeFixesRemaining: billing.freeFixesRemaining,
    createdAt: user.props.createdAt.toISOString(),
    lastSignInAt: user.props.lastSignInAt.toISOString(),
  };
}

/** The admin console's Users section: search by e-mail, one person's account, ending their sessions. */
export function adminUserRoutes(administration: UserAdministration): HttpRoute[] {
  const tag = 'users-admin';
  const detail = async (id: string): Promise<AdminUserAnswer> => {
    const { user, roles, billing, repairs, activeSessions } = await administration.detail(id);
    const { subscription } = billing;
    return {
      ...summaryOf({ user, billing }),
      firstName: user.props.firstName,
      lastName: user.props.lastName,
      roles,
      subscription: subscription && {
        plan: subscription.plan,
        status: subscription.status,
        currentPeriodStart: subscription.currentPeriodStart.toISOString(),
        currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
      },
      basicAllowanceRemaining: billing.basicAllowanceRemaining,
      freeFixesUsed: billing.freeFixesUsed,
      activeSessions,
      repairs: {
        total: repairs.total,
        recent: repairs.recent.map((repair) => ({ ...repair, createdAt: repair.createdAt.toISOString() })),
      },
      ledger: billing.recentLedger.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
    };
  };
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/users',
      summary: 'Accounts, newest first, searched by part of the e-mail address, with plan and balances',
      tag,
      access: 'admin',
      query: AdminUserQuerySchema,
      response: AdminUserListSchema,
      handle: async ({ query }) => {
        const { q, limit, offset } = query;
        const page = await administration.search({ ...(q ? { emailContains: q } : {}), limit, offset });
        return { total: page.total, items: page.items.map(summaryOf) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/users/:id',
      summary: 'One account: plan and subscription, balances, free fixes used, recent repairs, ledger, sessions',
      tag,
      access: 'admin',
      params: AdminUserParamsSchema,
      response: AdminUserSchema,
      errorStatuses: [404],
      handle: async ({ params }) => detail(params.id),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/admin/users/:id/sessions',
      summary: "Ends all of the person's sessions (their next request is signed out); audited",
      tag,
      access: 'admin',
      params: AdminUserParamsSchema,
      response: SessionsEndedSchema,
      errorStatuses: [404],
      handle: async ({ params, principal }) => ({ ended: await administration.endSessions(params.id, principal) }),
    }),
  ];
}
