import { z } from 'zod';
import { adapterChoice, settingsGroup, type SettingValues } from './settings.js';

/**
 * The settings no single module owns: the process, the database and job queue, the front ends, and the file
 * storage and e-mail every module uses. Each module declares its own in src/modules/<m>/<m>.settings.ts;
 * src/config.ts assembles them all into AppConfig.
 */

/** A comma list, trimmed and in lower case (e-mail addresses, feature names). */
export function splitCommaList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

/** A comma list kept as written: issuers and subjects are case-sensitive. */
export function splitCaseSensitiveList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export const optionalUrl = z.url().optional();

/** `true` or `false`, as written in the environment. */
export const trueOrFalse = z.enum(['true', 'false']).transform((value) => value === 'true');

/** A whole number of days things are kept, from one day to ten years. */
export const retentionDays = z.coerce.number().int().min(1).max(3650);

/** Reports `variable` unless its URL is https:// (production sends keys and personal data to these). */
export function requireHttps(
  variable: string,
  url: string | undefined,
  report: (variable: string, message: string) => void,
): void {
  if (url && !url.startsWith('https://')) report(variable, 'must be an https:// URL in production');
}

// Addresses a browser cannot open (every interface) or that only mean "this machine" become localhost.
const LOCAL_HOSTS = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/** Where a browser on this machine reaches the server when PUBLIC_URL is not set: HOST and PORT, as typed. */
export function defaultPublicUrl(host: string, port: number): string {
  const name = LOCAL_HOSTS.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** Outside production only (production requires PERSONAL_DATA_HASH_KEY). */
const DEVELOPMENT_PERSONAL_DATA_HASH_KEY = 'repairlens-development-personal-data-hash-key';

const NODE_ENVS = ['development', 'test', 'production'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface RuntimeConfig {
  readonly env: (typeof NODE_ENVS)[number];
  readonly isProduction: boolean;
  readonly host: string;
  readonly port: number;
  readonly publicUrl: string;
  readonly logLevel: (typeof LOG_LEVELS)[number];
  /** Absent: GET /metrics does not exist. */
  readonly metricsToken: string | null;
  readonly shutdown: {
    /** How long readiness answers 503 before the listener closes, so a load balancer stops sending first. */
    readonly drainMs: number;
    /** How long in-flight requests may still run once the listener is closed; then their connections are cut. */
    readonly graceMs: number;
  };
  /** Reverse proxies in front that append to X-Forwarded-For; 0: none, the connection's address is the client's. */
  readonly trustedProxyHops: number;
  readonly retention: { readonly clientErrorsMs: number };
  /** HMAC key of the hashes that recognise personal values without keeping them (deleted accounts' e-mails). */
  readonly personalDataHashKey: string;
  readonly supportEmail: string;
  readonly privacyEmail: string;
  /** Where the browser fetches the admin console's Module Federation manifest; same origin by default. */
  readonly adminRemoteUrl: string;
  readonly frontendDistDir: string;
}

export const runtimeSettings = settingsGroup({
  title: 'Runtime and front ends',
  variables: {
    NODE_ENV: {
      schema: z.enum(NODE_ENVS),
      default: 'development',
      meaning: '`development`, `test` or `production`.',
    },
    HOST: {
      schema: z.string().min(1),
      default: '127.0.0.1',
      meaning: 'Interface to listen on (`0.0.0.0` in a container).',
    },
    PORT: { schema: z.coerce.number().int().min(0).max(65535), default: '3000', meaning: 'TCP port.' },
    PUBLIC_URL: {
      schema: z.url().optional(),
      documentedDefault: '`http://localhost:<PORT>`',
      meaning:
        'Address people reach RepairLens at (sign-in redirects, links, allowed origin). Unset: follows `PORT`, and `HOST` if a browser can open it.',
    },
    LOG_LEVEL: {
      schema: z.enum(LOG_LEVELS),
      default: 'info',
      meaning: '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`; JSON lines on standard output.',
    },
    // The client address is read that many entries from the right, so entries the client wrote itself are never
    // believed.
    TRUST_PROXY: {
      schema: z
        .string()
        .regex(/^(false|true|[0-9]|10)$/, 'must be false or a number of proxy hops from 0 to 10 (1: one reverse proxy)')
        .transform((value) => (value === 'false' ? 0 : value === 'true' ? 1 : Number(value))),
      default: 'false',
      meaning:
        'Reverse proxies in front (`1`: one), each appending to `X-Forwarded-For`; production behind TLS needs one. `true` means 1 (deprecated).',
    },
    CLIENT_ERROR_RETENTION_DAYS: {
      schema: retentionDays,
      default: '30',
      meaning: 'Browser error reports (the admin error log) are deleted this many days after they arrived.',
    },
    METRICS_TOKEN: {
      schema: z.string().min(16, 'must be at least 16 characters').optional(),
      meaning:
        'Bearer token of `GET /metrics` (Prometheus); unset, the endpoint does not exist. At least 16 characters.',
    },
    SHUTDOWN_DRAIN_SECONDS: {
      schema: z.coerce.number().min(0).max(120),
      default: '0',
      meaning: 'On SIGTERM, `/api/ready` answers 503 this long before the listener closes.',
    },
    SHUTDOWN_GRACE_SECONDS: {
      schema: z.coerce.number().min(0).max(300),
      default: '15',
      meaning: 'Time in-flight requests get to finish at shutdown before their connections are cut.',
    },
    // Keys the hashes of personal values (deleted accounts' e-mails, feedback opt-outs): identity and repairs use it.
    PERSONAL_DATA_HASH_KEY: {
      schema: z.string().min(32, 'must be at least 32 characters').optional(),
      documentedDefault: 'development key',
      meaning:
        "HMAC key (32+ characters) of the hashes that recognise personal values (deleted accounts' e-mails); required in production; never change it (old hashes stop matching).",
    },
    SUPPORT_EMAIL: {
      schema: z.email(),
      default: 'support@repairlens.app',
      meaning: 'Support address shown in the app.',
    },
    PRIVACY_EMAIL: {
      schema: z.email(),
      default: 'privacy@repairlens.app',
      meaning: 'Privacy-requests address shown in the app.',
    },
    FRONTEND_DIST_DIR: {
      schema: z.string().min(1),
      default: './dist/frontends',
      meaning: 'Built front ends (`shell/` and `admin/`).',
    },
    ADMIN_REMOTE_URL: {
      schema: optionalUrl,
      documentedDefault: '`PUBLIC_URL` + `/admin-remote/mf-manifest.json`',
      meaning: 'Where the browser loads the admin console from; another origin deploys it apart.',
    },
  },
  check(values, report, { production }) {
    if (!production) return;
    // The development key is public: hashes made with it are as reversible as plain SHA-256.
    if (values.PERSONAL_DATA_HASH_KEY === undefined) {
      report('PERSONAL_DATA_HASH_KEY', 'is required when NODE_ENV=production');
    }
    requireHttps('PUBLIC_URL', publicUrlOf(values), report);
  },
  load(values): RuntimeConfig {
    const publicUrl = publicUrlOf(values);
    return {
      env: values.NODE_ENV,
      isProduction: values.NODE_ENV === 'production',
      host: values.HOST,
      port: values.PORT,
      publicUrl,
      logLevel: values.LOG_LEVEL,
      metricsToken: values.METRICS_TOKEN ?? null,
      shutdown: { drainMs: values.SHUTDOWN_DRAIN_SECONDS * 1000, graceMs: values.SHUTDOWN_GRACE_SECONDS * 1000 },
      trustedProxyHops: values.TRUST_PROXY,
      retention: { clientErrorsMs: values.CLIENT_ERROR_RETENTION_DAYS * DAY_MS },
      personalDataHashKey: values.PERSONAL_DATA_HASH_KEY ?? DEVELOPMENT_PERSONAL_DATA_HASH_KEY,
      supportEmail: values.SUPPORT_EMAIL,
      privacyEmail: values.PRIVACY_EMAIL,
      adminRemoteUrl: values.ADMIN_REMOTE_URL ?? `${publicUrl}/admin-remote/mf-manifest.json`,
      frontendDistDir: values.FRONTEND_DIST_DIR,
    };
  },
});

/** PUBLIC_URL without its trailing slashes; unset, where this server answers (see defaultPublicUrl). */
function publicUrlOf(values: SettingValues<typeof runtimeSettings.variables>): string {
  return (values.PUBLIC_URL ?? defaultPublicUrl(values.HOST, values.PORT)).replace(/\/+$/, '');
}

const databaseAdapter = adapterChoice({
  variable: 'DATABASE_ADAPTER',
  production: ['postgresql'],
  embedded: 'pglite',
  credentials: ['DATABASE_URL'],
  refusedInProduction: "PGlite keeps one process's data in a local folder",
  meaning: '`postgresql` (at `DATABASE_URL`) or `pglite`, the embedded database (refused in production).',
});

export interface DatabaseAndJobsConfig {
  readonly database:
    | { readonly kind: 'postgresql'; readonly url: string; readonly poolMax: number }
    | { readonly kind: 'pglite'; readonly dataDir: string };
  readonly jobs: {
    readonly poolMax: number;
    readonly superviseIntervalSeconds: number;
    readonly stopTimeoutMs: number;
  };
}

export const databaseSettings = settingsGroup({
  title: 'Database and jobs',
  variables: {
    ...databaseAdapter.settings,
    DATABASE_URL: { schema: optionalUrl, meaning: 'PostgreSQL connection URL.' },
    DATABASE_POOL_MAX: {
      schema: z.coerce.number().int().min(1).max(200),
      default: '25',
      meaning: 'Largest number of PostgreSQL connections per instance.',
    },
    PGLITE_DATA_DIR: {
      schema: z.string().min(1),
      default: './data/pglite',
      meaning: 'Folder of the embedded database (`memory://` keeps it in memory).',
    },
    JOBS_POOL_MAX: {
      schema: z.coerce.number().int().min(1).max(50),
      default: '4',
      meaning: 'PostgreSQL connections of the durable job queue (pg-boss).',
    },
    JOBS_SUPERVISE_INTERVAL_SECONDS: {
      schema: z.coerce.number().int().min(1).max(3600),
      default: '60',
      meaning: 'How often the queue looks for jobs whose worker died, and does its upkeep.',
    },
    JOBS_STOP_TIMEOUT_SECONDS: {
      schema: z.coerce.number().int().min(0).max(300),
      default: '10',
      meaning: 'How long a stopping server waits for running jobs (unfinished ones run again later).',
    },
  },
  check: databaseAdapter.check,
  load(values): DatabaseAndJobsConfig {
    return {
      database:
        databaseAdapter.choose(values) === 'postgresql' && values.DATABASE_URL
          ? { kind: 'postgresql', url: values.DATABASE_URL, poolMax: values.DATABASE_POOL_MAX }
          : { kind: 'pglite', dataDir: values.PGLITE_DATA_DIR },
      jobs: {
        poolMax: values.JOBS_POOL_MAX,
        superviseIntervalSeconds: values.JOBS_SUPERVISE_INTERVAL_SECONDS,
        stopTimeoutMs: values.JOBS_STOP_TIMEOUT_SECONDS * 1000,
      },
    };
  },
});

const fileStorageAdapter = adapterChoice({
  variable: 'FILE_STORAGE_ADAPTER',
  production: ['azure-blob'],
  embedded: 'local-folder',
  credentials: ['AZURE_STORAGE_CONNECTION_STRING'],
  // Any instance may run a repair's job, so uploads must live where every instance can read them.
  refusedInProduction: 'any instance may process an upload, so every instance must read the same storage',
  meaning: '`azure-blob` (Azure Blob Storage) or `local-folder` (`LOCAL_STORAGE_DIR`, refused in production).',
});

export interface FileStorageConfig {
  readonly storage:
    | { readonly kind: 'azure-blob'; readonly connectionString: string; readonly container: string }
    | { readonly kind: 'local-folder'; readonly directory: string };
}

export const fileStorageSettings = settingsGroup({
  title: 'File storage',
  variables: {
    ...fileStorageAdapter.settings,
    AZURE_STORAGE_CONNECTION_STRING: {
      schema: z.string().min(1).optional(),
      meaning: 'Azure Blob Storage for uploads (between upload and processing) and contractor logos.',
    },
    AZURE_STORAGE_CONTAINER: {
      schema: z.string().regex(/^[a-z0-9](?!.*--)[a-z0-9-]{1,61}[a-z0-9]$/, 'must be a valid blob container name'),
      default: 'repairlens-uploads',
      meaning: 'Blob container for uploads.',
    },
    LOCAL_STORAGE_DIR: {
      schema: z.string().min(1),
      default: './data/uploads',
      meaning: 'Local folder of the files when Azure is not used.',
    },
  },
  check: fileStorageAdapter.check,
  load(values): FileStorageConfig {
    return {
      storage:
        fileStorageAdapter.choose(values) === 'azure-blob' && values.AZURE_STORAGE_CONNECTION_STRING
          ? {
              kind: 'azure-blob',
              connectionString: values.AZURE_STORAGE_CONNECTION_STRING,
              container: values.AZURE_STORAGE_CONTAINER,
            }
          : { kind: 'local-folder', directory: values.LOCAL_STORAGE_DIR },
    };
  },
});

const emailAdapter = adapterChoice({
  variable: 'EMAIL_ADAPTER',
  production: ['azure-communication-email'],
  embedded: 'outbox',
  credentials: ['AZURE_COMMUNICATION_CONNECTION_STRING', 'EMAIL_SENDER_ADDRESS'],
  // Applicants, contractors and customers are told what happened by e-mail; the outbox sends nothing.
  refusedInProduction: 'the outbox sends nothing, and applicants, contractors and customers must hear what happened',
  meaning:
    '`azure-communication-email`, or `outbox`: messages stay in the database, readable in the admin console (refused in production).',
});

export interface EmailConfig {
  readonly email: {
    /** Outbox: messages are kept in the database (readable by admins) and sent nowhere. */
    readonly transport:
      { readonly kind: 'azure-communication-email'; readonly connectionString: string } | { readonly kind: 'outbox' };
    readonly senderAddress: string;
    /** How many times a message that could not be sent is tried again, and how long apart. */
    readonly retryLimit: number;
    readonly retryDelaySeconds: number;
  };
  readonly retention: {
    /** Sent and failed messages in the e-mail outbox. */
    readonly emailOutboxMs: number;
  };
}

export const emailSettings = settingsGroup({
  title: 'E-mail',
  variables: {
    ...emailAdapter.settings,
    AZURE_COMMUNICATION_CONNECTION_STRING: {
      schema: z
        .string()
        .regex(
          /^endpoint=https?:\/\/[^;]+;accesskey=[^;]+;?$/i,
          'must look like endpoint=https://NAME.communication.azure.com/;accesskey=KEY',
        )
        .optional(),
      meaning: 'Azure Communication Email (`endpoint=https://…;accesskey=…`).',
    },
    EMAIL_SENDER_ADDRESS: {
      schema: z.email().optional(),
      meaning: 'Sender address; required with the connection string.',
    },
    EMAIL_RETRY_LIMIT: {
      schema: z.coerce.number().int().min(0).max(20),
      default: '5',
      meaning: 'How many times a failed e-mail is sent again.',
    },
    EMAIL_RETRY_DELAY_SECONDS: {
      schema: z.coerce.number().int().min(1).max(3600),
      default: '60',
      meaning: 'Wait before sending a failed e-mail again.',
    },
    EMAIL_OUTBOX_RETENTION_DAYS: {
      schema: retentionDays,
      default: '30',
      meaning: 'Sent and failed e-mails are deleted from the outbox this many days after they were written.',
    },
  },
  check(values, report, context) {
    emailAdapter.check(values, report, context);
    const connection = values.AZURE_COMMUNICATION_CONNECTION_STRING;
    if (context.production && connection && !/^endpoint=https:/i.test(connection)) {
      report('AZURE_COMMUNICATION_CONNECTION_STRING', 'must name an https:// endpoint in production');
    }
  },
  load(values): EmailConfig {
    return {
      email: {
        transport:
          emailAdapter.choose(values) === 'azure-communication-email' && values.AZURE_COMMUNICATION_CONNECTION_STRING
            ? { kind: 'azure-communication-email', connectionString: values.AZURE_COMMUNICATION_CONNECTION_STRING }
            : { kind: 'outbox' },
        senderAddress: values.EMAIL_SENDER_ADDRESS ?? 'no-reply@repairlens.app',
        retryLimit: values.EMAIL_RETRY_LIMIT,
        retryDelaySeconds: values.EMAIL_RETRY_DELAY_SECONDS,
      },
      retention: { emailOutboxMs: values.EMAIL_OUTBOX_RETENTION_DAYS * DAY_MS },
    };
  },
});

/** What the shared kernel (database, jobs, storage, e-mail, HTTP) reads of the configuration. */
export type SharedConfig = RuntimeConfig & DatabaseAndJobsConfig & FileStorageConfig & EmailConfig;
