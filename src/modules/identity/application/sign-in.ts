import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../shared/application/clock.js';
import type { UnitOfWork } from '../../../shared/application/unit-of-work.js';
import { AppError, AuthenticationRequiredError } from '../../../shared/errors/app-errors.js';
import { bindingForFirstSignIn } from '../domain/account-binding.js';
import { authenticationTime } from '../domain/session.js';
import { freeFixesForNewAccount } from '../domain/free-fix-policy.js';
import type { AccountLocale } from '../domain/locale.js';
import { normaliseEmail, User, type VerifiedIdentity } from '../domain/user.js';
import type { DeviceRepository } from '../ports/device.repository.js';
import type { RepairBalancesPort } from '../ports/repair-balances.js';
import type { SessionRepository } from '../ports/session.repository.js';
import type { SignInAttemptRepository } from '../ports/sign-in-attempt.repository.js';
import type { SignInProvider } from '../ports/sign-in-provider.js';
import type { UserRepository } from '../ports/user.repository.js';
import type { IdentitySettings } from './identity-settings.js';
import { personalDataHash, pkceChallenge, randomToken, sameSecret, sha256Hex } from './secrets.js';

/**
 * Why a sign-in failed, as the shell's `?error=` parameter says it. `account_exists`: the address belongs to
 * another account and this sign-in cannot prove it is the same person (see account-binding.ts).
 */
export type SignInFailureCode =
  'sign_in_expired' | 'sign_in_failed' | 'access_denied' | 'email_missing' | 'email_unverified' | 'account_exists';

export class SignInFailed extends AuthenticationRequiredError {
  constructor(
    readonly code: SignInFailureCode,
    override readonly cause?: unknown,
  ) {
    super(`Sign-in failed: ${code}`);
  }
}

/** Only our own paths: never an absolute URL or a protocol-relative one that would leave the site. */
export function safeReturnPath(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (raw.startsWith('/api/') || raw.length > 500) return '/';
  return raw;
}

export interface BeganSignIn {
  readonly authorizationUrl: URL;
  /** Goes into a short-lived cookie; the callback must present it. */
  readonly browserBinding: string;
}

export interface SignedIn {
  readonly sessionToken: string;
  readonly returnTo: string;
  readonly newAccount: boolean;
}

/**
 * Signing in with OpenID Connect: authorization code with PKCE, state and nonce, bound to the browser
 * that started it. A first sign-in creates the account and its balances in one transaction. Accounts are
 * found by the provider's issuer and subject only; an e-mail address links a new provider account to an
 * existing account only as domain/account-binding.ts allows, and is otherwise refused when already taken.
 */
export class SignIn {
  constructor(
    private readonly provider: SignInProvider,
    private readonly attempts: SignInAttemptRepository,
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly devices: DeviceRepository,
    private readonly balances: RepairBalancesPort,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly settings: IdentitySettings,
  ) {}

  /** `reauthenticate`: the person must authenticate at the provider now, even with a session there (max_age=0). */
  async begin(input: { returnTo: unknown; deviceKey: string | null; reauthenticate: boolean }): Promise<BeganSignIn> {
    const state = randomToken();
    const nonce = randomToken();
    const codeVerifier = randomToken();
    const browserBinding = randomToken();
    const maxAgeSeconds = input.reauthenticate ? 0 : null;
    await this.attempts.create({
      state,
      browserBindingHash: sha256Hex(browserBinding),
      codeVerifier,
      nonce,
      returnTo: safeReturnPath(input.returnTo),
      deviceKey: input.deviceKey,
      maxAgeSeconds,
      expiresAt: new Date(this.clock.now().getTime() + this.settings.signInAttemptTtlMs),
    });
    const authorizationUrl = await this.provider.authorizationUrl({
      state,
      nonce,
      codeChallenge: pkceChallenge(codeVerifier),
      maxAgeSeconds,
    });
    return { authorizationUrl, browserBinding };
  }

  async complete(input: {
    callbackUrl: URL;
    browserBinding: string | undefined;
    userAgent: string | null;
    ipAddress: string | null;
    /** The language the browser asks for: an account without one yet takes it, so its e-mails follow. */
    browserLocale: AccountLocale | null;
  }): Promise<SignedIn> {
    const params = input.callbackUrl.searchParams;
    const state = params.get('state');
    const attempt = state ? await this.attempts.take(state) : null;
    if (params.get('error') === 'access_denied') throw new SignInFailed('access_denied');
    const now = this.clock.now();
    if (!attempt || attempt.expiresAt <= now) throw new SignInFailed('sign_in_expired');
    if (!input.browserBinding || !sameSecret(sha256Hex(input.browserBinding), attempt.browserBindingHash)) {
      throw new SignInFailed('sign_in_expired');
    }

    let completed;
    try {
      completed = await this.provider.complete(input.callbackUrl, {
        state: attempt.state,
        nonce: attempt.nonce,
        codeVerifier: attempt.codeVerifier,
        maxAgeSeconds: attempt.maxAgeSeconds,
      });
    } catch (error) {
      throw error instanceof AppError ? error : new SignInFailed('sign_in_failed', error);
    }
    if (!completed.identity.email) throw new SignInFailed('email_missing');

    const sessionToken = randomToken();
    const newAccount = await this.unitOfWork.transaction(async () => {
      const found = await this.findOrRegister(completed.identity, attempt.deviceKey, now);
      const { isNew } = found;
      const user =
        found.user.locale === null && input.browserLocale ? found.user.speaking(input.browserLocale, now) : found.user;
      await this.users.save(user);
      if (isNew) {
        if (user.signupDeviceKey) await this.devices.link(user.signupDeviceKey, user.id, now);
        await this.balances.open(user.id, user.freeFixesGranted, 'sign-up');
      }
      await this.sessions.create({
        idHash: sha256Hex(sessionToken),
        userId: user.id,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + this.settings.sessions.absoluteTimeoutMs),
        authenticatedAt: authenticationTime(completed.authTimeSeconds, now),
        idToken: completed.idToken,
        userAgent: input.userAgent?.slice(0, 512) ?? null,
        ipAddress: input.ipAddress?.slice(0, 64) ?? null,
      });
      return isNew;
    });
    return { sessionToken, returnTo: attempt.returnTo, newAccount };
  }

  private async findOrRegister(
    identity: VerifiedIdentity,
    deviceKey: string | null,
    now: Date,
  ): Promise<{ user: User; isNew: boolean }> {
    const email = normaliseEmail(identity.email);
    const known = await this.users.findBySubject(identity.issuer, identity.subject);
    if (known) {
      const holder = known.email === email ? known : await this.users.findByEmail(email);
      return { user: known.signedInAgain(identity, now, !holder || holder.id === known.id), isNew: false };
    }

    const holder = await this.users.findByEmail(email);
    const binding = bindingForFirstSignIn(identity, holder, this.settings.emailTrustedIssuers);
    if (holder && binding === 'link') {
      // The same person through another (or a renamed) issuer, vouched for by issuers trusted for e-mail.
      await this.users.linkIdentity(holder.id, { issuer: identity.issuer, subject: identity.subject }, now);
      return { user: holder.signedInAgain(identity, now, true), isNew: false };
    }
    if (binding === 'refuse') throw new SignInFailed('account_exists');

    // A device key is a cookie the browser could invent: only one this server recorded counts.
    const knownDevice = deviceKey && (await this.devices.exists(deviceKey)) ? deviceKey : null;
    const freeFixes = freeFixesForNewAccount(this.settings.freeFixes, {
      accountsOnDeviceWithFreeFixes: knownDevice ? await this.users.countFreeFixAccountsOnDevice(knownDevice) : null,
      emailPreviouslyReceivedFreeFixes: await this.users.deletedEmailReceivedFreeFixes(
        personalDataHash(this.settings.personalDataHashKey, email),
      ),
    });
    const user = User.register(randomUUID(), identity, { deviceKey: knownDevice, freeFixesGranted: freeFixes }, now);
    return { user, isNew: true };
  }
}
