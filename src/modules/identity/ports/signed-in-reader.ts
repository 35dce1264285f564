import type { Role } from '../../../shared/domain/role.js';
import type { AccountLocale } from '../domain/locale.js';
import type { RoleHolder } from '../domain/roles.js';
import type { Session } from '../domain/session.js';
import type { AccountStanding } from './repair-balances.js';
import { token } from '../../../shared/token.js';

/** The account as a signed-in request needs it: what roles are decided from, and what its owner is shown. */
export interface SignedInAccount extends RoleHolder {
  readonly id: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly profileImageUrl: string | null;
  readonly locale: AccountLocale | null;
}

/** Everything a signed-in request reads about its caller, read together. */
export interface SignedIn {
  readonly session: Session;
  readonly account: SignedInAccount;
  /** Roles other modules grant (see GrantedRoles). */
  readonly grantedRoles: readonly Role[];
  /** For showing only: a spend decides on its own transactional read. */
  readonly standing: AccountStanding;
}

/** The read behind every signed-in request: the session with its account, roles and standing, in one go. */
export interface SignedInReader {
  /** Null for an unknown session (or one whose account is gone). */
  read(idHash: string): Promise<SignedIn | null>;
  /** Drops whatever this process keeps of the session: the next read sees the database. */
  forget(idHash: string): void;
  /** Resolves once changes committed before the call show in what `read` answers (after a write). */
  settle(): Promise<void>;
}

export const SIGNED_IN_READER = token<SignedInReader>('identity.SignedInReader');

/**
 * Another module's share of the signed-in read, placed in identity's one query: an SQL expression over the
 * column holding the user id, and how to read its value. The owning module writes both (bridged in
 * src/module-bridges.ts), so identity never names another module's tables.
 */
export interface SignedInReadPart<T> {
  sql(userIdColumn: string): string;
  read(value: unknown, now: Date): T;
}

export interface SignedInReadParts {
  readonly standing: SignedInReadPart<AccountStanding>;
  readonly grantedRoles: SignedInReadPart<Role[]>;
}

export const SIGNED_IN_READ_PARTS = token<SignedInReadParts>('identity.SignedInReadParts');
