import type { Role } from '../../../shared/domain/role.js';
import { token } from '../../../shared/token.js';

/**
 * Roles other modules grant a person by what they did there (the contractors module: someone who applied
 * is a contractor). Bridged in src/module-bridges.ts, so identity never imports those modules.
 */
export interface GrantedRoles {
  rolesOf(userId: string): Promise<Role[]>;
}

export const GRANTED_ROLES = token<GrantedRoles>('identity.GrantedRoles');
