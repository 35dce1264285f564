import type { RateLimiter } from '../../../../shared/application/rate-limiter.js';
import type { Middleware } from 'koa';
import { DEFAULT_LOCALE, localeOfAcceptLanguage, type Localised } from '../../../../shared/domain/locale.js';
import { AppError, UnsupportedMediaTypeError } from '../../../../shared/errors/app-errors.js';
import { requestLanguage } from '../../../../shared/http/page-language.js';
import { defineRoute, type AppContext, type AppState, type HttpRoute } from '../../../../shared/http/route.js';
import { BUTTON_STYLES, escapeHtml, standAlonePage } from '../../../../shared/http/stand-alone-page.js';
import type { Logger } from '../../../../shared/logging/logger.js';
import type { AppMetrics } from '../../../../shared/observability/metrics.js';
import type { AddRepairDetail } from '../../application/add-repair-detail.js';
import { UNSUBSCRIBE_PATH } from '../../application/ask-for-repair-feedback.js';
import type { FeedbackEmailPreferences } from '../../application/feedback-email-preferences.js';
import type { RepairFeedbackAnswers } from '../../application/repair-feedback.js';
import type { FollowUpThread, RepairFollowUps } from '../../application/repair-follow-ups.js';
import type { RepairQueries } from '../../application/repair-queries.js';
import type { SubmitRepairRequest } from '../../application/submit-repair-request.js';
import {
  FollowUpQuestionSchema,
  FollowUpThreadSchema,
  GalleryListSchema,
  GalleryQuerySchema,
  RepairCreatedSchema,
  RepairDetailSchema,
  RepairFeedbackAnswerSchema,
  RepairFeedbackSchema,
  RepairIdParamsSchema,
  RepairRequestSchema,
  RepairSharingSchema,
  RepairSummaryListSchema,
  RepairUploadFieldsSchema,
  UnsubscribeQuerySchema,
  type RepairInstructions,
} from '../../contract.js';
import { FOLLOW_UPS_PER_REPAIR } from '../../domain/follow-up.js';
import type { RepairFeedback } from '../../domain/repair-feedback.js';
import type { RepairRequest, RepairStatus } from '../../domain/repair-request.js';
import {
  classifyUpload,
  limitUploadsPerUser,
  receiveUpload,
  refuseOversizedBody,
  type UploadLimits,
} from './upload.middleware.js';

export interface RepairRouteDependencies {
  readonly submit: SubmitRepairRequest;
  readonly addDetail: AddRepairDetail;
  readonly followUps: RepairFollowUps;
  readonly feedback: RepairFeedbackAnswers;
  readonly emailPreferences: FeedbackEmailPreferences;
  readonly queries: RepairQueries;
  readonly uploadLimits: UploadLimits;
  readonly rateLimiter: RateLimiter;
  readonly uploadsPerHour: number;
  readonly logger: Logger;
  readonly metrics: AppMetrics;
}

function feedbackView(feedback: RepairFeedback) {
  const { verdict, comment, answeredAt } = feedback.props;
  return { verdict, comment, answeredAt: answeredAt.toISOString() };
}

function repairView(repair: RepairRequest, feedback: RepairFeedback | null) {
  const { props } = repair;
  return {
    id: props.id,
    title: repair.title,
    status: props.status,
    outcome: repair.outcome,
    description: props.description,
    createdAt: props.createdAt.toISOString(),
    finishedAt: props.finishedAt?.toISOString() ?? null,
    estimatedTime: props.instructions?.estimatedTime?.display ?? null,
    failureReason: props.failureReason,
    shared: props.shared,
    locale: props.locale,
    // The domain's readonly shape is the contract's shape; the response schema copies it field by field.
    instructions: repair.writtenInstructions as RepairInstructions | null,
    feedback: feedback ? feedbackView(feedback) : null,
  };
}

const UNSUBSCRIBE_PAGES = {
  confirm: {
    status: 200,
    en: {
      title: 'Stop the "Did this fix it?" e-mails?',
      text: 'RepairLens asks by e-mail, once a repair is done, whether it worked. Press the button to stop these e-mails.',
      button: 'Unsubscribe',
    },
    fr: {
      title: 'Ne plus recevoir les courriels « Est-ce réglé? »?',
      text:
        'RepairLens demande par courriel, une fois une réparation faite, si elle a fonctionné. Appuyez sur le bouton ' +
        'pour ne plus recevoir ces courriels.',
      button: 'Me désabonner',
    },
  },
  done: {
    status: 200,
    en: {
      title: 'You are unsubscribed',
      text: 'RepairLens will not e-mail you again to ask whether a repair worked. You can still answer on any repair page.',
    },
    fr: {
      title: 'Votre désabonnement est fait',
      text:
        'RepairLens ne vous écrira plus par courriel pour vous demander si une réparation a fonctionné. Vous pouvez ' +
        "toujours répondre sur la page de n'importe quelle réparation.",
    },
  },
  refused: {
    status: 400,
    en: {
      title: 'This link does not work',
      text: 'The unsubscribe link is incomplete or was changed. Open it again from the e-mail, or copy the whole address.',
    },
    fr: {
      title: 'Ce lien ne fonctionne pas',
      text:
        'Le lien de désabonnement est incomplet ou a été modifié. Ouvrez-le de nouveau à partir du courriel, ou ' +
        "copiez l'adresse au complet.",
    },
  },
} as const satisfies Record<string, { status: number } & Localised<{ title: string; text: string; button?: string }>>;

/**
 * The stand-alone page an unsubscribe link answers with: it works without signing in, so it is not the web app.
 * In the account's language when the browser is signed in, else in its Accept-Language. The confirmation
 * page's button posts back to the same address, token included.
 */
function unsubscribePage(ctx: AppContext, outcome: keyof typeof UNSUBSCRIBE_PAGES) {
  const language = requestLanguage(ctx);
  const { status, [language]: page } = UNSUBSCRIBE_PAGES[outcome];
  const form =
    'button' in page
      ? `\n<form method="post" action="${escapeHtml(ctx.originalUrl)}"><button type="submit">${escapeHtml(page.button)}</button></form>`
      : '';
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'html';
  ctx.vary('Accept-Language');
  ctx.body = standAlonePage(
    page.title,
    `<h1>${escapeHtml(page.title)}</h1>\n<p>${escapeHtml(page.text)}</p>${form}`,
    BUTTON_STYLES,
    language,
  );
  return undefined;
}

/**
 * Questions a person may ask in an hour, over all their repairs: far above what five per repair needs, and a
 * bound on emergency answers, which are never counted against a repair.
 */
const FOLLOW_UP_QUESTIONS_PER_HOUR = 30;

/** Only a photo may come with a follow-up question: a video is refused like any other unsupported file. */
export const FOLLOW_UP_PHOTO_ONLY = 'Only a photo (JPEG, PNG or GIF) can come with a question.';

function followUpThreadView({ followUps, left }: FollowUpThread) {
  return {
    followUps: followUps.map(({ props }) => ({
      id: props.id,
      question: props.question,
      withPhoto: props.withPhoto,
      answer: props.answer,
      source: props.source,
      citedNote: props.citedNote,
      emergency: props.emergency ? { ...props.emergency, doNow: [...props.emergency.doNow] } : null,
      counted: props.counted,
      askedAt: props.askedAt.toISOString(),
    })),
    left,
    included: FOLLOW_UPS_PER_REPAIR,
  };
}

/** A question comes as JSON or, with its photo, as multipart: the upload's receiving reads the multipart one. */
function receivingPhotoIfSent(limits: UploadLimits): Middleware<AppState> {
  const receive = receiveUpload(limits);
  return async (ctx, next) => {
    if (ctx.is('multipart')) await receive(ctx, next);
    else await next();
  };
}

/** Logs the cause an application error carries (a storage or queue failure); the person reads only the message. */
async function loggingCauses<T>(logger: Logger, requestId: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (error instanceof AppError && cause) logger.error({ err: cause, requestId }, error.message);
    throw error;
  }
}

export function repairsRoutes({
  submit,
  addDetail,
  followUps,
  feedback,
  emailPreferences,
  queries,
  uploadLimits,
  rateLimiter,
  uploadsPerHour,
  logger,
  metrics,
}: RepairRouteDependencies): HttpRoute[] {
  /** A finished repair says what it gave, so the shell's toast can tell a request for detail from steps. */
  const withOutcome = async (ownerId: string, created: { readonly id: string; readonly status: RepairStatus }) => ({
    ...created,
    outcome: created.status === 'completed' ? (await queries.getOwn(ownerId, created.id)).outcome : null,
  });
  const uploadRateLimit = { name: 'repair-upload', limit: uploadsPerHour, windowSeconds: 60 * 60 };
  const withFeedback = async (repair: RepairRequest) => repairView(repair, await feedback.currentFor(repair.id));
  const unsubscribe = async (ctx: AppContext, token: string | undefined) =>
    unsubscribePage(ctx, token && (await emailPreferences.unsubscribe(token)) ? 'done' : 'refused');
  // Mail scanners open every link in an e-mail: opening this one only asks, and the button (or a mail
  // client's one-click POST) records the opt-out.
  const confirmUnsubscribe = async (ctx: AppContext, token: string | undefined) =>
    unsubscribePage(ctx, token && emailPreferences.isGenuine(token) ? 'confirm' : 'refused');
  /** The e-mail's unsubscribe link, opened in a browser (GET) or posted by its button or a mail client (POST). */
  const unsubscribeRoute = (
    method: 'get' | 'post',
    summary: string,
    answer: (ctx: AppContext, token: string | undefined) => Promise<undefined>,
  ) =>
    defineRoute({
      method,
      path: UNSUBSCRIBE_PATH,
      summary,
      tag: 'repairs',
      access: 'public',
      query: UnsubscribeQuerySchema,
      errorStatuses: [400],
      handle: async ({ query, ctx }) => answer(ctx, query.token),
    });
  return [
    defineRoute({
      method: 'post',
      path: '/api/repair-requests',
      summary:
        'Uploads one photo or video (multipart: file, optional description, region and locale) and starts its repair',
      tag: 'repairs',
      access: 'user',
      requestContentType: 'multipart/form-data',
      middleware: [
        limitUploadsPerUser(rateLimiter, uploadRateLimit),
        refuseOversizedBody(uploadLimits),
        receiveUpload(uploadLimits),
      ],
      body: RepairUploadFieldsSchema,
      response: RepairCreatedSchema,
      successStatus: 201,
      errorStatuses: [400, 401, 402, 413, 415, 429, 503],
      handle: async ({ principal, body, ctx }) => {
        const upload = await classifyUpload(ctx, uploadLimits);
        metrics.uploadSize.observe({ kind: upload.kind }, upload.bytes);
        const created = await loggingCauses(logger, ctx.state.requestId, () =>
          submit.execute({
            ownerId: principal.userId,
            upload,
            description: body.description ?? null,
            region: body.region ?? 'CA',
            locale:
              body.locale ?? principal.locale ?? localeOfAcceptLanguage(ctx.get('Accept-Language')) ?? DEFAULT_LOCALE,
          }),
        );
        return withOutcome(principal.userId, created);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/repair-requests/:id/details',
      summary:
        'Adds the detail an answer asked for and writes the repair again (owner only); paid like an upload, ' +
        'since that answer was not charged',
      tag: 'repairs',
      access: 'user',
      middleware: [limitUploadsPerUser(rateLimiter, uploadRateLimit)],
      params: RepairIdParamsSchema,
      body: RepairDetailSchema,
      response: RepairCreatedSchema,
      errorStatuses: [400, 402, 404, 409, 429, 503],
      handle: async ({ principal, params, body, ctx }) =>
        withOutcome(
          principal.userId,
          await loggingCauses(logger, ctx.state.requestId, () =>
            addDetail.execute({ ownerId: principal.userId, repairId: params.id, detail: body.detail }),
          ),
        ),
    }),
    defineRoute({
      method: 'post',
      path: '/api/repair-requests/:id/follow-ups',
      summary:
        'Asks a follow-up question about a delivered repair (owner only; JSON, or multipart with one more photo as ' +
        `file); ${FOLLOW_UPS_PER_REPAIR} are included, an emergency answer is never counted`,
      tag: 'repairs',
      access: 'user',
      middleware: [
        limitUploadsPerUser(rateLimiter, {
          name: 'repair-follow-up',
          limit: FOLLOW_UP_QUESTIONS_PER_HOUR,
          windowSeconds: 60 * 60,
        }),
        refuseOversizedBody(uploadLimits),
        receivingPhotoIfSent(uploadLimits),
      ],
      params: RepairIdParamsSchema,
      body: FollowUpQuestionSchema,
      response: FollowUpThreadSchema,
      successStatus: 201,
      errorStatuses: [400, 404, 409, 413, 415, 429, 503],
      handle: async ({ principal, params, body, ctx }) => {
        const sent = (ctx.request as { file?: unknown }).file !== undefined;
        const photo = sent ? await classifyUpload(ctx, uploadLimits) : null;
        if (photo && photo.kind !== 'image') throw new UnsupportedMediaTypeError(FOLLOW_UP_PHOTO_ONLY);
        const thread = await loggingCauses(logger, ctx.state.requestId, () =>
          followUps.ask({ ownerId: principal.userId, repairId: params.id, question: body.question, photo }),
        );
        return followUpThreadView(thread);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/repair-requests/:id/follow-ups',
      summary:
        'The follow-up questions on one of your repairs, oldest first, and how many are left; 404 for anyone else',
      tag: 'repairs',
      access: 'user',
      params: RepairIdParamsSchema,
      response: FollowUpThreadSchema,
      errorStatuses: [404],
      handle: async ({ principal, params }) => followUpThreadView(await followUps.list(principal.userId, params.id)),
    }),
    defineRoute({
      method: 'get',
      path: '/api/repair-requests',
      summary: "The signed-in user's repair requests, newest first",
      tag: 'repairs',
      access: 'user',
      response: RepairSummaryListSchema,
      handle: async ({ principal }) => {
        const summaries = await queries.listOwn(principal.userId);
        return summaries.map((summary) => ({ ...summary, createdAt: summary.createdAt.toISOString() }));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/repair-requests/:id',
      summary: 'One of your repair requests with its instructions; 404 for anyone but its owner',
      tag: 'repairs',
      access: 'user',
      params: RepairIdParamsSchema,
      response: RepairRequestSchema,
      errorStatuses: [404],
      handle: async ({ principal, params }) => {
        const { repair, answer } = await feedback.ownWithAnswer(principal.userId, params.id);
        return repairView(repair, answer);
      },
    }),
    defineRoute({
      method: 'patch',
      path: '/api/repair-requests/:id/sharing',
      summary: 'Shares a completed repair to the public gallery, or stops sharing it (owner only)',
      tag: 'repairs',
      access: 'user',
      params: RepairIdParamsSchema,
      body: RepairSharingSchema,
      response: RepairRequestSchema,
      errorStatuses: [404, 409],
      handle: async ({ principal, params, body }) =>
        withFeedback(await queries.setSharing(principal.userId, params.id, body.shared)),
    }),
    defineRoute({
      method: 'put',
      path: '/api/repair-requests/:id/feedback',
      summary:
        'Answers "Did this fix it?" for a repair that delivered steps (owner only): fixed, partly or not_fixed, ' +
        'with an optional comment; answering again replaces the answer',
      tag: 'repairs',
      access: 'user',
      params: RepairIdParamsSchema,
      body: RepairFeedbackAnswerSchema,
      response: RepairFeedbackSchema,
      errorStatuses: [400, 404, 409],
      handle: async ({ principal, params, body }) =>
        feedbackView(
          await feedback.answer({
            ownerId: principal.userId,
            repairId: params.id,
            verdict: body.verdict,
            comment: body.comment ?? null,
          }),
        ),
    }),
    unsubscribeRoute(
      'get',
      'The unsubscribe link of a "Did this fix it?" e-mail: a small page, without signing in, whose button ' +
        'posts the opt-out (opening the link records nothing, so a mail scanner cannot unsubscribe anyone); 400 ' +
        'for a forged or changed token',
      confirmUnsubscribe,
    ),
    unsubscribeRoute(
      'post',
      "Records the opt-out: the confirmation page's button, or a mail client's one-click unsubscribe (RFC 8058)",
      unsubscribe,
    ),
    defineRoute({
      method: 'get',
      path: '/api/gallery',
      summary: 'Repairs their owners chose to share, newest first; the instructions only, nothing personal',
      tag: 'repairs',
      access: 'public',
      query: GalleryQuerySchema,
      response: GalleryListSchema,
      handle: async ({ query }) => {
        const repairs = await queries.gallery(query.category ?? null);
        return repairs.flatMap(({ props }) => {
          if (!props.instructions) return [];
          const { analysis: _analysis, photoHints: _hints, ...instructions } = props.instructions as RepairInstructions;
          return [
            {
              id: props.id,
              title: instructions.title,
              category: instructions.category,
              createdAt: props.createdAt.toISOString(),
              instructions,
            },
          ];
        });
      },
    }),
  ];
}
