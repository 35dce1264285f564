import { personName, personNameOrNull } from './person-name.js';

/** What a sign-in provider tells us about the person, from the ID token's claims. */
export interface VerifiedIdentity {
  readonly issuer: string;
  readonly subject: string;
  readonly email: string;
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
  readonly issuer: string;
  readonly subject: string;
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
      issuer: identity.issuer,
      subject: identity.subject,
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

  /**
   * A later sign-in: the provider's e-mail and picture win; names the person edited here are kept,
   * and provider names fill them only while they are empty.
   */
  signedInAgain(identity: VerifiedIdentity, at: Date): User {
    return new User({
      ...this.props,
      email: normaliseEmail(identity.email),
      issuer: identity.issuer,
      subject: identity.subject,
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

  renamed(firstName: string, lastName: string, at: Date): User {
    return new User({
      ...this.props,
      firstName: personName('firstName', firstName),
      lastName: personName('lastName', lastName),
      updatedAt: at,
    });
  }
}
