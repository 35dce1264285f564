import { z } from 'zod';
import { pageOf, PagingQuerySchema, SearchQuerySchema } from '../../shared/http/admin-list.contract.js';
import { LOCALES } from '../../shared/domain/locale.js';
import { CurrencySchema, RegionSchema } from '../../shared/http/contract-kit.js';
import { FOLLOW_UP_MESSAGES, FOLLOW_UP_QUESTION_LENGTH, FOLLOW_UP_SOURCES } from './domain/follow-up.js';
import { REPAIR_CATEGORIES } from './domain/knowledge-base/repair-guide.js';
import { FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_MESSAGES, FEEDBACK_VERDICTS } from './domain/repair-feedback.js';
import {
  DESCRIPTION_MAX_LENGTH,
  GALLERY_CURATION_STATES,
  REPAIR_OUTCOMES,
  REPAIR_STATUSES,
} from './domain/repair-request.js';
import { EMERGENCY_KINDS } from './domain/safety/emergency.js';

/** The repairs module's HTTP contract. Zod only, so the front ends can import its types. */

/** The specification's upload messages, word for word; the upload card shows them in its toasts. */
export const UPLOAD_MESSAGES = {
  fileRequired: 'Please select an image or video to upload',
  fileTooLarge: 'File is too large. Maximum size is 25MB. Please compress your image or video.',
  invalidFileType: 'Invalid file type. Only JPEG, PNG, GIF, MP4, MOV, and WEBM files are supported.',
  oneFileOnly: 'Only one file can be uploaded at a time.',
  tooManyPixels: 'This image has too many pixels to analyse. Please resize it and try again.',
  videoTooManyPixels: 'This video has too many pixels to analyse. Please record at 8K or lower and try again.',
  videoTooLong: 'This video is too long to analyse. Please upload a clip of 10 minutes or less.',
} as const;

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

export const RepairCategorySchema = z.enum(REPAIR_CATEGORIES).meta({ id: 'RepairCategory' });
export const RepairStatusSchema = z
  .enum(REPAIR_STATUSES)
  .meta({ id: 'RepairStatus', description: 'completed shows Completed; anything else shows Pending' });

export const RepairLocaleSchema = z.enum(LOCALES).meta({ id: 'RepairLocale' });

/** The text fields of the multipart upload (the file itself is the `file` part). */
export const RepairOutcomeSchema = z
  .enum(REPAIR_OUTCOMES)
  .nullable()
  .meta({
    id: 'RepairOutcome',
    description:
      'What a completed repair gave: instructions (steps to follow), needs_more_detail (only a request for more ' +
      'detail) or safety_stop (an emergency, no steps); null while pending or after a failure',
  });

export const RepairUploadFieldsSchema = z
  .object({
    description: z
      .string()
      .max(DESCRIPTION_MAX_LENGTH, `must be at most ${DESCRIPTION_MAX_LENGTH} characters`)
      .optional(),
    /** The region the user chose in the shell: Hire a Pro lists contractors there. Defaults to CA. */
    region: RegionSchema.optional(),
    locale: RepairLocaleSchema.optional().describe(
      "The person's language: the instructions and follow-up answers are written in it. Defaults to the request's " +
        'Accept-Language, then en-CA',
    ),
  })
  .meta({ id: 'RepairUploadFields' });

export const RepairCreatedSchema = z
  .object({ id: z.uuid(), status: RepairStatusSchema, outcome: RepairOutcomeSchema })
  .meta({ id: 'RepairCreated', description: 'pending: still being analysed; the repair page updates itself' });

export const RepairSummarySchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    createdAt: z.iso.datetime(),
    estimatedTime: z.string().nullable().describe('e.g. "15-30 min"; null while pending or without steps'),
    status: RepairStatusSchema,
    outcome: RepairOutcomeSchema,
  })
  .meta({ id: 'RepairSummary' });

export const RepairSummaryListSchema = z.array(RepairSummarySchema);

const SeveritySchema = z.enum(['low', 'medium', 'high']);
const DifficultySchema = z.enum(['Easy', 'Medium', 'Hard']);

const EmergencySchema = z.object({
  kind: z.enum(EMERGENCY_KINDS),
  title: z.string(),
  doNow: z.array(z.string()),
  whoToCall: z.string(),
});

/** A typical range in whole units of the estimate's currency. */
const PriceRangeSchema = z.object({ low: z.int().min(0), high: z.int().min(0) });
const PricedItemSchema = z.object({ name: z.string(), price: PriceRangeSchema });

export const CostEstimateSchema = z
  .object({
    currency: CurrencySchema.describe("The repair's region's currency: CAD in Canada, USD in the United States"),
    guide: z.object({ id: z.string(), title: z.string() }).describe('The guide whose typical ranges these are'),
    parts: z.array(PricedItemSchema).describe('Parts and materials to buy'),
    toolsToBuy: z.array(PricedItemSchema).describe('Every tool the guide names, priced new'),
    doItYourself: z.object({
      parts: PriceRangeSchema.describe('The parts alone, for someone who owns the tools'),
      partsAndTools: PriceRangeSchema.describe('The parts and every tool bought new'),
    }),
    professional: PriceRangeSchema.describe('What a professional typically charges, parts and call-out included'),
    saving: z
      .object({ withOwnTools: PriceRangeSchema, buyingTools: PriceRangeSchema })
      .describe(
        'Professional low minus do-it-yourself high, to professional high minus do-it-yourself low; never below 0',
      ),
  })
  .meta({ id: 'CostEstimate', description: 'Estimates from the guide, in whole units: prices vary, never a quote' });

export const InstructionsSchema = z
  .object({
    title: z.string(),
    item: z.string().nullable(),
    category: RepairCategorySchema.nullable(),
    diagnosis: z.array(z.object({ cause: z.string(), signs: z.string() })).describe('Likely causes, most likely first'),
    difficulty: DifficultySchema.nullable(),
    estimatedTime: z
      .object({ minMinutes: z.number().int(), maxMinutes: z.number().int(), display: z.string() })
      .nullable(),
    tools: z.array(z.object({ name: z.string(), alternatives: z.array(z.string()) })),
    materials: z.array(z.object({ name: z.string(), note: z.string().nullable() })),
    safetyWarnings: z.array(z.object({ severity: SeveritySchema, text: z.string() })),
    steps: z.array(z.object({ number: z.number().int().min(1), text: z.string(), caution: z.string().nullable() })),
    verification: z.array(z.string()).describe('How to check that the fix worked'),
    whenToCallAPro: z.array(z.string()),
    emergency: EmergencySchema.nullable().describe(
      'Set when the safety check found an emergency: what to do now and whom to call; no steps then',
    ),
    delivered: z.boolean().describe('Steps were delivered: only then is the repair paid for'),
    photoUnderstood: z
      .boolean()
      .describe('False on the embedded default: the photo was measured and its labels read, not understood'),
    source: z
      .object({
        writer: z.enum(['knowledge-base', 'vision-model']),
        guideId: z.string().nullable(),
        guideTitle: z.string().nullable(),
      })
      .nullable()
      .describe('Which writer wrote it and the RepairLens guide it followed'),
    hireAPro: z.object({
      recommended: z
        .boolean()
        .describe('True for an emergency, or when the writer judged the job one for a professional'),
      category: RepairCategorySchema.nullable(),
      region: RegionSchema,
    }),
    confidence: z.number().min(0).max(1),
    needsMoreDetail: z.boolean().describe('True when no repair could be told from the upload: no steps then'),
    moreDetailRequest: z.string().nullable(),
    analysis: z.object({
      summary: z.string(),
      analyser: z.enum(['azure-vision', 'local']),
      mediaKind: z.enum(['image', 'video']),
      caption: z.string().nullable(),
      tags: z.array(z.string()),
      objects: z.array(z.string()),
      text: z.array(z.string()),
    }),
    photoHints: z.array(
      z.object({ code: z.enum(['too-dark', 'too-bright', 'blurry', 'too-small']), message: z.string() }),
    ),
    costEstimate: CostEstimateSchema.nullable().describe(
      'Null without delivered steps, without a guide followed, or when the guide has no prices',
    ),
  })
  .meta({ id: 'RepairInstructions' });

export const FeedbackVerdictSchema = z
  .enum(FEEDBACK_VERDICTS, { error: FEEDBACK_MESSAGES.verdict })
  .meta({ id: 'FeedbackVerdict', description: 'Did the steps fix it: fixed, partly or not_fixed' });

export const RepairFeedbackSchema = z
  .object({
    verdict: FeedbackVerdictSchema,
    comment: z.string().nullable(),
    answeredAt: z.iso.datetime().describe('When the answer standing now was given'),
  })
  .meta({ id: 'RepairFeedback', description: 'The owner\'s answer to "Did this fix it?"; the last one counts' });

export const RepairFeedbackAnswerSchema = z
  .strictObject({
    verdict: FeedbackVerdictSchema,
    comment: z
      .string({ error: 'must be text' })
      .trim()
      .max(FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_MESSAGES.commentTooLong)
      .nullable()
      .optional(),
  })
  .meta({ id: 'RepairFeedbackAnswer' });

export const RepairRequestSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    status: RepairStatusSchema,
    outcome: RepairOutcomeSchema,
    description: z.string().nullable(),
    createdAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
    estimatedTime: z.string().nullable(),
    failureReason: z.string().nullable(),
    shared: z.boolean(),
    locale: RepairLocaleSchema.describe('The language the instructions and follow-up answers are written in'),
    instructions: InstructionsSchema.nullable(),
    feedback: RepairFeedbackSchema.nullable().describe('The answer to "Did this fix it?"; null before any'),
  })
  .meta({ id: 'RepairRequest' });

/** The token of an unsubscribe link; checked by the route, which answers a page either way. */
export const UnsubscribeQuerySchema = z.object({ token: z.string().max(200).optional() });

export const RepairIdParamsSchema = z.object({ id: z.uuid() });

export const RepairDetailSchema = z
  .strictObject({
    detail: z
      .string({ error: 'must be text' })
      .trim()
      .min(1, 'Describe what is broken in a few words.')
      .max(DESCRIPTION_MAX_LENGTH, `must be at most ${DESCRIPTION_MAX_LENGTH} characters`),
  })
  .meta({ id: 'RepairDetail', description: 'What the earlier answer asked for: the item, its model, what it does' });

/** A follow-up question: JSON, or multipart with the question as a field and one more photo as `file`. */
export const FollowUpQuestionSchema = z
  .object({
    question: z
      .string({ error: 'must be text' })
      .trim()
      .min(FOLLOW_UP_QUESTION_LENGTH.min, FOLLOW_UP_MESSAGES.tooShort)
      .max(FOLLOW_UP_QUESTION_LENGTH.max, FOLLOW_UP_MESSAGES.tooLong),
  })
  .meta({ id: 'FollowUpQuestion', description: 'What the owner asks about this repair, e.g. "the nut will not turn"' });

export const FollowUpSchema = z
  .object({
    id: z.uuid(),
    question: z.string(),
    withPhoto: z.boolean().describe('A photo came with the question (it is not kept)'),
    answer: z.string().nullable().describe('Null when the safety check answered with an emergency instead'),
    source: z
      .enum(FOLLOW_UP_SOURCES)
      .describe('Who answered: a knowledge-base note (a keyword match), the vision model, or the safety check'),
    citedNote: z.string().nullable().describe("The guide's troubleshooting note the answer comes from"),
    emergency: EmergencySchema.nullable(),
    counted: z.boolean().describe('Counted against the included questions; an emergency never is'),
    askedAt: z.iso.datetime(),
  })
  .meta({ id: 'FollowUp' });

export const FollowUpThreadSchema = z
  .object({
    followUps: z.array(FollowUpSchema).describe('Oldest first'),
    left: z.int().min(0).describe('Questions left of those the repair includes'),
    included: z.int().describe('How many questions a repair includes at no charge'),
  })
  .meta({ id: 'FollowUpThread' });

export const RepairSharingSchema = z.strictObject({ shared: z.boolean() }).meta({ id: 'RepairSharing' });

export const GalleryQuerySchema = z.object({ category: RepairCategorySchema.optional() });

/** A shared repair as the public sees it: the instructions, never who asked or what they wrote. */
export const GalleryEntrySchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    category: RepairCategorySchema.nullable(),
    createdAt: z.iso.datetime(),
    // The estimate is in the sharer's currency and region: not the gallery reader's.
    instructions: InstructionsSchema.omit({ analysis: true, photoHints: true, costEstimate: true }),
  })
  .meta({ id: 'GalleryEntry' });

export const GalleryListSchema = z.array(GalleryEntrySchema);

export const AdminGalleryQuerySchema = PagingQuerySchema.extend({
  q: SearchQuerySchema.describe('Part of the title or category'),
  state: z.enum(GALLERY_CURATION_STATES).default('all').describe('visible: not hidden; featured: featured only'),
});

/** A shared repair as admins curate it: who shared it (their account id) and what admins decided. */
export const AdminGalleryEntrySchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    category: RepairCategorySchema.nullable(),
    ownerId: z.uuid(),
    createdAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
    hidden: z.boolean().describe('Hidden by an admin: not in the public gallery'),
    featured: z.boolean().describe('Listed first in the public gallery'),
    featuredAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AdminGalleryEntry' });

export const AdminGalleryListSchema = pageOf(AdminGalleryEntrySchema).meta({ id: 'AdminGalleryList' });

export const GalleryVisibilitySchema = z
  .strictObject({ hidden: z.boolean({ error: 'must be true or false' }) })
  .meta({ id: 'GalleryVisibility' });

export const GalleryFeaturingSchema = z
  .strictObject({ featured: z.boolean({ error: 'must be true or false' }) })
  .meta({ id: 'GalleryFeaturing' });

export type RepairCategoryName = z.infer<typeof RepairCategorySchema>;
export type RepairStatusName = z.infer<typeof RepairStatusSchema>;
export type RepairOutcomeName = z.infer<typeof RepairOutcomeSchema>;
export type RepairUploadFields = z.infer<typeof RepairUploadFieldsSchema>;
export type RepairCreated = z.infer<typeof RepairCreatedSchema>;
export type RepairSummary = z.infer<typeof RepairSummarySchema>;
export type RepairInstructions = z.infer<typeof InstructionsSchema>;
export type CostEstimateView = z.infer<typeof CostEstimateSchema>;
export type RepairRequestView = z.infer<typeof RepairRequestSchema>;
export type RepairSharing = z.infer<typeof RepairSharingSchema>;
export type RepairDetail = z.infer<typeof RepairDetailSchema>;
export type FeedbackVerdictName = z.infer<typeof FeedbackVerdictSchema>;
export type RepairFeedbackView = z.infer<typeof RepairFeedbackSchema>;
export type RepairFeedbackAnswer = z.input<typeof RepairFeedbackAnswerSchema>;
export type FollowUpQuestion = z.infer<typeof FollowUpQuestionSchema>;
export type FollowUpView = z.infer<typeof FollowUpSchema>;
export type FollowUpThread = z.infer<typeof FollowUpThreadSchema>;
export type GalleryEntry = z.infer<typeof GalleryEntrySchema>;
export type AdminGalleryEntry = z.infer<typeof AdminGalleryEntrySchema>;
export type AdminGalleryList = z.infer<typeof AdminGalleryListSchema>;
export type AdminGalleryState = z.infer<typeof AdminGalleryQuerySchema>['state'];
export type GalleryVisibility = z.infer<typeof GalleryVisibilitySchema>;
export type GalleryFeaturing = z.infer<typeof GalleryFeaturingSchema>;
