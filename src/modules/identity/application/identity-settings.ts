import type { FreeFixPolicy } from '../domain/free-fix-policy.js';
import type { AdminPolicy } from '../domain/roles.js';
import type { SessionPolicy } from '../domain/session.js';

/** `emailTrustedIssuers` also decides linking a new provider account to an existing account by e-mail. */
export interface IdentitySettings extends AdminPolicy {
  /** Customers' sessions. */
  readonly sessions: SessionPolicy;
  /** Sessions of accounts with the admin role: shorter. */
  readonly adminSessions: SessionPolicy;
  readonly freeFixes: FreeFixPolicy;
  /** How long a browser may take at the provider before its sign-in attempt lapses. */
  readonly signInAttemptTtlMs: number;
  /** HMAC key of deleted accounts' e-mail hashes (secrets.ts personalDataHash). */
  readonly personalDataHashKey: string;
}
