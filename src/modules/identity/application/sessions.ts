import type { Clock } from '../../../shared/application/clock.js';
import type { RequestPrincipal } from '../../../shared/application/principal.js';
import { rolesOf } from '../domain/roles.js';
import type { Role } from '../../../shared/domain/role.js';
import {
  authenticatedRecently,
  isSessionActive,
  sessionNeedsTouch,
  sessionPolicyFor,
  type SessionPolicy,
} from '../domain/session.js';
import type { SessionRepository } from '../ports/session.repository.js';
import type { SignedIn, SignedInReader } from '../ports/signed-in-reader.js';
import type { SignInProvider } from '../ports/sign-in-provider.js';
import type { IdentitySettings } from './identity-settings.js';
import { sha256Hex } from './secrets.js';

/** Server-side sessions: the cookie holds a random token, the database its hash and its lifetime. */
export class Sessions {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly provider: SignInProvider,
    private readonly clock: Clock,
    private readonly settings: IdentitySettings,
    private readonly signedIn: SignedInReader,
  ) {}

  /**
   * Who the token belongs to, or undefined for a missing, unknown, ended or expired session. Roles are decided
   * first: an admin's session lives by the shorter admin policy. `fresh` reads past what this process keeps.
   */
  async resolve(token: string | undefined, options: { fresh?: boolean } = {}): Promise<RequestPrincipal | undefined> {
    if (!token || token.length > 200) return undefined;
    const idHash = sha256Hex(token);
    if (options.fresh) this.signedIn.forget(idHash);
    let found = await this.signedIn.read(idHash);
    if (!found) return undefined;
    const now = this.clock.now();
    if (!isSessionActive(found.session, this.policyOf(found), now)) {
      // A kept read may predate another instance's touch: a session is ended only on what the database says.
      this.signedIn.forget(idHash);
      found = await this.signedIn.read(idHash);
      if (!found) return undefined;
      if (!isSessionActive(found.session, this.policyOf(found), now)) {
        await this.sessions.remove(idHash);
        this.signedIn.forget(idHash);
        return undefined;
      }
    }
    if (sessionNeedsTouch(found.session, now)) {
      await this.sessions.touch(idHash, now);
      this.signedIn.forget(idHash);
    }
    return {
      userId: found.session.userId,
      email: found.account.email,
      roles: this.rolesOf(found),
      sessionId: idHash,
      recentlyAuthenticated: authenticatedRecently(found.session.authenticatedAt, now),
      locale: found.account.locale,
    };
  }

  /** The signed-in read behind a principal (the same one the request was resolved from, while it is kept). */
  signedInOf(principal: RequestPrincipal): Promise<SignedIn | null> {
    return this.signedIn.read(principal.sessionId);
  }

  /** After a write: what later reads answer includes every change committed so far. */
  settle(): Promise<void> {
    return this.signedIn.settle();
  }

  /** Ends the session here, and answers where to end it at the provider (or null). */
  async signOut(token: string | undefined): Promise<URL | null> {
    if (!token) return null;
    const idHash = sha256Hex(token);
    const found = await this.sessions.findWithAccount(idHash);
    await this.sessions.remove(idHash);
    this.signedIn.forget(idHash);
    if (!found) return null;
    try {
      return await this.provider.endSessionUrl(found.session.idToken);
    } catch {
      // The local session is gone either way; a provider that cannot be reached must not trap the user.
      return null;
    }
  }

  endAllFor(userId: string): Promise<number> {
    return this.sessions.removeAllFor(userId);
  }

  private rolesOf(found: SignedIn): Role[] {
    return rolesOf(found.account, this.settings, found.grantedRoles);
  }

  private policyOf(found: SignedIn): SessionPolicy {
    return sessionPolicyFor(this.rolesOf(found), {
      customer: this.settings.sessions,
      admin: this.settings.adminSessions,
    });
  }
}
