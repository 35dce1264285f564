import type { Role } from '../../../shared/domain/role.js';

/** How long a session lives: idle timeout since it was last used, and an absolute cap since sign-in. */
export interface SessionPolicy {
  readonly idleTimeoutMs: number;
  readonly absoluteTimeoutMs: number;
}

/** Last-seen times are written at most this often, so reading a page is not a database write. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/**
 * How recently an admin must have proved who they are at the provider to give money away (credit grants):
 * a console left open, or a session cookie taken, must not be enough.
 */
export const RECENT_AUTHENTICATION_MS = 10 * 60 * 1000;

export interface Session {
  /** SHA-256 of the cookie's token: a leaked table does not hand out sessions. */
  readonly idHash: string;
  readonly userId: string;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  /** Absolute end, fixed at sign-in. */
  readonly expiresAt: Date;
  /** When the person last authenticated at the provider (the ID token's auth_time, else the sign-in). */
  readonly authenticatedAt: Date;
  readonly idToken: string | null;
  readonly userAgent: string | null;
  readonly ipAddress: string | null;
}

/** Admins live by the shorter policy, whenever they became admins: roles are decided at every request. */
export function sessionPolicyFor(
  roles: readonly Role[],
  policies: { readonly customer: SessionPolicy; readonly admin: SessionPolicy },
): SessionPolicy {
  return roles.includes('admin') ? policies.admin : policies.customer;
}

export function isSessionActive(session: Session, policy: SessionPolicy, now: Date): boolean {
  const idleDeadline = session.lastSeenAt.getTime() + policy.idleTimeoutMs;
  // expiresAt was fixed by the policy at sign-in; a shorter one (an admin's) counts from sign-in too.
  const absoluteDeadline = Math.min(
    session.expiresAt.getTime(),
    session.createdAt.getTime() + policy.absoluteTimeoutMs,
  );
  return now.getTime() < absoluteDeadline && now.getTime() < idleDeadline;
}

export function sessionNeedsTouch(session: Session, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}

export function authenticatedRecently(authenticatedAt: Date, now: Date): boolean {
  return now.getTime() - authenticatedAt.getTime() <= RECENT_AUTHENTICATION_MS;
}

/** The provider's auth_time (seconds) when it gave one; never later than the sign-in itself. */
export function authenticationTime(authTimeSeconds: number | null, signedInAt: Date): Date {
  if (authTimeSeconds === null) return signedInAt;
  return new Date(Math.min(authTimeSeconds * 1000, signedInAt.getTime()));
}
