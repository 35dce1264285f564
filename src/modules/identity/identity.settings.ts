import { z } from 'zod';
import {
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  optionalUrl,
  requireHttps,
  retentionDays,
  splitCaseSensitiveList,
  splitCommaList,
} from '../../shared/config/config.js';
import { adapterChoice, settingsGroup } from '../../shared/config/settings.js';

/** An ADMIN_SUBJECTS entry: `issuer#subject` (an issuer URL has no fragment, so the first # ends it) or a subject. */
export interface AdminSubject {
  readonly issuer: string | null;
  readonly subject: string;
}

function adminSubject(entry: string): AdminSubject {
  const separator = entry.indexOf('#');
  if (!/^https?:\/\//i.test(entry) || separator < 0) return { issuer: null, subject: entry };
  return { issuer: entry.slice(0, separator), subject: entry.slice(separator + 1) };
}

const adminSubjectList = z
  .string()
  .transform(splitCaseSensitiveList)
  .transform((entries) => entries.map(adminSubject))
  .pipe(
    z.array(
      z.object({
        issuer: z.url({ error: 'must be issuer#subject with an issuer URL, or a subject' }).nullable(),
        subject: z.string().min(1, 'must be issuer#subject with an issuer URL, or a subject'),
      }),
    ),
  );

const signInAdapter = adapterChoice({
  variable: 'SIGN_IN_ADAPTER',
  production: ['external'],
  embedded: 'embedded',
  credentials: ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'],
  // The embedded development sign-in must never face the public.
  refusedInProduction: 'the development provider signs anyone in as anyone',
  meaning:
    '`external`: the OpenID Connect issuer at `OIDC_ISSUER`; `embedded`: the development provider at `/oidc` (refused in production).',
});

export interface IdentityConfig {
  /** Embedded: the development provider signs people in. */
  readonly oidc:
    | {
        readonly kind: 'external';
        readonly issuer: string;
        readonly clientId: string;
        readonly clientSecret: string;
        readonly scopes: string;
      }
    | { readonly kind: 'embedded'; readonly scopes: string };
  readonly sessions: { readonly idleTimeoutMs: number; readonly absoluteTimeoutMs: number };
  /** The shorter lifetime of sessions of accounts with the admin role. */
  readonly adminSessions: { readonly idleTimeoutMs: number; readonly absoluteTimeoutMs: number };
  readonly freeFixAccountsPerDevice: number;
  /** How long what visitors may write without an account, and what a deleted account leaves, are kept. */
  readonly retention: {
    readonly unlinkedDevicesMs: number;
    /** The keyed hash of a deleted account's e-mail (free fixes are not given to it twice meanwhile). */
    readonly deletedAccountsMs: number;
  };
  /** Admin only while the stored address was verified by an issuer in `emailLinkingIssuers`. */
  readonly adminEmails: readonly string[];
  readonly adminSubjects: readonly AdminSubject[];
  /** Issuers believed when they say `email_verified: true` (OIDC_EMAIL_LINKING_ISSUERS). */
  readonly emailLinkingIssuers: readonly string[];
}

export const identitySettings = settingsGroup({
  title: 'Sign-in and accounts',
  variables: {
    ...signInAdapter.settings,
    OIDC_ISSUER: { schema: optionalUrl, meaning: 'OpenID Connect issuer URL.' },
    OIDC_CLIENT_ID: { schema: z.string().min(1).optional(), meaning: 'Client id at the issuer; required with it.' },
    OIDC_CLIENT_SECRET: {
      schema: z.string().min(1).optional(),
      meaning: 'Client secret at the issuer; required with it.',
    },
    OIDC_SCOPES: {
      schema: z.string().min(1),
      default: 'openid email profile',
      meaning: 'Scopes asked for at sign-in.',
    },
    // Microsoft Entra ID does not verify `email`: leave it out.
    OIDC_EMAIL_LINKING_ISSUERS: {
      schema: z
        .string()
        .transform(splitCaseSensitiveList)
        .pipe(z.array(z.url({ error: 'must be a comma-separated list of issuer URLs' }))),
      default: '',
      meaning:
        'Issuers whose `email_verified: true` is believed, to link accounts by e-mail and for `ADMIN_EMAILS` (never Entra ID).',
    },
    SESSION_IDLE_TIMEOUT_HOURS: {
      schema: z.coerce
        .number()
        .positive()
        .max(24 * 90),
      default: '336',
      documentedDefault: '`336` (14 days)',
      meaning: 'A session without requests for this long ends.',
    },
    SESSION_ABSOLUTE_TIMEOUT_HOURS: {
      schema: z.coerce
        .number()
        .positive()
        .max(24 * 365),
      default: '720',
      documentedDefault: '`720` (30 days)',
      meaning: 'A session ends this long after sign-in in any case.',
    },
    // Admins' sessions end sooner: an unattended console can grant credits and end other people's sessions.
    // At least 10 minutes: a session's last use is written at most every 5 (identity/domain/session.ts).
    ADMIN_SESSION_IDLE_MINUTES: {
      schema: z.coerce
        .number()
        .min(10)
        .max(24 * 60),
      default: '30',
      meaning: "An admin's session without requests for this long ends (at least 10).",
    },
    ADMIN_SESSION_ABSOLUTE_HOURS: {
      schema: z.coerce
        .number()
        .positive()
        .max(24 * 7),
      default: '12',
      meaning:
        "An admin's session ends this long after sign-in in any case; granting credits also asks for a sign-in in the last 10 min.",
    },
    FREE_FIX_ACCOUNTS_PER_DEVICE: {
      schema: z.coerce.number().int().min(0).max(100),
      default: '2',
      meaning: 'How many accounts created on one device receive the free repairs.',
    },
    DEVICE_FINGERPRINT_RETENTION_DAYS: {
      schema: retentionDays,
      default: '90',
      meaning: 'Device fingerprints unseen this long are deleted, unless an account was created on or uses the device.',
    },
    DELETED_ACCOUNT_RETENTION_DAYS: {
      schema: retentionDays,
      default: '1095',
      documentedDefault: '`1095` (3 years)',
      meaning:
        "A deleted account's e-mail, kept as a keyed hash (`PERSONAL_DATA_HASH_KEY`) so it gets no free repairs twice, is deleted after this long.",
    },
    ADMIN_EMAILS: {
      schema: z.string().transform(splitCommaList),
      default: '',
      meaning:
        'Comma-separated administrator e-mails (case-insensitive), once verified by an issuer in `OIDC_EMAIL_LINKING_ISSUERS`.',
    },
    ADMIN_SUBJECTS: {
      schema: adminSubjectList,
      default: '',
      meaning:
        'Comma-separated administrators as `issuer#subject` (or a bare subject, from any issuer): no e-mail needed (Entra ID).',
    },
  },
  check(values, report, context) {
    signInAdapter.check(values, report, context);
    if (!context.production) return;
    // Either names the admins; ADMIN_SUBJECTS alone suits an issuer that verifies no e-mail (Entra ID).
    if (values.ADMIN_EMAILS.length === 0 && values.ADMIN_SUBJECTS.length === 0) {
      report('ADMIN_EMAILS', 'is required when NODE_ENV=production, unless ADMIN_SUBJECTS is set');
    }
    if (values.OIDC_EMAIL_LINKING_ISSUERS.some((issuer) => !issuer.startsWith('https://'))) {
      report('OIDC_EMAIL_LINKING_ISSUERS', 'must list https:// issuers in production');
    }
    requireHttps('OIDC_ISSUER', values.OIDC_ISSUER, report);
  },
  load(values): IdentityConfig {
    const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = values;
    return {
      oidc:
        signInAdapter.choose(values) === 'external' && issuer && clientId && clientSecret
          ? { kind: 'external', issuer, clientId, clientSecret, scopes: values.OIDC_SCOPES }
          : { kind: 'embedded', scopes: values.OIDC_SCOPES },
      sessions: {
        idleTimeoutMs: values.SESSION_IDLE_TIMEOUT_HOURS * HOUR_MS,
        absoluteTimeoutMs: values.SESSION_ABSOLUTE_TIMEOUT_HOURS * HOUR_MS,
      },
      adminSessions: {
        idleTimeoutMs: values.ADMIN_SESSION_IDLE_MINUTES * MINUTE_MS,
        absoluteTimeoutMs: values.ADMIN_SESSION_ABSOLUTE_HOURS * HOUR_MS,
      },
      freeFixAccountsPerDevice: values.FREE_FIX_ACCOUNTS_PER_DEVICE,
      retention: {
        unlinkedDevicesMs: values.DEVICE_FINGERPRINT_RETENTION_DAYS * DAY_MS,
        deletedAccountsMs: values.DELETED_ACCOUNT_RETENTION_DAYS * DAY_MS,
      },
      adminEmails: values.ADMIN_EMAILS,
      adminSubjects: values.ADMIN_SUBJECTS,
      emailLinkingIssuers: values.OIDC_EMAIL_LINKING_ISSUERS,
    };
  },
});
