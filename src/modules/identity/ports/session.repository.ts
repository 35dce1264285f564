import type { Session } from '../domain/session.js';

export interface SessionRepository {
  create(session: Session): Promise<void>;
  /** The session with its user's current e-mail (roles follow the e-mail). */
  findWithEmail(idHash: string): Promise<{ session: Session; email: string } | null>;
  touch(idHash: string, at: Date): Promise<void>;
  remove(idHash: string): Promise<void>;
  removeAllFor(userId: string): Promise<number>;
  listFor(userId: string): Promise<Session[]>;
  removeExpired(now: Date, idleTimeoutMs: number): Promise<number>;
}

export const SESSION_REPOSITORY = Symbol.for('identity.SessionRepository');
