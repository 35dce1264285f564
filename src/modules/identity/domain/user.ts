import type { ProviderIdentity } from './account-binding.js';
import type { AccountLocale } from './locale.js';
import { personName, personNameOrNull } from './person-name.js';

/**
 * What a sign-in provider tells us about the person, from the ID token's claims (signature, issuer, audience
 * and nonce checked). The issuer and subject are proven; the e-mail is only what the issuer's profile says.
 */
export interface VerifiedIdentity extends ProviderIdentity {
  readonly email: string;
  /** True only when the issuer sent `email_verified: true`, the boolean (see emailVerifiedClaim). */
  readonly emailVerified: boolean;
  readonly givenName: unknown;
  readonly familyName: unknown;
  readonly picture: unknown;
}

export interface UserProps {
  readonly id: string;
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly profileImageUrl: string | null;
  /** The language the person chose (their e-mails follow it); null until they or their browser chose one. */
  readonly locale: AccountLocale | null;
  /** The provider account the account was created with; never rewritten (others are linked beside it). */
  readonly issuer: string;
  readonly subject: string;
  /** The issuer that said `email_verified: true` for `email` at the last sign-in; null when it did not. */
  readonly emailVerifiedBy: string | null;
  readonly signupDeviceKey: string | null;
  readonly freeFixesGranted: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly lastSignInAt: Date;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function httpsUrlOrNull(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 2048) return null;
  try {
    return new URL(raw).protocol === 'https:' ? raw : null;
  } catch {
    return null;
  }
}

/** Verification is remembered by who gave it, so whether that issuer is trusted is decided when it is used. */
function verifierOf(identity: VerifiedIdentity): string | null {
  return identity.emailVerified ? identity.issuer : null;
}

/** A RepairLens account: who the person is and how they sign in. Balances live in billing. */
export class User {
  private constructor(readonly props: UserProps) {}

  static restore(props: UserProps): User {
    return new User(props);
  }

  /** A first sign-in. Free fixes are decided by the sign-up policy, not here. */
  static register(
    id: string,
    identity: VerifiedIdentity,
    signup: { deviceKey: string | null; freeFixesGranted: number },
    at: Date,
  ): User {
    return new User({
      id,
      email: normaliseEmail(identity.email),
      firstName: personNameOrNull(identity.givenName),
      lastName: personNameOrNull(identity.familyName),
      profileImageUrl: httpsUrlOrNull(identity.picture),
      locale: null,
      issuer: identity.issuer,
      subject: identity.subject,
      emailVerifiedBy: verifierOf(identity),
      signupDeviceKey: signup.deviceKey,
      freeFixesGranted: signup.freeFixesGranted,
      createdAt: at,
      updatedAt: at,
      lastSignInAt: at,
    });
  }

  get id(): string {
    return this.props.id;
  }

  get email(): string {
    return this.props.email;
  }

  get emailVerifiedBy(): string | null {
    return this.props.emailVerifiedBy;
  }

  /**
   * A later sign-in through a provider account bound to this one: the provider's e-mail and picture win;
   * names the person edited here are kept, and provider names fill them only while they are empty. The
   * account's own issuer and subject stay as they are. `emailAvailable`: false when the provider's address
   * now belongs to another account; the stored address is then kept, no longer vouched for by anyone.
   */
  signedInAgain(identity: VerifiedIdentity, at: Date, emailAvailable: boolean): User {
    return new User({
      ...this.props,
      email: emailAvailable ? normaliseEmail(identity.email) : this.props.email,
      emailVerifiedBy: emailAvailable ? verifierOf(identity) : null,
      firstName: this.props.firstName ?? personNameOrNull(identity.givenName),
      lastName: this.props.lastName ?? personNameOrNull(identity.familyName),
      profileImageUrl: httpsUrlOrNull(identity.picture) ?? this.props.profileImageUrl,
      updatedAt: at,
      lastSignInAt: at,
    });
  }

  get freeFixesGranted(): number {
    return this.props.freeFixesGranted;
  }

  get signupDeviceKey(): string | null {
    return this.props.signupDeviceKey;
  }

  /** The device the account was created on, learned after sign-up; free fixes taken back if it had no room. */
  deviceLearned(deviceKey: string, keepsFreeFixes: boolean, at: Date): User {
    return new User({
      ...this.props,
      signupDeviceKey: deviceKey,
      freeFixesGranted: keepsFreeFixes ? this.props.freeFixesGranted : 0,
      updatedAt: at,
    });
  }

  get locale(): AccountLocale | null {
    return this.props.locale;
  }

  speaking(locale: AccountLocale, at: Date): User {
    return new User({ ...this.props, locale, updatedAt: at });
  }

  renamed(firstName: string, lastName: string, at: Date): User {
    return new User({
      ...this.props,
      firstName: personName('firstName', firstName),
      lastName: personName('lastName', lastName),
      updatedAt: at,
    });
  }
}
