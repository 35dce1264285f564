import type { Role } from '../../../shared/domain/role.js';
import { emailTrusted, subjectMatches, type ProviderIdentity, type SubjectPattern } from './account-binding.js';

/** Who is an admin, from configuration: addresses (believed only when verified by a trusted issuer) or subjects. */
export interface AdminPolicy {
  readonly adminEmails: readonly string[];
  readonly adminSubjects: readonly SubjectPattern[];
  /** Issuers whose `email_verified: true` is believed (OIDC_EMAIL_LINKING_ISSUERS, plus the development one). */
  readonly emailTrustedIssuers: readonly string[];
}

/** What roles are decided from: what is stored on the account, never a claim of the current request. */
export interface RoleHolder {
  readonly email: string;
  /** The issuer that verified the stored address at the last sign-in; null when none did. */
  readonly emailVerifiedBy: string | null;
  /** Every provider account bound to the account: the one it was created with, then linked ones. */
  readonly identities: readonly ProviderIdentity[];
}

/** Admins are decided on the server from configuration; the shell reads the same answer. */
export function isConfiguredAdmin(holder: RoleHolder, policy: AdminPolicy): boolean {
  const byEmail =
    policy.adminEmails.includes(holder.email.toLowerCase()) &&
    emailTrusted(holder.emailVerifiedBy, policy.emailTrustedIssuers);
  return (
    byEmail ||
    policy.adminSubjects.some((pattern) => holder.identities.some((identity) => subjectMatches(pattern, identity)))
  );
}

export function rolesOf(holder: RoleHolder, policy: AdminPolicy, granted: readonly Role[] = []): Role[] {
  const configured: Role[] = isConfiguredAdmin(holder, policy) ? ['admin'] : [];
  return [...new Set([...configured, ...granted])];
}
