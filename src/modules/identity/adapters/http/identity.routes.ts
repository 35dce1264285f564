import { z } from 'zod';
import { localeOfAcceptLanguage } from '../../../../shared/domain/locale.js';
import { enforceRateLimit, type RateLimiter } from '../../../../shared/application/rate-limiter.js';
import type { Logger } from '../../../../shared/logging/logger.js';
import { defineRoute, type HttpRoute } from '../../../../shared/http/route.js';
import type { Account } from '../../application/account.js';
import type { RecordDevice } from '../../application/record-device.js';
import type { Sessions } from '../../application/sessions.js';
import { SignInFailed, type SignIn } from '../../application/sign-in.js';
import { AuthUserSchema, DeviceFingerprintSchema, SignedOutSchema, UpdateProfileSchema } from '../../contract.js';
import type { SessionCookies } from './session-cookies.js';

export interface IdentityRouteDependencies {
  readonly signIn: SignIn;
  readonly sessions: Sessions;
  readonly account: Account;
  readonly recordDevice: RecordDevice;
  readonly cookies: SessionCookies;
  readonly rateLimiter: RateLimiter;
  readonly publicUrl: string;
  readonly logger: Logger;
}

const SIGN_IN_LIMIT = { name: 'sign-in', limit: 30, windowSeconds: 300 };
const FINGERPRINT_LIMIT = { name: 'fingerprint', limit: 20, windowSeconds: 60 };
/** Visitors write devices without an account: besides the burst limit, one address records at most this many a day. */
const DAILY_FINGERPRINT_LIMIT = { name: 'fingerprint-daily', limit: 300, windowSeconds: 24 * 60 * 60 };

export function identityRoutes(deps: IdentityRouteDependencies): HttpRoute[] {
  const { signIn, sessions, account, recordDevice, cookies, rateLimiter, publicUrl, logger } = deps;
  return [
    defineRoute({
      method: 'get',
      path: '/api/login',
      summary:
        'Starts signing in at the OpenID Connect provider (a browser navigation); reauthenticate=1 asks the ' +
        'provider to authenticate the person afresh (max_age=0, prompt=login), as granting credits requires',
      tag: 'identity',
      access: 'public',
      query: z.object({ returnTo: z.string().max(500).optional(), reauthenticate: z.literal('1').optional() }),
      successStatus: 302,
      errorStatuses: [429],
      handle: async ({ query, ctx }) => {
        await enforceRateLimit(rateLimiter, SIGN_IN_LIMIT, ctx.ip);
        const began = await signIn.begin({
          returnTo: query.returnTo,
          deviceKey: cookies.read(ctx, cookies.device) ?? null,
          reauthenticate: query.reauthenticate === '1',
        });
        cookies.setSignIn(ctx, began.browserBinding);
        ctx.set('Cache-Control', 'no-store');
        ctx.redirect(began.authorizationUrl.toString());
        return undefined;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/callback',
      summary: 'Where the provider sends the browser back; starts the session',
      tag: 'identity',
      access: 'public',
      successStatus: 302,
      handle: async ({ ctx }) => {
        ctx.set('Cache-Control', 'no-store');
        try {
          const signedIn = await signIn.complete({
            callbackUrl: new URL(ctx.originalUrl, publicUrl),
            browserBinding: cookies.read(ctx, cookies.signIn),
            userAgent: ctx.get('user-agent') || null,
            ipAddress: ctx.ip || null,
            browserLocale: localeOfAcceptLanguage(ctx.get('Accept-Language')),
          });
          cookies.clear(ctx, cookies.signIn);
          cookies.setSession(ctx, signedIn.sessionToken);
          ctx.redirect(signedIn.returnTo);
        } catch (error) {
          const code = error instanceof SignInFailed ? error.code : 'sign_in_failed';
          logger.warn({ err: error instanceof SignInFailed ? error.cause : error, code }, 'sign-in failed');
          cookies.clear(ctx, cookies.signIn);
          ctx.redirect(`/?error=${code}`);
        }
        return undefined;
      },
    }),
    // A POST, so no other site can sign a person out with a link or an image: the origin check covers it like every
    // write. The answer names where the browser goes next (the provider's sign-out, which ends its session too)
    // rather than redirecting: a fetch cannot follow a redirect to another origin, and the shell's form-action
    // policy would refuse one after a form.
    defineRoute({
      method: 'post',
      path: '/api/logout',
      summary: "Ends the session here; answers where the browser goes next to end the provider's session too",
      tag: 'identity',
      access: 'public',
      response: SignedOutSchema,
      handle: async ({ ctx }) => {
        const providerLogout = await sessions.signOut(cookies.read(ctx, cookies.session));
        cookies.clear(ctx, cookies.session);
        ctx.set('Cache-Control', 'no-store');
        return { redirectTo: providerLogout?.toString() ?? '/' };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/auth/user',
      summary: 'The signed-in user with balances and roles; 401 means nobody is signed in',
      tag: 'identity',
      access: 'user',
      response: AuthUserSchema,
      handle: async ({ principal }) => account.ownView(principal, await sessions.signedInOf(principal)),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/user/profile',
      summary: 'Changes first and last name (together), the language (en-CA, en-US or fr-CA), or both',
      tag: 'identity',
      access: 'user',
      body: UpdateProfileSchema,
      response: AuthUserSchema,
      handle: async ({ principal, body: { firstName, lastName, locale } }) =>
        account.updateProfile(principal.userId, {
          name: firstName !== undefined && lastName !== undefined ? { firstName, lastName } : undefined,
          locale,
        }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/fingerprint',
      summary: 'Records the device the app runs on (once per start)',
      tag: 'identity',
      access: 'public',
      body: DeviceFingerprintSchema,
      successStatus: 204,
      errorStatuses: [429],
      handle: async ({ body, principal, ctx }) => {
        await enforceRateLimit(rateLimiter, FINGERPRINT_LIMIT, ctx.ip);
        await enforceRateLimit(rateLimiter, DAILY_FINGERPRINT_LIMIT, ctx.ip);
        const { deviceKey } = await recordDevice.execute(body, principal?.userId ?? null);
        cookies.setDevice(ctx, deviceKey);
        ctx.status = 204;
        return undefined;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/user/export',
      summary: 'Everything RepairLens keeps about the signed-in user, as a JSON download',
      tag: 'identity',
      access: 'user',
      handle: async ({ principal, ctx }) => {
        const data = await account.export(principal.userId);
        ctx.set('Content-Disposition', 'attachment; filename="repairlens-data.json"');
        return data;
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/api/user',
      summary: 'Deletes the account and its personal data; financial records are kept as the terms say',
      tag: 'identity',
      access: 'user',
      successStatus: 204,
      handle: async ({ principal, ctx }) => {
        await account.delete(principal.userId);
        cookies.clear(ctx, cookies.session);
        ctx.status = 204;
        return undefined;
      },
    }),
  ];
}
