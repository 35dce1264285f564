import type { RoleHolder } from '../domain/roles.js';
import type { Session } from '../domain/session.js';
import { token } from '../../../shared/token.js';

export interface SessionRepository {
  create(session: Session): Promise<void>;
  /** The session with what its account's roles are decided from, as stored now (roles follow the account). */
  findWithAccount(idHash: string): Promise<{ session: Session; account: RoleHolder } | null>;
  touch(idHash: string, at: Date): Promise<void>;
  remove(idHash: string): Promise<void>;
  removeAllFor(userId: string): Promise<number>;
  listFor(userId: string): Promise<Session[]>;
  removeExpired(now: Date, idleTimeoutMs: number): Promise<number>;
}

export const SESSION_REPOSITORY = token<SessionRepository>('identity.SessionRepository');
