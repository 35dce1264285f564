import type { Role } from '../../../../shared/domain/role.js';
import { rolesOfApplicant } from '../../domain/contractor.js';

/**
 * Whether a user has applied to the directory (which makes them a contractor), as one SQL expression over the
 * column holding the user id: the repository asks it alone, identity's one query per signed-in request embeds it.
 */
export function applicationExistsSql(userIdColumn: string): string {
  return `exists (select 1 from contractors_contractor where user_id = ${userIdColumn})`;
}

/** Reads the value of `applicationExistsSql` as the roles it grants. */
export function grantedRolesFromSql(value: unknown): Role[] {
  return rolesOfApplicant(value === true);
}
