/**
 * How a provider account (an issuer and the subject it gives the person) is bound to a RepairLens account.
 *
 * An account is found by (issuer, subject) only. An e-mail address is something a person can type into many
 * issuers' profiles (Microsoft Entra ID sends `email` without verifying it), so it is believed only when the
 * issuer said `email_verified: true` and the issuer is one the operator trusts for e-mail
 * (OIDC_EMAIL_LINKING_ISSUERS). Only such an address may link a new provider account to an existing RepairLens
 * account, or make someone an admin through ADMIN_EMAILS.
 */

/** A provider account: the issuer's identifier and the subject it gives the person. */
export interface ProviderIdentity {
  readonly issuer: string;
  readonly subject: string;
}

/** `email_verified` counts only as the boolean true: a missing claim, `"true"` or anything else is not a verification. */
export function emailVerifiedClaim(raw: unknown): boolean {
  return raw === true;
}

/** An issuer is written in settings with or without a trailing slash; the ID token's `iss` is one of the two. */
function canonicalIssuer(issuer: string): string {
  return issuer.replace(/\/+$/, '');
}

export function sameIssuer(a: string, b: string): boolean {
  return canonicalIssuer(a) === canonicalIssuer(b);
}

export function issuerListed(issuer: string, issuers: readonly string[]): boolean {
  return issuers.some((listed) => sameIssuer(listed, issuer));
}

/**
 * Whether the issuer that verified an address is trusted for e-mail now. Kept as the issuer, not as a yes/no,
 * so taking an issuer off the trusted list takes its verifications back at once.
 */
export function emailTrusted(emailVerifiedBy: string | null, trustedIssuers: readonly string[]): boolean {
  return emailVerifiedBy !== null && issuerListed(emailVerifiedBy, trustedIssuers);
}

/** What a sign-in says about its address, and whether RepairLens may believe it. */
export interface EmailClaim {
  readonly issuer: string;
  readonly emailVerified: boolean;
}

export function claimVouchesForEmail(claim: EmailClaim, trustedIssuers: readonly string[]): boolean {
  return claim.emailVerified && issuerListed(claim.issuer, trustedIssuers);
}

/**
 * A provider account seen for the first time, whose address is `holder`'s (or nobody's).
 * - `register`: the address is free; a new account is made (an unverified address may do so, but the
 *   account never links to another and its address never makes it an admin).
 * - `link`: the issuer, trusted for e-mail, verified the address, and the holder's own address was verified by
 *   a trusted issuer too. The second condition stops "pre-hijacking": someone who registered a victim's address
 *   unverified must not receive the victim's later, verified sign-ins.
 * - `refuse`: the address belongs to another account that this sign-in cannot prove to be the same person's.
 */
export type FirstSignInBinding = 'register' | 'link' | 'refuse';

export function bindingForFirstSignIn(
  claim: EmailClaim,
  holder: { readonly emailVerifiedBy: string | null } | null,
  trustedIssuers: readonly string[],
): FirstSignInBinding {
  if (!holder) return 'register';
  return claimVouchesForEmail(claim, trustedIssuers) && emailTrusted(holder.emailVerifiedBy, trustedIssuers)
    ? 'link'
    : 'refuse';
}

/**
 * An ADMIN_SUBJECTS entry: `issuer#subject`, or a bare subject matching that subject from any issuer (fine
 * with a single issuer; name the issuer when several could give out the same subject).
 */
export interface SubjectPattern {
  readonly issuer: string | null;
  readonly subject: string;
}

export function subjectMatches(pattern: SubjectPattern, identity: ProviderIdentity): boolean {
  return (
    pattern.subject === identity.subject && (pattern.issuer === null || sameIssuer(pattern.issuer, identity.issuer))
  );
}
