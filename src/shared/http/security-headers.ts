import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { SharedConfig } from '../config/config.js';

export type SecurityHeaderSettings = Pick<SharedConfig, 'isProduction' | 'publicUrl' | 'adminRemoteUrl'>;

const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The Content-Security-Policy of every answer. No inline script may run anywhere; inline styles only
 * by the hashes `allowInlineStyles` adds to the answer that carries them. The admin console may live
 * on an origin of its own (ADMIN_REMOTE_URL): the shell fetches its manifest and loads its scripts
 * and stylesheets from there.
 */
function contentSecurityPolicyDirectives(settings: SecurityHeaderSettings): Record<string, string[]> {
  const ownOrigin = new URL(settings.publicUrl).origin;
  const adminOrigin = new URL(settings.adminRemoteUrl).origin;
  const adminRemote = adminOrigin === ownOrigin ? [] : [adminOrigin];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...adminRemote],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...adminRemote],
    'connect-src': ["'self'", ...adminRemote],
    // Photos previewed before upload are object URLs; profile pictures come from the sign-in provider (https only).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    // The development sign-in and the local payment pages post forms to this server, which may be reached by a
    // name other than PUBLIC_URL on a developer machine; payment providers are reached by navigation, not forms.
    'form-action': ["'self'", ownOrigin],
    'frame-ancestors': ["'none'"],
    ...(settings.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

function styleHashes(html: string): string[] {
  return [...html.matchAll(INLINE_STYLE)].map(
    ([, css]) =>
      `'sha256-${createHash('sha256')
        .update(css ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

function withStyleSources(policy: string, sources: readonly string[]): string {
  return policy
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim();
      return trimmed.split(/\s+/)[0] === 'style-src' ? `${trimmed} ${sources.join(' ')}` : trimmed;
    })
    .join(';');
}

/**
 * HTML written here (the shell's index.html, the development sign-in, the local payment pages) carries a
 * few `<style>` elements: the policy of that one answer lets exactly those run, by their SHA-256, so no
 * page needs 'unsafe-inline'. Exported for servers mounted inside this one (the development OpenID
 * provider renders through its own Koa context). It must run inside compression, which turns the body into a
 * stream.
 */
export const allowInlineStyles: Middleware = async (ctx, next) => {
  await next();
  if (typeof ctx.body !== 'string' || !ctx.response.is('html')) return;
  const policy = ctx.response.get('Content-Security-Policy');
  if (policy) ctx.set('Content-Security-Policy', policyAllowingStylesOf(ctx.body, policy));
};

/**
 * The last pages' policies, by page: the shell's pages are sent again and again as the very same strings
 * (frontend-assets keeps them), whose hash V8 keeps, so a page's styles are hashed once. Pages written per request
 * (a payment page with its amount) pass through without crowding the others out for long.
 */
const KEPT_PAGE_POLICIES = 64;
const pagePolicies = new Map<string, { readonly policy: string; readonly allowing: string }>();

function policyAllowingStylesOf(html: string, policy: string): string {
  const kept = pagePolicies.get(html);
  if (kept?.policy === policy) return kept.allowing;
  const hashes = styleHashes(html);
  const allowing = hashes.length > 0 ? withStyleSources(policy, hashes) : policy;
  pagePolicies.set(html, { policy, allowing });
  if (pagePolicies.size > KEPT_PAGE_POLICIES) pagePolicies.delete(pagePolicies.keys().next().value!);
  return allowing;
}

/** What helmet sets and removes on a response, worked out once: none of it depends on the request. */
function headersOf(middleware: ReturnType<typeof helmet>): { set: [string, string][]; removed: string[] } {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const response = {
    setHeader: (name: string, value: unknown) => set.set(name, String(value)),
    removeHeader: (name: string) => removed.push(name),
  };
  let failure: Error | undefined;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) failure = error instanceof Error ? error : new Error('helmet refused its options');
  });
  if (failure) throw failure;
  return { set: [...set], removed };
}

/** Answers to a script's request under /api/: JSON never rendered as a page, so nothing may load or frame it. */
const API_DIRECTIVES = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/**
 * A browser sends `Sec-Fetch-Mode: navigate` for a page it will render (a tab or a frame); clients without Fetch
 * Metadata are taken at their Accept header. An /api/ address reached this way answers HTML (the unsubscribe page,
 * the local payment pages, the sign-in redirect) and gets the pages' policy.
 */
function isNavigation(headers: IncomingMessage['headers']): boolean {
  const mode = headers['sec-fetch-mode'];
  return mode ? mode === 'navigate' : (headers.accept ?? '').includes('text/html');
}

/**
 * Security headers on every answer (API, static files, server-rendered pages, errors), set before
 * anything else runs so that even a failure's answer carries them. HSTS only in production: on a
 * developer's http://localhost it would pin the name to https for a year. Computed once at start.
 *
 * Two sets (decision 0022): pages and files get the whole policy; an /api/ answer to a script gets the headers that
 * still mean something for a body no browser renders (a policy that loads and frames nothing, no sniffing, no
 * cross-origin reads, HSTS), a third of the bytes on the hottest answers.
 */
export function securityHeaders(settings: SecurityHeaderSettings): Middleware {
  const strictTransportSecurity = settings.isProduction
    ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
    : (false as const);
  const page = headersOf(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(settings) },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity,
      xFrameOptions: { action: 'deny' },
    }),
  );
  const api = headersOf(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: API_DIRECTIVES },
      crossOriginOpenerPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      originAgentCluster: false,
      referrerPolicy: false,
      strictTransportSecurity,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: { action: 'deny' },
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  );
  return (ctx, next) => {
    const { set, removed } = ctx.path.startsWith('/api/') && !isNavigation(ctx.req.headers) ? api : page;
    for (const [name, value] of set) ctx.res.setHeader(name, value);
    for (const name of removed) ctx.res.removeHeader(name);
    return next();
  };
}
