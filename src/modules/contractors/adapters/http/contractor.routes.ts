import type { Clock } from '../../../../shared/application/clock.js';
import { enforceRateLimit, type RateLimiter } from '../../../../shared/application/rate-limiter.js';
import { defineRoute, type HttpRoute } from '../../../../shared/http/route.js';
import type { ContractorApplications } from '../../application/contractor-applications.js';
import type { Leads } from '../../application/leads.js';
import {
  ContractorApplicationSchema,
  ContractorLeadSchema,
  ContractorLeadSummarySchema,
  ContractorProfileUpdateSchema,
  LeadAnswerSchema,
  LeadIdParamsSchema,
  MyContractorProfileSchema,
  SubscribeAnswerSchema,
} from '../../contract.js';
import { classifyLogo, receiveLogo } from './logo-upload.middleware.js';
import { contractorLeadSummary, contractorLeadView, dashboardView } from './views.js';

export interface ContractorRouteDependencies {
  readonly applications: ContractorApplications;
  readonly leads: Leads;
  readonly rateLimiter: RateLimiter;
  readonly clock: Clock;
}

/** Applying, profile edits and logo uploads: a person needs a handful an hour. */
const CHANGE_LIMIT = { name: 'contractor-change', limit: 30, windowSeconds: 60 * 60 };
/** Starting a checkout calls the payment provider. */
const CHECKOUT_LIMIT = { name: 'checkout', limit: 20, windowSeconds: 60 };

/** The signed-in contractor's own side: application, profile, logo, listing, and the leads received. */
export function contractorRoutes({
  applications,
  leads,
  rateLimiter,
  clock,
}: ContractorRouteDependencies): HttpRoute[] {
  const dashboard = async (userId: string) => dashboardView(await applications.dashboardOf(userId), clock.now());
  /** A change to one's own application, profile or logo, within the change limit; answers the dashboard after it. */
  const limitedChange = async (userId: string, change: () => Promise<unknown>) => {
    await enforceRateLimit(rateLimiter, CHANGE_LIMIT, userId);
    await change();
    return dashboard(userId);
  };
  const tag = 'contractors';

  const answerRoute = (decision: 'accept' | 'decline') =>
    defineRoute({
      method: 'post',
      path: `/api/contractor/leads/:id/${decision}`,
      summary: `${decision === 'accept' ? 'Accepts' : 'Declines'} one of your leads, with an optional message; the customer is e-mailed`,
      tag,
      access: 'user',
      params: LeadIdParamsSchema,
      body: LeadAnswerSchema,
      response: ContractorLeadSchema,
      errorStatuses: [404, 409],
      handle: async ({ principal, params, body }) => {
        const answered = await leads.answer(principal.userId, params.id, decision, body.message ?? null);
        return contractorLeadView(answered, clock.now());
      },
    });

  return [
    defineRoute({
      method: 'post',
      path: '/api/contractor/application',
      summary:
        'Applies to the contractor directory (one application per user; after a rejection, a corrected one goes back to review); the applicant is e-mailed',
      tag,
      access: 'user',
      body: ContractorApplicationSchema,
      response: MyContractorProfileSchema,
      successStatus: 201,
      errorStatuses: [409, 429],
      handle: ({ principal, body }) =>
        limitedChange(principal.userId, () => applications.apply(principal.userId, body)),
    }),
    defineRoute({
      method: 'get',
      path: '/api/contractor/profile',
      summary: 'Your application and profile, listing status and contractor plan; 404 before you apply',
      tag,
      access: 'user',
      response: MyContractorProfileSchema,
      errorStatuses: [404],
      handle: async ({ principal }) => dashboard(principal.userId),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/contractor/profile',
      summary:
        'Changes some profile fields; the whole profile is checked again. A new business name, licence, insurer or GST/HST number sends an approved profile back to review (unlisted until approved); a new website, description, policy date or earlier founding year waits for review while the directory shows the reviewed ones; 409 once rejected',
      tag,
      access: 'user',
      body: ContractorProfileUpdateSchema,
      response: MyContractorProfileSchema,
      errorStatuses: [404, 409, 429],
      handle: ({ principal, body }) => limitedChange(principal.userId, () => applications.edit(principal.userId, body)),
    }),
    defineRoute({
      method: 'put',
      path: '/api/contractor/logo',
      summary:
        'Uploads your logo (multipart part "logo": JPEG, PNG or WEBP, at most 2 MB), replacing any other; once approved, the directory shows it after review',
      tag,
      access: 'user',
      requestContentType: 'multipart/form-data',
      middleware: receiveLogo(),
      response: MyContractorProfileSchema,
      errorStatuses: [404, 409, 413, 415, 429],
      handle: ({ principal, ctx }) =>
        limitedChange(principal.userId, async () =>
          applications.replaceLogo(principal.userId, await classifyLogo(ctx)),
        ),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/contractor/logo',
      summary: 'Removes your logo, and a new one waiting for review',
      tag,
      access: 'user',
      response: MyContractorProfileSchema,
      errorStatuses: [404],
      handle: async ({ principal }) => {
        await applications.removeLogo(principal.userId);
        return dashboard(principal.userId);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/contractor/listing/subscribe',
      summary: "Starts the contractor plan's checkout (approved contractors; the country's contractorPlan price)",
      tag,
      access: 'user',
      response: SubscribeAnswerSchema,
      errorStatuses: [404, 409, 429],
      handle: async ({ principal }) => {
        await enforceRateLimit(rateLimiter, CHECKOUT_LIMIT, principal.userId);
        return { url: await applications.subscribe(principal.userId) };
      },
    }),
    ...(['pause', 'resume'] as const).map((action) =>
      defineRoute({
        method: 'post',
        path: `/api/contractor/listing/${action}`,
        summary:
          action === 'pause'
            ? 'Pauses your listing: out of the directory, no new leads; the contractor plan is untouched'
            : 'Resumes your paused listing',
        tag,
        access: 'user',
        response: MyContractorProfileSchema,
        errorStatuses: [404, 409],
        handle: async ({ principal }) => {
          await applications.setPaused(principal.userId, action === 'pause');
          return dashboard(principal.userId);
        },
      }),
    ),
    defineRoute({
      method: 'get',
      path: '/api/contractor/leads',
      summary: 'The leads your business received, newest first (open one to read it all)',
      tag,
      access: 'user',
      response: ContractorLeadSummarySchema.array(),
      errorStatuses: [404],
      handle: async ({ principal }) => {
        const now = clock.now();
        return (await leads.forContractor(principal.userId)).leads.map((lead) => contractorLeadSummary(lead, now));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/contractor/leads/:id',
      summary: "One of your leads with the repair's diagnosis; the first look marks it viewed. 404 for others'",
      tag,
      access: 'user',
      params: LeadIdParamsSchema,
      response: ContractorLeadSchema,
      errorStatuses: [404],
      handle: async ({ principal, params }) =>
        contractorLeadView(await leads.openAsContractor(principal.userId, params.id), clock.now()),
    }),
    answerRoute('accept'),
    answerRoute('decline'),
  ];
}
