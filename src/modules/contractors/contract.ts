import { z } from 'zod';
import { CurrencySchema } from '../../shared/http/contract-kit.js';
import { RepairCategorySchema } from '../repairs/contract.js';
import { APPLICATION_STATUSES, LISTING_STATES, PENDING_CHANGE_FIELDS, REASON_MAX_LENGTH } from './domain/contractor.js';
import { LEAD_STATUSES, PREFERRED_TIMINGS, REPLY_MAX_LENGTH } from './domain/lead.js';
import { COUNTRIES } from './domain/postal-code.js';

/**
 * The contractors module's HTTP contract. Zod only, so the front ends can import its types. Request
 * schemas check types and sizes; the rules of each field (formats, postal codes for the country, dates)
 * are the domain's, which answers every problem at once: 400 `{ message, fieldErrors: { field: problem } }`.
 */

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MAX_PIXELS = 4000 * 4000;

/** What the logo upload answers, in words a person can act on. */
export const LOGO_MESSAGES = {
  required: 'Please choose a logo image to upload.',
  tooLarge: 'The logo is too large. Maximum size is 2MB.',
  invalidType: 'Invalid logo type. Only JPEG, PNG and WEBP images are supported.',
  oneFileOnly: 'Only one logo can be uploaded at a time.',
  tooManyPixels: 'The logo has too many pixels. Please resize it to at most 4000 × 4000 and try again.',
} as const;

const required = (max: number) => z.string({ error: 'is required' }).max(max, `must be at most ${max} characters`);
const optional = (max: number) =>
  z.string({ error: 'must be text' }).max(max, `must be at most ${max} characters`).nullish();

export const CountrySchema = z.enum(COUNTRIES).meta({ id: 'ContractorCountry', description: 'CA or US' });

const ServiceAreaInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('radius'),
      radius: z.number({ error: 'must be a number' }),
      unit: z.enum(['km', 'mi'], { error: 'must be km or mi' }),
    }),
    z.object({
      kind: z.literal('codes'),
      codes: z
        .array(z.string({ error: 'must be text' }).max(20, 'is not a postal code'), {
          error: 'must be a list of postal codes',
        })
        .max(500, 'lists too many areas'),
    }),
  ],
  { error: 'must be { kind: "radius", radius, unit } or { kind: "codes", codes: [...] }' },
);

const applicationFields = {
  businessName: required(200),
  contactName: required(200),
  email: required(320),
  phone: required(40).describe('North American, e.g. (416) 555-0123'),
  website: optional(2048).describe('https:// address'),
  country: required(2).describe('CA or US'),
  postalCode: required(12).describe("The business's postal code (A1A 1A1) or ZIP (12345 or 12345-6789)"),
  serviceArea: ServiceAreaInputSchema.describe(
    'A travel radius around the postal code, or a list of Canadian FSAs (M5V) / US ZIP codes',
  ),
  specializations: z
    .array(z.string({ error: 'must be text' }).max(50), { error: 'must be a list of repair categories' })
    .max(20, 'lists too many categories')
    .describe(`Repair categories: ${RepairCategorySchema.options.join(', ')}`),
  description: required(4000),
  licenceNumber: optional(100),
  insuranceProvider: optional(200),
  insuranceExpiresOn: optional(20).describe('YYYY-MM-DD, in the future'),
  gstHstNumber: optional(30).describe('Canadian businesses only, e.g. 123456789 RT 0001'),
  yearEstablished: z.number({ error: 'must be a year' }).int('must be a year').nullish(),
};

export const ContractorApplicationSchema = z.strictObject(applicationFields).meta({ id: 'ContractorApplication' });

export const ContractorProfileUpdateSchema = z
  .strictObject(applicationFields)
  .partial()
  .meta({ id: 'ContractorProfileUpdate', description: 'Only the fields that change; the whole profile is checked' });

const ServiceAreaSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('radius'), radius: z.number().int(), unit: z.enum(['km', 'mi']) }),
    z.object({ kind: z.literal('codes'), codes: z.array(z.string()) }),
  ])
  .meta({ id: 'ContractorServiceArea' });

const BadgesSchema = z.object({
  licensed: z.boolean().describe('A licence number is on file'),
  insured: z.boolean().describe('An insurance policy is on file and has not expired'),
});

const publicProfileFields = {
  id: z.uuid(),
  businessName: z.string(),
  logoUrl: z.string().nullable(),
  specializations: z.array(RepairCategorySchema),
  country: CountrySchema,
  area: z.string().describe('e.g. "Within 40 km of M5V 3L9" or "M5V, M5W, M6J"'),
  badges: BadgesSchema,
  yearsInBusiness: z.number().int().nullable(),
  description: z.string(),
};

export const ContractorCardSchema = z
  .object({ ...publicProfileFields, distanceKm: z.number().int().describe('From the searched postal code') })
  .meta({ id: 'ContractorCard' });

export const DirectoryQuerySchema = z.object({
  postalCode: z.string({ error: 'is required' }).min(1, 'is required').max(12, 'is not a postal code'),
  category: RepairCategorySchema.optional(),
  withinKm: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(250, 'must be at most 250')
    .optional()
    .describe('Widen the search: also pros based within this many km whose service area stops short of the searcher'),
});

export const DirectoryAnswerSchema = z
  .object({
    postalCode: z.string().describe('As understood: A1A 1A1, A1A, 12345 or 12345-6789'),
    country: CountrySchema,
    results: z.array(ContractorCardSchema).describe('Nearest first, then most relevant; at most 50'),
  })
  .meta({ id: 'ContractorDirectory' });

export const ContractorPublicProfileSchema = z
  .object({
    ...publicProfileFields,
    serviceArea: ServiceAreaSchema,
    website: z.string().nullable(),
    licenceNumber: z.string().nullable(),
  })
  .meta({ id: 'ContractorPublicProfile' });

export const ContractorIdParamsSchema = z.object({ id: z.uuid('is not a contractor id') });

export const LogoQuerySchema = z.object({
  v: z.string().max(64).optional().describe('The version the logo URL names; a new one waiting for review too'),
});

/** The profile as it was entered (tidied), for the dashboard's edit form and the admin console. */
const ApplicationViewSchema = z.object({
  businessName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string().describe('(416) 555-0123'),
  website: z.string().nullable(),
  country: CountrySchema,
  postalCode: z.string(),
  serviceArea: ServiceAreaSchema,
  specializations: z.array(RepairCategorySchema),
  description: z.string(),
  licenceNumber: z.string().nullable(),
  insuranceProvider: z.string().nullable(),
  insuranceExpiresOn: z.string().nullable(),
  gstHstNumber: z.string().nullable(),
  yearEstablished: z.number().int().nullable(),
});

const ListingSchema = z.object({
  state: z.enum(LISTING_STATES).describe('listed, or why not'),
  listed: z.boolean(),
  paused: z.boolean(),
});

const ListingSubscriptionSchema = z.object({
  status: z.enum(['none', 'active', 'past_due', 'canceled']),
  active: z.boolean(),
  currentPeriodEnd: z.iso.datetime().nullable().describe('While active: when it renews'),
});

/** An approved contractor's changes to reviewed details, and what the directory shows until an admin approves. */
const PendingChangesSchema = z
  .object({
    fields: z.array(z.enum(PENDING_CHANGE_FIELDS)).describe('The details waiting for review'),
    submittedAt: z.iso.datetime().describe('When the contractor last changed them'),
    logoUrl: z.string().nullable().describe('A new logo waiting for review: its owner and admins see it'),
    current: z
      .object({
        website: z.string().nullable(),
        description: z.string(),
        insuranceExpiresOn: z.string().nullable(),
        yearEstablished: z.number().int().nullable(),
      })
      .describe('What the directory shows meanwhile (the logo: logoUrl)'),
  })
  .meta({ id: 'ContractorPendingChanges' });

export const MyContractorProfileSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(APPLICATION_STATUSES),
    statusReason: z.string().nullable().describe('Why it was rejected or unlisted'),
    submittedAt: z.iso.datetime(),
    reviewedAt: z.iso.datetime().nullable(),
    logoUrl: z.string().nullable().describe('The logo the directory shows'),
    badges: BadgesSchema.describe('As the directory shows them'),
    listing: ListingSchema,
    subscription: ListingSubscriptionSchema,
    application: ApplicationViewSchema.describe('As last entered, pending changes included'),
    pendingChanges: PendingChangesSchema.nullable().describe('Changes the directory shows once an admin approves'),
  })
  .meta({ id: 'MyContractorProfile' });

export const SubscribeAnswerSchema = z
  .object({ url: z.url().describe("The payment provider's checkout page for the contractor plan") })
  .meta({ id: 'ContractorPlanCheckout' });

export const AdminContractorSchema = MyContractorProfileSchema.extend({
  userId: z.uuid(),
  reviewedBy: z.string().nullable(),
  updatedAt: z.iso.datetime(),
}).meta({ id: 'AdminContractor' });

export const AdminContractorQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES).optional().describe('pending: the review queue, oldest first'),
  changes: z.literal('pending').optional().describe('pending: contractors whose changes wait for review, oldest first'),
  country: CountrySchema.optional(),
  specialization: RepairCategorySchema.optional(),
  q: z.string().max(100).optional().describe('Part of the business name or e-mail'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
});

export const AdminContractorListSchema = z
  .object({
    total: z.number().int(),
    items: z.array(
      z.object({
        id: z.uuid(),
        businessName: z.string(),
        contactName: z.string(),
        email: z.string(),
        country: CountrySchema,
        specializations: z.array(RepairCategorySchema),
        status: z.enum(APPLICATION_STATUSES),
        submittedAt: z.iso.datetime(),
        reviewedAt: z.iso.datetime().nullable(),
        changesSubmittedAt: z.iso.datetime().nullable().describe('Changes wait for review since then'),
      }),
    ),
  })
  .meta({ id: 'AdminContractorList' });

export const ReviewReasonSchema = z
  .strictObject({ reason: z.string({ error: 'is required' }).max(REASON_MAX_LENGTH, 'is too long') })
  .meta({ id: 'ReviewReason', description: 'The contractor reads it in the e-mail' });

export const LeadRequestSchema = z
  .strictObject({
    contractorId: z.uuid('is not a contractor id').optional().describe('Send to this contractor'),
    requestQuotes: z.literal(true).optional().describe('Send to up to 3 listed contractors serving the area'),
    category: RepairCategorySchema.optional().describe('Needed for quotes unless the repair has one'),
    repairId: z.uuid('is not a repair id').optional().describe('One of your repairs: its diagnosis goes along'),
    customerName: required(200),
    email: optional(320),
    phone: optional(40),
    postalCode: required(12),
    description: required(4000),
    preferredTiming: z.string({ error: 'is required' }).max(20).describe(PREFERRED_TIMINGS.join(', ')),
  })
  .refine((request) => (request.contractorId === undefined) !== (request.requestQuotes === undefined), {
    message: 'send either contractorId (one contractor) or requestQuotes: true (up to 3 matching contractors)',
    path: ['contractorId'],
  })
  .meta({ id: 'LeadRequest' });

export const LeadSentSchema = z
  .object({
    requestId: z.uuid(),
    leads: z.array(
      z.object({
        id: z.uuid(),
        status: z.enum(LEAD_STATUSES),
        expiresAt: z.iso.datetime(),
        contractor: z.object({ id: z.uuid(), businessName: z.string() }),
      }),
    ),
  })
  .meta({ id: 'LeadSent' });

export const RepairBriefSchema = z
  .object({
    repairId: z.uuid(),
    title: z.string(),
    item: z.string().nullable(),
    category: z.string().nullable(),
    difficulty: z.string().nullable(),
    estimatedTime: z.string().nullable(),
    diagnosis: z.array(z.object({ cause: z.string(), signs: z.string() })),
    steps: z.array(z.string()),
    tools: z.array(z.string()),
    materials: z.array(z.string()),
    safetyWarnings: z.array(z.object({ severity: z.string(), text: z.string() })),
    proEstimate: z
      .object({ currency: CurrencySchema, low: z.int(), high: z.int() })
      .nullable()
      .describe("A professional's typical price for the job in the customer's region: an estimate, not a quote"),
  })
  .meta({ id: 'LeadRepairBrief' });

const leadFields = {
  id: z.uuid(),
  requestId: z.uuid(),
  status: z.enum(LEAD_STATUSES).describe('expired: not answered within 48 hours of being sent'),
  sentAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  respondedAt: z.iso.datetime().nullable(),
  reply: z.string().nullable().describe("The contractor's message"),
  preferredTiming: z.enum(PREFERRED_TIMINGS),
  category: z.string().nullable(),
};

export const ContractorLeadSummarySchema = z
  .object({
    ...leadFields,
    viewedAt: z.iso.datetime().nullable(),
    customerName: z.string(),
    postalCode: z.string(),
    excerpt: z.string().describe('The start of the description'),
    repairTitle: z.string().nullable(),
  })
  .meta({ id: 'ContractorLeadSummary' });

export const ContractorLeadSchema = z
  .object({
    ...leadFields,
    viewedAt: z.iso.datetime().nullable(),
    customer: z.object({
      name: z.string(),
      postalCode: z.string(),
      email: z.string().nullable().describe('Shown once you accept'),
      phone: z.string().nullable().describe('Shown once you accept'),
    }),
    description: z.string(),
    repair: RepairBriefSchema.nullable(),
  })
  .meta({ id: 'ContractorLead' });

export const LeadIdParamsSchema = z.object({ id: z.uuid('is not a request id') });
export const RepairBriefParamsSchema = z.object({ repairId: z.uuid('is not a repair id') });

export const LeadAnswerSchema = z
  .strictObject({
    message: z.string().max(REPLY_MAX_LENGTH, `must be at most ${REPLY_MAX_LENGTH} characters`).optional(),
  })
  .meta({ id: 'LeadAnswer' });

export const CustomerLeadSchema = z
  .object({
    ...leadFields,
    postalCode: z.string(),
    description: z.string(),
    repairTitle: z.string().nullable(),
    contractor: z
      .object({
        id: z.uuid(),
        businessName: z.string(),
        logoUrl: z.string().nullable(),
        phone: z.string().nullable().describe('Shown once they accept'),
        email: z.string().nullable().describe('Shown once they accept'),
        website: z.string().nullable(),
      })
      .nullable()
      .describe('Null when the contractor has left RepairLens'),
  })
  .meta({ id: 'CustomerLead' });

export type ContractorApplication = z.infer<typeof ContractorApplicationSchema>;
export type ContractorProfileUpdate = z.infer<typeof ContractorProfileUpdateSchema>;
export type ContractorCard = z.infer<typeof ContractorCardSchema>;
export type ContractorDirectoryAnswer = z.infer<typeof DirectoryAnswerSchema>;
export type ContractorPublicProfile = z.infer<typeof ContractorPublicProfileSchema>;
export type MyContractorProfile = z.infer<typeof MyContractorProfileSchema>;
export type ContractorPlanCheckout = z.infer<typeof SubscribeAnswerSchema>;
export type AdminContractor = z.infer<typeof AdminContractorSchema>;
export type AdminContractorList = z.infer<typeof AdminContractorListSchema>;
export type ReviewReason = z.infer<typeof ReviewReasonSchema>;
export type LeadRequest = z.infer<typeof LeadRequestSchema>;
export type LeadSent = z.infer<typeof LeadSentSchema>;
export type ContractorLeadSummary = z.infer<typeof ContractorLeadSummarySchema>;
export type ContractorLead = z.infer<typeof ContractorLeadSchema>;
export type LeadAnswer = z.infer<typeof LeadAnswerSchema>;
export type CustomerLead = z.infer<typeof CustomerLeadSchema>;
export type LeadRepairBrief = z.infer<typeof RepairBriefSchema>;
