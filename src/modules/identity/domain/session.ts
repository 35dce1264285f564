/** How long a session lives: idle timeout since it was last used, and an absolute cap since sign-in. */
export interface SessionPolicy {
  readonly idleTimeoutMs: number;
  readonly absoluteTimeoutMs: number;
}

/** Last-seen times are written at most this often, so reading a page is not a database write. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export interface Session {
  /** SHA-256 of the cookie's token: a leaked table does not hand out sessions. */
  readonly idHash: string;
  readonly userId: string;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  /** Absolute end, fixed at sign-in. */
  readonly expiresAt: Date;
  readonly idToken: string | null;
  readonly userAgent: string | null;
  readonly ipAddress: string | null;
}

export function isSessionActive(session: Session, policy: SessionPolicy, now: Date): boolean {
  const idleDeadline = session.lastSeenAt.getTime() + policy.idleTimeoutMs;
  return now.getTime() < session.expiresAt.getTime() && now.getTime() < idleDeadline;
}

export function sessionNeedsTouch(session: Session, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}
