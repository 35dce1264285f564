import { z } from 'zod';
import { pageOf, PagingQuerySchema, SearchQuerySchema } from '../../shared/http/admin-list.contract.js';
import { ACCOUNT_LOCALES } from './domain/locale.js';
import { PERSON_NAME_MAX_LENGTH, PERSON_NAME_PATTERN } from './domain/person-name.js';

/** The identity module's HTTP contract. Zod only, so the front ends can import its types. */

export const RoleSchema = z.enum(['admin', 'contractor']);

export const AccountLocaleSchema = z.enum(ACCOUNT_LOCALES);

export const AuthUserSchema = z
  .object({
    id: z.uuid(),
    email: z.email(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    locale: AccountLocaleSchema.nullable().describe('The language the account chose (its e-mails follow it)'),
    freeFixesRemaining: z.number().int().min(0),
    credits: z.number().int().min(0),
    /** "active" only while a subscription is active; past_due and canceled read as "inactive". */
    subscriptionStatus: z.enum(['active', 'inactive']),
    subscriptionPlan: z
      .string()
      .nullable()
      .describe('The id of the plan (GET /api/catalogue) while a subscription is active: basic or pro in the seed'),
    stripeCustomerId: z.string().nullable(),
    roles: z.array(RoleSchema),
    /** The server's admin rule (configured admin e-mails), so the shell never disagrees with it. */
    isAdmin: z.boolean(),
  })
  .meta({ id: 'AuthUser' });

const personName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(PERSON_NAME_MAX_LENGTH, `must be at most ${PERSON_NAME_MAX_LENGTH} characters`)
  .regex(PERSON_NAME_PATTERN, 'may contain only letters, spaces, apostrophes and hyphens');

/** The name (first and last together), the language, or both. */
export const UpdateProfileSchema = z
  .strictObject({
    firstName: personName.optional(),
    lastName: personName.optional(),
    locale: AccountLocaleSchema.optional(),
  })
  .refine((body) => (body.firstName === undefined) === (body.lastName === undefined), {
    message: 'firstName and lastName are changed together',
    path: ['lastName'],
  })
  .refine((body) => body.firstName !== undefined || body.locale !== undefined, {
    message: 'names nothing to change',
  })
  .meta({ id: 'UpdateProfile' });

/** Where the browser goes after signing out: the provider's sign-out page, or the home page. */
export const SignedOutSchema = z
  .object({ redirectTo: z.string().describe("An absolute URL at the provider, or a path of RepairLens's") })
  .meta({ id: 'SignedOut' });

export const DeviceFingerprintSchema = z
  .strictObject({
    userAgent: z.string().max(1000),
    language: z.string().max(64),
    timezone: z.string().max(64),
    screen: z.strictObject({
      width: z.number().int().min(0).max(100_000),
      height: z.number().int().min(0).max(100_000),
      colorDepth: z.number().int().min(0).max(64),
    }),
    // Anyone may send one, so every part is bounded: a stored device stays under about 7,000 characters.
    plugins: z.array(z.string().max(100)).max(32),
    platform: z.string().max(100),
    // The shell sends a SHA-256 of its drawing (64 hex digits), never the image.
    canvas: z.string().max(128),
    webgl: z.string().max(2_000),
  })
  .meta({ id: 'DeviceFingerprint' });

export const AdminUserQuerySchema = PagingQuerySchema.extend({
  q: SearchQuerySchema.describe('Part of the e-mail address, in any case'),
});

export const AdminUserParamsSchema = z.object({ id: z.uuid('is not a user id') });

const PlanSchema = z.string().describe('The id of a plan of GET /api/catalogue');

export const AdminUserSummarySchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string().nullable().describe('First and last name, when the person gave them'),
    plan: z.string().describe("A plan's id (GET /api/catalogue) only while its subscription is active; free otherwise"),
    credits: z.number().int(),
    freeFixesRemaining: z.number().int(),
    createdAt: z.iso.datetime(),
    lastSignInAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminUserSummary' });

export const AdminUserListSchema = pageOf(AdminUserSummarySchema).meta({ id: 'AdminUserList' });

export const AdminUserSchema = AdminUserSummarySchema.extend({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  roles: z.array(RoleSchema),
  subscription: z
    .object({
      plan: PlanSchema,
      status: z.enum(['active', 'past_due', 'canceled']),
      currentPeriodStart: z.iso.datetime(),
      currentPeriodEnd: z.iso.datetime(),
    })
    .nullable()
    .describe('The plan subscription as last reported; null for someone who never subscribed'),
  basicAllowanceRemaining: z.number().int(),
  freeFixesUsed: z.number().int().describe('Free fixes that paid for repairs, less those refunded'),
  activeSessions: z.number().int(),
  repairs: z.object({
    total: z.number().int(),
    recent: z.array(
      z.object({
        id: z.uuid(),
        title: z.string(),
        status: z.enum(['pending', 'completed', 'failed']),
        category: z.string().nullable(),
        createdAt: z.iso.datetime(),
      }),
    ),
  }),
  ledger: z
    .array(
      z.object({
        id: z.uuid(),
        kind: z.string().describe('grant, spend, refund, purchase, renewal, admin_grant or revoke'),
        balance: z.string().describe('free_fixes, credits or basic_allowance'),
        delta: z.number().int(),
        repairId: z.string().nullable(),
        reason: z.string().nullable(),
        actor: z.string().nullable(),
        createdAt: z.iso.datetime(),
      }),
    )
    .describe('The newest balance changes first'),
}).meta({ id: 'AdminUser' });

export const SessionsEndedSchema = z
  .object({ ended: z.number().int().describe('How many sessions were signed out') })
  .meta({ id: 'SessionsEnded' });

export type AuthUser = z.infer<typeof AuthUserSchema>;
export type AccountLocaleCode = z.infer<typeof AccountLocaleSchema>;
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;
export type DeviceFingerprint = z.infer<typeof DeviceFingerprintSchema>;
export type SignedOut = z.infer<typeof SignedOutSchema>;
export type AdminUserSummary = z.infer<typeof AdminUserSummarySchema>;
export type AdminUserList = z.infer<typeof AdminUserListSchema>;
export type AdminUser = z.infer<typeof AdminUserSchema>;
export type SessionsEnded = z.infer<typeof SessionsEndedSchema>;
