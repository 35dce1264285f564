import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Koa from 'koa';
import Provider from 'oidc-provider';
import { allowInlineStyles } from '../../../../shared/http/security-headers.js';
import { pageLanguageOf, type PageLanguage } from '../../../../shared/http/page-language.js';
import { BUTTON_STYLES, escapeHtml, standAlonePage } from '../../../../shared/http/stand-alone-page.js';

/**
 * The embedded sign-in default: a real OpenID Connect provider (oidc-provider) whose only login is a
 * form asking for an e-mail address and an optional name. RepairLens reaches it through the same
 * openid-client code as any external issuer. It exists for development and tests and refuses to run
 * in production.
 */
export interface DevelopmentClient {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUris: readonly string[];
  readonly postLogoutRedirectUris: readonly string[];
}

export interface DevelopmentProviderOptions {
  /** The issuer URL as browsers and RepairLens reach it, e.g. http://localhost:3000/oidc. */
  readonly issuer: string;
  /** The path the returned Koa app is mounted under in its host ('' when it listens on its own). */
  readonly mountPath: string;
  readonly clients: readonly DevelopmentClient[];
  readonly nodeEnv: string;
  /**
   * Tests only: answer as another issuer would, with subjects of its own and its own way of saying (or not
   * saying) `email_verified`. A claim given as undefined is left out.
   */
  readonly imitate?: {
    readonly subjectFor?: (email: string) => string;
    readonly claimsFor?: (email: string) => Readonly<Record<string, unknown>>;
  };
}

interface DevelopmentAccount {
  readonly email: string;
  readonly givenName: string;
  readonly familyName: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The same e-mail always signs in as the same person, across restarts. */
function subjectFor(email: string): string {
  return `dev-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;
}

const FORM_STYLES = `
  label { display: block; font-weight: 600; margin: 1rem 0 .3rem; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; font-size: 1rem; border: 1px solid #9aa5b1; border-radius: 8px; }
  .error { color: #b91c1c; }${BUTTON_STYLES}`;

/**
 * Presses the sign-out page's button, so signing out needs no second click. A file of its own, not an inline
 * script, which the Content-Security-Policy refuses; without JavaScript the button is there to press.
 */
const SIGN_OUT_SCRIPT_PATH = '/sign-out.js';
const SIGN_OUT_SCRIPT = `document.querySelector('button[name="logout"]').click();\n`;

/** The development sign-in's words in both languages, side by side; the browser's language picks one. */
const WORDS = {
  en: {
    problemTitle: 'Sign-in problem — RepairLens',
    problem: 'Sign-in problem',
    formTitle: 'Local development sign-in — RepairLens',
    form: 'Local development sign-in',
    note: 'This sign-in page exists only on development machines. There is no password: any e-mail address signs in as that person.',
    email: 'Email',
    firstName: 'First name (optional)',
    lastName: 'Last name (optional)',
    signIn: 'Sign in',
    invalidEmail: 'Enter a valid e-mail address.',
    signingOutTitle: 'Signing out — RepairLens',
    signingOut: 'Signing you out…',
    signOut: 'Sign out',
    signedOutTitle: 'Signed out — RepairLens',
    signedOut: 'You are signed out.',
  },
  fr: {
    problemTitle: 'Problème de connexion — RepairLens',
    problem: 'Problème de connexion',
    formTitle: 'Connexion de développement locale — RepairLens',
    form: 'Connexion de développement locale',
    note:
      'Cette page de connexion n’existe que sur les postes de développement. Il n’y a pas de mot de passe : ' +
      'n’importe quelle adresse courriel se connecte au nom de cette personne.',
    email: 'Courriel',
    firstName: 'Prénom (facultatif)',
    lastName: 'Nom de famille (facultatif)',
    signIn: 'Se connecter',
    invalidEmail: 'Entrez une adresse courriel valide.',
    signingOutTitle: 'Déconnexion — RepairLens',
    signingOut: 'Déconnexion en cours…',
    signOut: 'Se déconnecter',
    signedOutTitle: 'Déconnecté — RepairLens',
    signedOut: 'Vous êtes déconnecté.',
  },
} as const satisfies Record<PageLanguage, unknown>;

function page(title: string, body: string, language: PageLanguage): string {
  return standAlonePage(title, body, FORM_STYLES, language);
}

/** The provider's own messages (oidc-provider's) stay as it writes them; the page around them is translated. */
function problemPage(description: string, language: PageLanguage): string {
  const words = WORDS[language];
  return page(words.problemTitle, `<h1>${words.problem}</h1><p class="error">${escapeHtml(description)}</p>`, language);
}

function signInForm(action: string, language: PageLanguage, error?: string, email = ''): string {
  const words = WORDS[language];
  return page(
    words.formTitle,
    `<h1>${words.form}</h1>
<p class="note">${escapeHtml(words.note)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
  <label for="email">${words.email}</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}">
  <label for="firstName">${words.firstName}</label>
  <input id="firstName" name="firstName" autocomplete="given-name" maxlength="50">
  <label for="lastName">${words.lastName}</label>
  <input id="lastName" name="lastName" autocomplete="family-name" maxlength="50">
  <button type="submit">${words.signIn}</button>
</form>`,
    language,
  );
}

async function readForm(ctx: Koa.Context): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > 10_000) ctx.throw(413, 'Form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** A plain Node request handler: oidc-provider keeps its own Koa context (and cookie keys) this way. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Provider state kept in this process only: the development provider is one process by design. */
function inMemoryAdapter() {
  const store = new Map<string, { payload: Record<string, unknown>; expiresAt: number }>();
  return class InMemoryAdapter {
    constructor(private readonly model: string) {}

    private key(id: string): string {
      return `${this.model}:${id}`;
    }

    async upsert(id: string, payload: Record<string, unknown>, expiresIn: number): Promise<void> {
      store.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
      if (typeof payload.uid === 'string') {
        store.set(`${this.model}:uid:${payload.uid}`, {
          payload: { id },
          expiresAt: Date.now() + expiresIn * 1000,
        });
      }
    }

    async find(id: string): Promise<Record<string, unknown> | undefined> {
      const entry = store.get(this.key(id));
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        store.delete(this.key(id));
        return undefined;
      }
      return entry.payload;
    }

    async findByUid(uid: string): Promise<Record<string, unknown> | undefined> {
      const pointer = await this.find(`uid:${uid}`);
      return pointer ? this.find(String(pointer.id)) : undefined;
    }

    async findByUserCode(): Promise<undefined> {
      return undefined;
    }

    async consume(id: string): Promise<void> {
      const entry = store.get(this.key(id));
      if (entry) entry.payload = { ...entry.payload, consumed: Math.floor(Date.now() / 1000) };
    }

    async destroy(id: string): Promise<void> {
      store.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const [key, entry] of store) {
        if (entry.payload.grantId === grantId) store.delete(key);
      }
    }
  };
}

/** A signing key made at start: tokens of a previous run need not verify after a restart. */
function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') };
}

export function createDevelopmentOidcProvider(options: DevelopmentProviderOptions): RequestHandler {
  if (options.nodeEnv === 'production') {
    throw new Error('The development sign-in provider must not run in production: set OIDC_ISSUER and its client.');
  }
  const accounts = new Map<string, DevelopmentAccount>();

  const provider = new Provider(options.issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [...client.redirectUris],
      post_logout_redirect_uris: [...client.postLogoutRedirectUris],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    adapter: inMemoryAdapter(),
    jwks: { keys: [signingKey()] },
    ttl: {
      AccessToken: 10 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 15 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
    },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    interactions: { url: (_ctx, interaction) => `${options.mountPath}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          const language = pageLanguageOf(ctx.get('accept-language'));
          const words = WORDS[language];
          ctx.type = 'html';
          ctx.body = page(
            words.signingOutTitle,
            `<h1>${words.signingOut}</h1>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${words.signOut}</button>
<script src="${options.mountPath}${SIGN_OUT_SCRIPT_PATH}"></script>`,
            language,
          );
        },
        postLogoutSuccessSource: async (ctx) => {
          const language = pageLanguageOf(ctx.get('accept-language'));
          const words = WORDS[language];
          ctx.type = 'html';
          ctx.body = page(words.signedOutTitle, `<h1>${words.signedOut}</h1>`, language);
        },
      },
    },
    // A first-party client: the person already agreed by signing in, so no consent screen.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => {
          const claims: Record<string, unknown> = {
            sub,
            email: account.email,
            email_verified: true,
            ...(account.givenName ? { given_name: account.givenName } : {}),
            ...(account.familyName ? { family_name: account.familyName } : {}),
            name: [account.givenName, account.familyName].filter(Boolean).join(' ') || account.email,
            ...options.imitate?.claimsFor?.(account.email),
          };
          return Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined)) as {
            sub: string;
          };
        },
      };
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = problemPage(String(out.error_description ?? out.error), pageLanguageOf(ctx.get('accept-language')));
    },
  });

  // The pages below carry inline styles; these let them through the Content-Security-Policy by their hashes.
  provider.use(allowInlineStyles);
  const app = new Koa();
  app.use(allowInlineStyles);
  // Koa's own error answer would first remove every header already set, the security headers among them.
  app.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const failure = error as { status?: number; expose?: boolean; error_description?: string; message?: string };
      ctx.status = failure.status ?? 500;
      ctx.type = 'html';
      ctx.body = problemPage(
        failure.expose ? (failure.error_description ?? failure.message ?? 'Bad request') : 'Something went wrong.',
        pageLanguageOf(ctx.get('accept-language')),
      );
    }
  });
  app.use(async (ctx, next) => {
    if (ctx.path !== SIGN_OUT_SCRIPT_PATH) {
      await next();
      return;
    }
    ctx.type = 'text/javascript';
    ctx.body = SIGN_OUT_SCRIPT;
  });
  app.use(async (ctx, next) => {
    const match = /^\/interaction\/([A-Za-z0-9_-]+)(\/login)?$/.exec(ctx.path);
    if (!match) {
      await next();
      return;
    }
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const action = `${options.mountPath}/interaction/${details.uid}/login`;
    const language = pageLanguageOf(ctx.get('accept-language'));
    ctx.set('Cache-Control', 'no-store');
    if (ctx.method === 'GET' && !match[2]) {
      ctx.type = 'html';
      ctx.body = signInForm(action, language);
      return;
    }
    if (ctx.method !== 'POST' || !match[2]) {
      await next();
      return;
    }
    const form = await readForm(ctx);
    const email = (form.get('email') ?? '').trim().toLowerCase();
    if (!EMAIL_PATTERN.test(email) || email.length > 320) {
      ctx.status = 400;
      ctx.type = 'html';
      ctx.body = signInForm(action, language, WORDS[language].invalidEmail, email);
      return;
    }
    const sub = options.imitate?.subjectFor?.(email) ?? subjectFor(email);
    accounts.set(sub, {
      email,
      givenName: (form.get('firstName') ?? '').trim().slice(0, 50),
      familyName: (form.get('lastName') ?? '').trim().slice(0, 50),
    });
    const redirectTo = await provider.interactionResult(
      ctx.req,
      ctx.res,
      { login: { accountId: sub } },
      { mergeWithLastSubmission: false },
    );
    ctx.status = 303;
    ctx.redirect(redirectTo);
  });
  const providerCallback = provider.callback();
  app.use(async (ctx) => {
    ctx.respond = false;
    await providerCallback(ctx.req, ctx.res);
  });
  return app.callback();
}

/**
 * Hands requests under `prefix` to a mounted handler, as a Koa middleware. The original URL is kept
 * in req.originalUrl, from which oidc-provider derives its mount path for the URLs it builds.
 */
export function mountHandler(prefix: string, handler: RequestHandler): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.path !== prefix && !ctx.path.startsWith(`${prefix}/`)) {
      await next();
      return;
    }
    ctx.respond = false;
    const original = ctx.req.url ?? '/';
    Object.assign(ctx.req, { originalUrl: original });
    ctx.req.url = original.slice(prefix.length) || '/';
    await handler(ctx.req, ctx.res);
  };
}
