import type { FreeFixPolicy } from '../domain/free-fix-policy.js';
import type { AdminPolicy } from '../domain/roles.js';
import type { SessionPolicy } from '../domain/session.js';

/** `emailTrustedIssuers` also decides linking a new provider account to an existing account by e-mail. */
export interface IdentitySettings extends AdminPolicy {
  readonly sessions: SessionPolicy;
  readonly freeFixes: FreeFixPolicy;
  /** How long a browser may take at the provider before its sign-in attempt lapses. */
  readonly signInAttemptTtlMs: number;
}
