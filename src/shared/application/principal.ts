import type { Role } from '../domain/role.js';

/**
 * Who is calling, as established by the identity module's session middleware. Lives here rather than in
 * the HTTP layer so use cases can take it without importing transport code.
 */
export interface RequestPrincipal {
  readonly userId: string;
  readonly email: string;
  readonly roles: readonly Role[];
  readonly sessionId: string;
}
