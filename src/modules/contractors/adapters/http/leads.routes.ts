import type { Clock } from '../../../../shared/application/clock.js';
import { enforceRateLimit, type RateLimiter } from '../../../../shared/application/rate-limiter.js';
import { defineRoute, type HttpRoute } from '../../../../shared/http/route.js';
import type { Leads } from '../../application/leads.js';
import {
  CustomerLeadSchema,
  LeadIdParamsSchema,
  LeadRequestSchema,
  LeadSentSchema,
  RepairBriefParamsSchema,
  RepairBriefSchema,
} from '../../contract.js';
import { customerLeadView, repairBriefView } from './views.js';

export interface LeadRouteDependencies {
  readonly leads: Leads;
  readonly rateLimiter: RateLimiter;
  readonly clock: Clock;
}

/** Each request reaches up to three businesses' inboxes: a person needs a few an hour, a spammer more. */
const LEAD_LIMIT = { name: 'lead-request', limit: 10, windowSeconds: 60 * 60 };

/** The customer's side: asking contractors for quotes and following the requests. */
export function leadRoutes({ leads, rateLimiter, clock }: LeadRouteDependencies): HttpRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/api/leads',
      summary: 'Sends a request to one contractor, or for quotes to up to 3 matching ones; each is e-mailed',
      tag: 'leads',
      access: 'user',
      body: LeadRequestSchema,
      response: LeadSentSchema,
      successStatus: 201,
      errorStatuses: [404, 409, 429],
      handle: async ({ principal, body }) => {
        await enforceRateLimit(rateLimiter, LEAD_LIMIT, principal.userId);
        const { contractorId, requestQuotes: _quotes, category, repairId, ...draft } = body;
        const sent = await leads.send(
          { userId: principal.userId, email: principal.email },
          {
            draft,
            // The schema lets exactly one of the two through.
            recipients: contractorId ? { contractorId } : { requestQuotes: true as const },
            category: category ?? null,
            repairId: repairId ?? null,
          },
        );
        return {
          requestId: sent.requestId,
          leads: sent.leads.map(({ lead, contractor }) => ({
            id: lead.id,
            status: lead.props.status,
            expiresAt: lead.props.expiresAt.toISOString(),
            contractor: { id: contractor.id, businessName: contractor.profile.businessName },
          })),
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/user/leads',
      summary: "Your requests to contractors, newest first, with each one's status and the contractor's reply",
      tag: 'leads',
      access: 'user',
      response: CustomerLeadSchema.array(),
      handle: async ({ principal }) => {
        const now = clock.now();
        return (await leads.forCustomer(principal.userId)).map((lead) => customerLeadView(lead, now));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/user/leads/:id',
      summary: 'One of your requests; 404 for anyone else',
      tag: 'leads',
      access: 'user',
      params: LeadIdParamsSchema,
      response: CustomerLeadSchema,
      errorStatuses: [404],
      handle: async ({ principal, params }) =>
        customerLeadView(await leads.ofCustomer(principal.userId, params.id), clock.now()),
    }),
    defineRoute({
      method: 'get',
      path: '/api/user/repair-briefs/:repairId',
      summary: 'What a request would carry of one of your repairs (its diagnosis and estimate); 409 without one',
      tag: 'leads',
      access: 'user',
      params: RepairBriefParamsSchema,
      response: RepairBriefSchema,
      errorStatuses: [404, 409],
      handle: async ({ principal, params }) => repairBriefView(await leads.briefFor(principal.userId, params.repairId)),
    }),
  ];
}
