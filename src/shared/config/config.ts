import { z } from 'zod';

/**
 * Every setting the server reads, validated once at start. Anything left unset runs on its embedded
 * default; `NODE_ENV=production` additionally demands the variables a real deployment cannot do without,
 * so a forgotten one stops the process with its name instead of surfacing as a broken request later.
 */
function splitCommaList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

const commaList = z.string().default('').transform(splitCommaList);

/** A comma list kept as written: issuers and subjects are case-sensitive. */
function splitCaseSensitiveList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

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
  .default('')
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

const optionalUrl = z.url().optional();

/** What Azure AI Vision may be asked for. Caption exists only in some regions; the others nearly everywhere. */
export const AZURE_VISION_FEATURES = ['caption', 'tags', 'objects', 'read'] as const;
export type AzureVisionFeature = (typeof AZURE_VISION_FEATURES)[number];

/** How closely a vision model looks at each picture: `low` is one cheap overview, `high` reads labels. */
export const MODEL_IMAGE_DETAILS = ['low', 'high', 'auto'] as const;
export type ModelImageDetail = (typeof MODEL_IMAGE_DETAILS)[number];

// Addresses a browser cannot open (every interface) or that only mean "this machine" become localhost.
const LOCAL_HOSTS = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/** Where a browser on this machine reaches the server when PUBLIC_URL is not set: HOST and PORT, as typed. */
export function defaultPublicUrl(host: string, port: number): string {
  const name = LOCAL_HOSTS.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // Unset: the address this very server answers on (see defaultPublicUrl), so PORT alone moves the app.
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // The bearer token a Prometheus scraper sends to GET /metrics; unset, the endpoint does not exist.
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    // Shutdown: how long /api/ready answers 503 before the listener closes, then how long requests may finish.
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(300).default(15),
    DATABASE_URL: optionalUrl,
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    PGLITE_DATA_DIR: z.string().min(1).default('./data/pglite'),
    ADMIN_EMAILS: commaList,
    // Admins by the provider's subject claim (`issuer#subject` or a bare subject): needs no verified e-mail.
    ADMIN_SUBJECTS: adminSubjectList,
    ADMIN_REMOTE_URL: optionalUrl,
    FRONTEND_DIST_DIR: z.string().min(1).default('./dist/frontends'),
    // How many reverse proxies stand in front, each appending the address it saw to X-Forwarded-For: the client
    // address is read that many entries from the right, so entries the client wrote itself are never believed.
    // `true` is the deprecated spelling of 1.
    TRUST_PROXY: z
      .string()
      .regex(/^(false|true|[0-9]|10)$/, 'must be false or a number of proxy hops from 0 to 10 (1: one reverse proxy)')
      .default('false')
      .transform((value) => (value === 'false' ? 0 : value === 'true' ? 1 : Number(value))),
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_SCOPES: z.string().min(1).default('openid email profile'),
    // Issuers whose `email_verified: true` is believed: for linking a sign-in to an account by e-mail, and for
    // ADMIN_EMAILS. Microsoft Entra ID does not verify `email`: leave it out.
    OIDC_EMAIL_LINKING_ISSUERS: z
      .string()
      .default('')
      .transform(splitCaseSensitiveList)
      .pipe(z.array(z.url({ error: 'must be a comma-separated list of issuer URLs' }))),
    SESSION_IDLE_TIMEOUT_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 90)
      .default(24 * 14),
    SESSION_ABSOLUTE_TIMEOUT_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 365)
      .default(24 * 30),
    // Sessions of admins end sooner: an unattended console can grant credits and end other people's sessions.
    // At least 10 minutes: a session's last use is written at most every 5 (identity/domain/session.ts).
    ADMIN_SESSION_IDLE_MINUTES: z.coerce
      .number()
      .min(10)
      .max(24 * 60)
      .default(30),
    ADMIN_SESSION_ABSOLUTE_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 7)
      .default(12),
    FREE_FIX_ACCOUNTS_PER_DEVICE: z.coerce.number().int().min(0).max(100).default(2),
    // What visitors can write without an account is kept this long (devices still tied to an account stay).
    DEVICE_FINGERPRINT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    CLIENT_ERROR_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    // Sent and failed e-mails stay readable in the admin console this long; queued ones wait to be sent.
    EMAIL_OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    // A deleted account's e-mail, as a keyed hash, so the address gets no free fixes a second time.
    DELETED_ACCOUNT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(1095),
    // Keys the hash of deleted accounts' e-mails; changing it forgets which addresses had free fixes.
    PERSONAL_DATA_HASH_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    SUPPORT_EMAIL: z.email().default('support@repairlens.app'),
    PRIVACY_EMAIL: z.email().default('privacy@repairlens.app'),
    // An HTTP header name such as cf-ipcountry; believed only when named here, since clients can send any header.
    TRUSTED_COUNTRY_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name')
      .transform((value) => value.toLowerCase())
      .optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'must be a Stripe secret or restricted key')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must be a Stripe webhook signing secret').optional(),
    // Another Stripe API address (a test double or stripe-mock); unset means Stripe itself.
    STRIPE_API_URL: optionalUrl,
    STRIPE_AUTOMATIC_TAX: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    // File storage: Azure Blob Storage when a connection string is set, a local folder otherwise.
    AZURE_STORAGE_CONNECTION_STRING: z.string().min(1).optional(),
    AZURE_STORAGE_CONTAINER: z
      .string()
      .regex(/^[a-z0-9](?!.*--)[a-z0-9-]{1,61}[a-z0-9]$/, 'must be a valid blob container name')
      .default('repairlens-uploads'),
    LOCAL_STORAGE_DIR: z.string().min(1).default('./data/uploads'),
    // Durable jobs (pg-boss in the application's database).
    JOBS_POOL_MAX: z.coerce.number().int().min(1).max(50).default(4),
    JOBS_SUPERVISE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    JOBS_STOP_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
    // Repairs: how long an upload waits for its instructions, the job's bounds, limits of what is accepted.
    REPAIRS_RESULT_WAIT_SECONDS: z.coerce.number().min(0).max(120).default(25),
    REPAIRS_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    REPAIRS_JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(10).default(2),
    REPAIRS_JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
    REPAIRS_ABANDONED_AFTER_MINUTES: z.coerce
      .number()
      .min(1)
      .max(24 * 60)
      .default(10),
    REPAIRS_MAX_IMAGE_MEGAPIXELS: z.coerce.number().min(1).max(500).default(50),
    // Uploads one person may start per hour (each one costs storage and an analysis); more answer 429.
    REPAIRS_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(60),
    REPAIRS_VIDEO_FRAME_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(15),
    // Image analysis: Azure AI Vision when an endpoint is set, the local analyser otherwise.
    AZURE_VISION_ENDPOINT: optionalUrl,
    AZURE_VISION_KEY: z.string().min(1).optional(),
    AZURE_VISION_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(20),
    // Asking a region for a feature it does not offer fails every call, so only what the region has is asked for.
    AZURE_VISION_FEATURES: z
      .string()
      .default('tags,objects,read')
      .transform(splitCommaList)
      .pipe(
        z
          .array(z.enum(AZURE_VISION_FEATURES, { error: `each must be one of ${AZURE_VISION_FEATURES.join(', ')}` }))
          .min(1, 'must name at least one feature'),
      )
      .transform((features) => [...new Set(features)]),
    LOCAL_ANALYSIS_READ_TEXT: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    // A folder of repair guide files in place of the shipped ones (guides/<category>/<id>.yaml).
    REPAIR_GUIDES_DIR: z.string().min(1).optional(),
    // Instruction writer: the knowledge base shipped with RepairLens, or a vision model that sees the upload.
    INSTRUCTION_WRITER: z.enum(['knowledge-base', 'azure-openai', 'openai-compatible']).default('knowledge-base'),
    LLM_ENDPOINT: optionalUrl,
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).max(200).optional(),
    LLM_API_VERSION: z.string().min(1).default('2024-10-21'),
    // The whole answer, a retry included: pictures make a model slower than text alone.
    LLM_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(45),
    LLM_IMAGE_DETAIL: z.enum(MODEL_IMAGE_DETAILS).default('high'),
    // E-mail: Azure Communication Email when a connection string is set; otherwise messages stay in the outbox.
    AZURE_COMMUNICATION_CONNECTION_STRING: z
      .string()
      .regex(
        /^endpoint=https?:\/\/[^;]+;accesskey=[^;]+;?$/i,
        'must look like endpoint=https://NAME.communication.azure.com/;accesskey=KEY',
      )
      .optional(),
    EMAIL_SENDER_ADDRESS: z.email().optional(),
    EMAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
    EMAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  })
  .transform((env) => ({ ...env, PUBLIC_URL: env.PUBLIC_URL ?? defaultPublicUrl(env.HOST, env.PORT) }))
  .superRefine((env, ctx) => {
    if (env.OIDC_ISSUER && (!env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET)) {
      for (const name of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when OIDC_ISSUER is set' });
      }
    }
    if (env.AZURE_VISION_ENDPOINT && !env.AZURE_VISION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['AZURE_VISION_KEY'],
        message: 'is required when AZURE_VISION_ENDPOINT is set',
      });
    }
    if (env.INSTRUCTION_WRITER !== 'knowledge-base') {
      for (const name of ['LLM_ENDPOINT', 'LLM_API_KEY', 'LLM_MODEL'] as const) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `is required when INSTRUCTION_WRITER=${env.INSTRUCTION_WRITER}`,
          });
        }
      }
    }
    if (env.AZURE_COMMUNICATION_CONNECTION_STRING && !env.EMAIL_SENDER_ADDRESS) {
      ctx.addIssue({
        code: 'custom',
        path: ['EMAIL_SENDER_ADDRESS'],
        message: 'is required when AZURE_COMMUNICATION_CONNECTION_STRING is set',
      });
    }
    if (env.NODE_ENV !== 'production') return;
    const required: Array<[keyof typeof env, unknown]> = [
      ['DATABASE_URL', env.DATABASE_URL],
      // The embedded development sign-in must never face the public.
      ['OIDC_ISSUER', env.OIDC_ISSUER],
      // The embedded local payment provider must never take real customers.
      ['STRIPE_SECRET_KEY', env.STRIPE_SECRET_KEY],
      // Any instance may run a repair's job, so uploads must live where every instance can read them.
      ['AZURE_STORAGE_CONNECTION_STRING', env.AZURE_STORAGE_CONNECTION_STRING],
      ['STRIPE_WEBHOOK_SECRET', env.STRIPE_WEBHOOK_SECRET],
      // Applicants, contractors and customers are told what happened by e-mail; the outbox sends nothing.
      ['AZURE_COMMUNICATION_CONNECTION_STRING', env.AZURE_COMMUNICATION_CONNECTION_STRING],
      ['EMAIL_SENDER_ADDRESS', env.EMAIL_SENDER_ADDRESS],
      // The development key is public: hashes made with it are as reversible as plain SHA-256.
      ['PERSONAL_DATA_HASH_KEY', env.PERSONAL_DATA_HASH_KEY],
    ];
    for (const [name, value] of required) {
      if (value === undefined) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when NODE_ENV=production' });
      }
    }
    // Either names the admins; ADMIN_SUBJECTS alone suits an issuer that verifies no e-mail (Entra ID).
    if (env.ADMIN_EMAILS.length === 0 && env.ADMIN_SUBJECTS.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_EMAILS'],
        message: 'is required when NODE_ENV=production, unless ADMIN_SUBJECTS is set',
      });
    }
    for (const issuer of env.OIDC_EMAIL_LINKING_ISSUERS) {
      if (!issuer.startsWith('https://')) {
        ctx.addIssue({
          code: 'custom',
          path: ['OIDC_EMAIL_LINKING_ISSUERS'],
          message: 'must list https:// issuers in production',
        });
      }
    }
    if (env.OIDC_ISSUER && !env.OIDC_ISSUER.startsWith('https://')) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'must be an https:// URL in production' });
    }
    if (env.STRIPE_API_URL && !env.STRIPE_API_URL.startsWith('https://')) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_API_URL'], message: 'must be an https:// URL in production' });
    }
    if (!env.PUBLIC_URL.startsWith('https://')) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'must be an https:// URL in production' });
    }
    if (
      env.AZURE_COMMUNICATION_CONNECTION_STRING &&
      !/^endpoint=https:/i.test(env.AZURE_COMMUNICATION_CONNECTION_STRING)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['AZURE_COMMUNICATION_CONNECTION_STRING'],
        message: 'must name an https:// endpoint in production',
      });
    }
    // Images and descriptions go to these services with a key: never over plain http in production.
    for (const name of ['AZURE_VISION_ENDPOINT', 'LLM_ENDPOINT'] as const) {
      if (env[name] && !env[name].startsWith('https://')) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'must be an https:// URL in production' });
      }
    }
  });

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Outside production only (production requires PERSONAL_DATA_HASH_KEY). */
const DEVELOPMENT_PERSONAL_DATA_HASH_KEY = 'repairlens-development-personal-data-hash-key';

export type Environment = z.infer<typeof environmentSchema>;

export interface AppConfig {
  readonly env: Environment['NODE_ENV'];
  readonly isProduction: boolean;
  readonly host: string;
  readonly port: number;
  readonly publicUrl: string;
  readonly logLevel: Environment['LOG_LEVEL'];
  /** Absent: GET /metrics does not exist. */
  readonly metricsToken: string | null;
  readonly shutdown: {
    /** How long readiness answers 503 before the listener closes, so a load balancer stops sending first. */
    readonly drainMs: number;
    /** How long in-flight requests may still run once the listener is closed; then their connections are cut. */
    readonly graceMs: number;
  };
  readonly database:
    | { readonly kind: 'postgresql'; readonly url: string; readonly poolMax: number }
    | { readonly kind: 'pglite'; readonly dataDir: string };
  /** Reverse proxies in front that append to X-Forwarded-For; 0: none, the connection's address is the client's. */
  readonly trustedProxyHops: number;
  /** Absent: the embedded development provider signs people in. */
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
  /** How long what visitors may write without an account is kept before a sweep deletes it. */
  readonly retention: {
    readonly unlinkedDevicesMs: number;
    readonly clientErrorsMs: number;
    /** Sent and failed messages in the e-mail outbox. */
    readonly emailOutboxMs: number;
    /** The keyed hash of a deleted account's e-mail (free fixes are not given to it twice meanwhile). */
    readonly deletedAccountsMs: number;
  };
  /** HMAC key of the hashes that recognise personal values without keeping them (deleted accounts' e-mails). */
  readonly personalDataHashKey: string;
  /** Admin only while the stored address was verified by an issuer in `emailLinkingIssuers`. */
  readonly adminEmails: readonly string[];
  readonly adminSubjects: readonly AdminSubject[];
  /** Issuers believed when they say `email_verified: true` (OIDC_EMAIL_LINKING_ISSUERS). */
  readonly emailLinkingIssuers: readonly string[];
  /** Where the browser fetches the admin console's Module Federation manifest; same origin by default. */
  readonly adminRemoteUrl: string;
  readonly frontendDistDir: string;
  readonly supportEmail: string;
  readonly privacyEmail: string;
  /** Absent: the embedded local payment provider takes (test) payments. */
  readonly payments:
    | {
        readonly kind: 'stripe';
        readonly secretKey: string;
        /** Absent: webhooks are refused, since they cannot be verified. */
        readonly webhookSecret: string | null;
        readonly apiUrl: string | null;
        readonly automaticTax: boolean;
      }
    | { readonly kind: 'local' };
  readonly location: { readonly trustedCountryHeader: string | null };
  readonly storage:
    | { readonly kind: 'azure-blob'; readonly connectionString: string; readonly container: string }
    | { readonly kind: 'local-folder'; readonly directory: string };
  readonly jobs: {
    readonly poolMax: number;
    readonly superviseIntervalSeconds: number;
    readonly stopTimeoutMs: number;
  };
  readonly repairs: {
    readonly resultWaitMs: number;
    readonly job: { readonly timeoutSeconds: number; readonly retryLimit: number; readonly concurrency: number };
    /** A repair still pending this long after upload is given up (refunded) and its file swept. */
    readonly abandonedAfterMs: number;
    readonly maxImagePixels: number;
    /** Uploads one user may start in one hour's window; the next answers 429. */
    readonly uploadsPerHour: number;
    readonly videoFrameTimeoutMs: number;
    /** The knowledge base's folder of guide files; null for the guides shipped with RepairLens. */
    readonly guidesFolder: string | null;
    readonly imageAnalysis:
      | {
          readonly kind: 'azure-vision';
          readonly endpoint: string;
          readonly key: string;
          readonly timeoutMs: number;
          readonly features: readonly AzureVisionFeature[];
        }
      | { readonly kind: 'local'; readonly readText: boolean };
    readonly instructionWriter:
      | { readonly kind: 'knowledge-base' }
      | {
          readonly kind: 'vision-model';
          readonly flavour: 'azure-openai' | 'openai-compatible';
          readonly endpoint: string;
          readonly apiKey: string;
          readonly model: string;
          readonly apiVersion: string;
          /** For the whole answer, a retry included. */
          readonly timeoutMs: number;
          readonly imageDetail: ModelImageDetail;
        };
  };
  readonly email: {
    /** Outbox: messages are kept in the database (readable by admins) and sent nowhere. */
    readonly transport:
      { readonly kind: 'azure-communication-email'; readonly connectionString: string } | { readonly kind: 'outbox' };
    readonly senderAddress: string;
    /** How many times a message that could not be sent is tried again, and how long apart. */
    readonly retryLimit: number;
    readonly retryDelaySeconds: number;
  };
}

export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings in .env files mean "not set", not "set to nothing".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environmentSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigurationError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const publicUrl = env.PUBLIC_URL.replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN ?? null,
    shutdown: { drainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000, graceMs: env.SHUTDOWN_GRACE_SECONDS * 1000 },
    database: env.DATABASE_URL
      ? { kind: 'postgresql', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
      : { kind: 'pglite', dataDir: env.PGLITE_DATA_DIR },
    trustedProxyHops: env.TRUST_PROXY,
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            kind: 'external',
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            scopes: env.OIDC_SCOPES,
          }
        : { kind: 'embedded', scopes: env.OIDC_SCOPES },
    sessions: {
      idleTimeoutMs: env.SESSION_IDLE_TIMEOUT_HOURS * HOUR_MS,
      absoluteTimeoutMs: env.SESSION_ABSOLUTE_TIMEOUT_HOURS * HOUR_MS,
    },
    adminSessions: {
      idleTimeoutMs: env.ADMIN_SESSION_IDLE_MINUTES * MINUTE_MS,
      absoluteTimeoutMs: env.ADMIN_SESSION_ABSOLUTE_HOURS * HOUR_MS,
    },
    freeFixAccountsPerDevice: env.FREE_FIX_ACCOUNTS_PER_DEVICE,
    retention: {
      unlinkedDevicesMs: env.DEVICE_FINGERPRINT_RETENTION_DAYS * DAY_MS,
      clientErrorsMs: env.CLIENT_ERROR_RETENTION_DAYS * DAY_MS,
      emailOutboxMs: env.EMAIL_OUTBOX_RETENTION_DAYS * DAY_MS,
      deletedAccountsMs: env.DELETED_ACCOUNT_RETENTION_DAYS * DAY_MS,
    },
    personalDataHashKey: env.PERSONAL_DATA_HASH_KEY ?? DEVELOPMENT_PERSONAL_DATA_HASH_KEY,
    adminEmails: env.ADMIN_EMAILS,
    adminSubjects: env.ADMIN_SUBJECTS,
    emailLinkingIssuers: env.OIDC_EMAIL_LINKING_ISSUERS,
    adminRemoteUrl: env.ADMIN_REMOTE_URL ?? `${publicUrl}/admin-remote/mf-manifest.json`,
    frontendDistDir: env.FRONTEND_DIST_DIR,
    supportEmail: env.SUPPORT_EMAIL,
    privacyEmail: env.PRIVACY_EMAIL,
    payments: env.STRIPE_SECRET_KEY
      ? {
          kind: 'stripe',
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
          apiUrl: env.STRIPE_API_URL ?? null,
          automaticTax: env.STRIPE_AUTOMATIC_TAX,
        }
      : { kind: 'local' },
    location: { trustedCountryHeader: env.TRUSTED_COUNTRY_HEADER ?? null },
    storage: env.AZURE_STORAGE_CONNECTION_STRING
      ? {
          kind: 'azure-blob',
          connectionString: env.AZURE_STORAGE_CONNECTION_STRING,
          container: env.AZURE_STORAGE_CONTAINER,
        }
      : { kind: 'local-folder', directory: env.LOCAL_STORAGE_DIR },
    jobs: {
      poolMax: env.JOBS_POOL_MAX,
      superviseIntervalSeconds: env.JOBS_SUPERVISE_INTERVAL_SECONDS,
      stopTimeoutMs: env.JOBS_STOP_TIMEOUT_SECONDS * 1000,
    },
    repairs: {
      resultWaitMs: env.REPAIRS_RESULT_WAIT_SECONDS * 1000,
      job: {
        timeoutSeconds: env.REPAIRS_JOB_TIMEOUT_SECONDS,
        retryLimit: env.REPAIRS_JOB_RETRY_LIMIT,
        concurrency: env.REPAIRS_JOB_CONCURRENCY,
      },
      abandonedAfterMs: env.REPAIRS_ABANDONED_AFTER_MINUTES * 60 * 1000,
      maxImagePixels: Math.round(env.REPAIRS_MAX_IMAGE_MEGAPIXELS * 1_000_000),
      uploadsPerHour: env.REPAIRS_UPLOADS_PER_HOUR,
      videoFrameTimeoutMs: env.REPAIRS_VIDEO_FRAME_TIMEOUT_SECONDS * 1000,
      guidesFolder: env.REPAIR_GUIDES_DIR ?? null,
      imageAnalysis:
        env.AZURE_VISION_ENDPOINT && env.AZURE_VISION_KEY
          ? {
              kind: 'azure-vision',
              endpoint: env.AZURE_VISION_ENDPOINT,
              key: env.AZURE_VISION_KEY,
              timeoutMs: env.AZURE_VISION_TIMEOUT_SECONDS * 1000,
              features: env.AZURE_VISION_FEATURES,
            }
          : { kind: 'local', readText: env.LOCAL_ANALYSIS_READ_TEXT },
      instructionWriter:
        env.INSTRUCTION_WRITER !== 'knowledge-base' && env.LLM_ENDPOINT && env.LLM_API_KEY && env.LLM_MODEL
          ? {
              kind: 'vision-model',
              flavour: env.INSTRUCTION_WRITER,
              endpoint: env.LLM_ENDPOINT,
              apiKey: env.LLM_API_KEY,
              model: env.LLM_MODEL,
              apiVersion: env.LLM_API_VERSION,
              timeoutMs: env.LLM_TIMEOUT_SECONDS * 1000,
              imageDetail: env.LLM_IMAGE_DETAIL,
            }
          : { kind: 'knowledge-base' },
    },
    email: {
      transport: env.AZURE_COMMUNICATION_CONNECTION_STRING
        ? { kind: 'azure-communication-email', connectionString: env.AZURE_COMMUNICATION_CONNECTION_STRING }
        : { kind: 'outbox' },
      senderAddress: env.EMAIL_SENDER_ADDRESS ?? 'no-reply@repairlens.app',
      retryLimit: env.EMAIL_RETRY_LIMIT,
      retryDelaySeconds: env.EMAIL_RETRY_DELAY_SECONDS,
    },
  };
}
