import type { Role } from '../../../shared/domain/role.js';

/** Admins are decided by configured e-mail addresses, on the server; the shell reads the same answer. */
export function rolesOf(email: string, adminEmails: readonly string[], granted: readonly Role[] = []): Role[] {
  const configured: Role[] = adminEmails.includes(email.toLowerCase()) ? ['admin'] : [];
  return [...new Set([...configured, ...granted])];
}
