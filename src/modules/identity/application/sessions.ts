import type { Clock } from '../../../shared/application/clock.js';
import type { RequestPrincipal } from '../../../shared/application/principal.js';
import { rolesOf } from '../domain/roles.js';
import { authenticatedRecently, isSessionActive, sessionNeedsTouch, sessionPolicyFor } from '../domain/session.js';
import type { GrantedRoles } from '../ports/granted-roles.js';
import type { SessionRepository } from '../ports/session.repository.js';
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
    private readonly grantedRoles: GrantedRoles,
  ) {}

  /**
   * Who the token belongs to, or undefined for a missing, unknown, ended or expired session. Roles are decided
   * first: an admin's session lives by the shorter admin policy.
   */
  async resolve(token: string | undefined): Promise<RequestPrincipal | undefined> {
    if (!token || token.length > 200) return undefined;
    const found = await this.sessions.findWithAccount(sha256Hex(token));
    if (!found) return undefined;
    const now = this.clock.now();
    const roles = rolesOf(found.account, this.settings, await this.grantedRoles.rolesOf(found.session.userId));
    const policy = sessionPolicyFor(roles, { customer: this.settings.sessions, admin: this.settings.adminSessions });
    if (!isSessionActive(found.session, policy, now)) {
      await this.sessions.remove(found.session.idHash);
      return undefined;
    }
    if (sessionNeedsTouch(found.session, now)) await this.sessions.touch(found.session.idHash, now);
    return {
      userId: found.session.userId,
      email: found.account.email,
      roles,
      sessionId: found.session.idHash,
      recentlyAuthenticated: authenticatedRecently(found.session.authenticatedAt, now),
    };
  }

  /** Ends the session here, and answers where to end it at the provider (or null). */
  async signOut(token: string | undefined): Promise<URL | null> {
    if (!token) return null;
    const idHash = sha256Hex(token);
    const found = await this.sessions.findWithAccount(idHash);
    await this.sessions.remove(idHash);
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
}
