import type { Locale } from '../domain/locale.js';
import type { Role } from '../domain/role.js';
import { ReauthenticationRequiredError } from '../errors/app-errors.js';

/**
 * Who is calling, as established by the identity module's session middleware. Lives here rather than in
 * the HTTP layer so use cases can take it without importing transport code.
 */
export interface RequestPrincipal {
  readonly userId: string;
  readonly email: string;
  readonly roles: readonly Role[];
  readonly sessionId: string;
  /**
   * Whether the person authenticated at the provider moments ago (identity decides how recent); giving money
   * away asks for it. Absent counts as not recent.
   */
  readonly recentlyAuthenticated?: boolean;
  /** The language the account chose; absent or null until it chose one (the browser's then decides). */
  readonly locale?: Locale | null;
}

/** Refuses an action that gives money away unless the caller authenticated at the provider moments ago. */
export function requireRecentAuthentication(principal: RequestPrincipal): void {
  if (!principal.recentlyAuthenticated) throw new ReauthenticationRequiredError();
}
