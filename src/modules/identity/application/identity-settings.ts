import type { FreeFixPolicy } from '../domain/free-fix-policy.js';
import type { SessionPolicy } from '../domain/session.js';

export interface IdentitySettings {
  readonly adminEmails: readonly string[];
  readonly sessions: SessionPolicy;
  readonly freeFixes: FreeFixPolicy;
  /** How long a browser may take at the provider before its sign-in attempt lapses. */
  readonly signInAttemptTtlMs: number;
}
