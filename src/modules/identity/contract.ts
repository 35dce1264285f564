import { z } from 'zod';
import { PERSON_NAME_MAX_LENGTH, PERSON_NAME_PATTERN } from './domain/person-name.js';

/** The identity module's HTTP contract. Zod only, so the front ends can import its types. */

export const RoleSchema = z.enum(['admin', 'contractor']);

export const AuthUserSchema = z
  .object({
    id: z.uuid(),
    email: z.email(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    freeFixesRemaining: z.number().int().min(0),
    credits: z.number().int().min(0),
    /** "active" only while a subscription is active; past_due and canceled read as "inactive". */
    subscriptionStatus: z.enum(['active', 'inactive']),
    subscriptionPlan: z.enum(['basic', 'pro']).nullable(),
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

export const UpdateProfileSchema = z
  .strictObject({ firstName: personName, lastName: personName })
  .meta({ id: 'UpdateProfile' });

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
    plugins: z.array(z.string().max(200)).max(100),
    platform: z.string().max(100),
    canvas: z.string().max(20_000),
    webgl: z.string().max(2_000),
  })
  .meta({ id: 'DeviceFingerprint' });

export type AuthUser = z.infer<typeof AuthUserSchema>;
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;
export type DeviceFingerprint = z.infer<typeof DeviceFingerprintSchema>;
