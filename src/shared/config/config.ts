import { z } from 'zod';

/**
 * Every setting the server reads, validated once at start. Anything left unset runs on its embedded
 * default; `NODE_ENV=production` additionally demands the variables a real deployment cannot do without,
 * so a forgotten one stops the process with its name instead of surfacing as a broken request later.
 */
const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

const optionalUrl = z.url().optional();

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: optionalUrl,
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    PGLITE_DATA_DIR: z.string().min(1).default('./data/pglite'),
    ADMIN_EMAILS: commaList,
    ADMIN_REMOTE_URL: optionalUrl,
    FRONTEND_DIST_DIR: z.string().min(1).default('./dist/frontends'),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_SCOPES: z.string().min(1).default('openid email profile'),
    SESSION_IDLE_TIMEOUT_HOURS: z.coerce.number().positive().max(24 * 90).default(24 * 14),
    SESSION_ABSOLUTE_TIMEOUT_HOURS: z.coerce.number().positive().max(24 * 365).default(24 * 30),
    FREE_FIX_ACCOUNTS_PER_DEVICE: z.coerce.number().int().min(0).max(100).default(2),
    SUPPORT_EMAIL: z.email().default('support@repairlens.app'),
    PRIVACY_EMAIL: z.email().default('privacy@repairlens.app'),
  })
  .superRefine((env, ctx) => {
    if (env.OIDC_ISSUER && (!env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET)) {
      for (const name of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when OIDC_ISSUER is set' });
      }
    }
    if (env.NODE_ENV !== 'production') return;
    const required: Array<[keyof typeof env, unknown]> = [
      ['DATABASE_URL', env.DATABASE_URL],
      ['ADMIN_EMAILS', env.ADMIN_EMAILS.length > 0 ? env.ADMIN_EMAILS : undefined],
      // The embedded development sign-in must never face the public.
      ['OIDC_ISSUER', env.OIDC_ISSUER],
    ];
    for (const [name, value] of required) {
      if (value === undefined) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when NODE_ENV=production' });
      }
    }
    if (env.OIDC_ISSUER && !env.OIDC_ISSUER.startsWith('https://')) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'must be an https:// URL in production' });
    }
    if (!env.PUBLIC_URL.startsWith('https://')) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'must be an https:// URL in production' });
    }
  });

const HOUR_MS = 60 * 60 * 1000;

export type Environment = z.infer<typeof environmentSchema>;

export interface AppConfig {
  readonly env: Environment['NODE_ENV'];
  readonly isProduction: boolean;
  readonly host: string;
  readonly port: number;
  readonly publicUrl: string;
  readonly logLevel: Environment['LOG_LEVEL'];
  readonly database:
    | { readonly kind: 'postgresql'; readonly url: string; readonly poolMax: number }
    | { readonly kind: 'pglite'; readonly dataDir: string };
  readonly trustProxy: boolean;
  /** Absent: the embedded development provider signs people in. */
  readonly oidc:
    | { readonly kind: 'external'; readonly issuer: string; readonly clientId: string; readonly clientSecret: string; readonly scopes: string }
    | { readonly kind: 'embedded'; readonly scopes: string };
  readonly sessions: { readonly idleTimeoutMs: number; readonly absoluteTimeoutMs: number };
  readonly freeFixAccountsPerDevice: number;
  readonly adminEmails: readonly string[];
  /** Where the browser fetches the admin console's Module Federation manifest; same origin by default. */
  readonly adminRemoteUrl: string;
  readonly frontendDistDir: string;
  readonly supportEmail: string;
  readonly privacyEmail: string;
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
    database: env.DATABASE_URL
      ? { kind: 'postgresql', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
      : { kind: 'pglite', dataDir: env.PGLITE_DATA_DIR },
    trustProxy: env.TRUST_PROXY,
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
    freeFixAccountsPerDevice: env.FREE_FIX_ACCOUNTS_PER_DEVICE,
    adminEmails: env.ADMIN_EMAILS,
    adminRemoteUrl: env.ADMIN_REMOTE_URL ?? `${publicUrl}/admin-remote/mf-manifest.json`,
    frontendDistDir: env.FRONTEND_DIST_DIR,
    supportEmail: env.SUPPORT_EMAIL,
    privacyEmail: env.PRIVACY_EMAIL,
  };
}
