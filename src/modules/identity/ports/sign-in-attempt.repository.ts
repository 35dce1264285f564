import { token } from '../../../shared/token.js';

/** One browser's pending sign-in, between leaving for the provider and coming back. */
export interface SignInAttempt {
  readonly state: string;
  /** SHA-256 of a random value kept in the browser's cookie: the callback must come from that browser. */
  readonly browserBindingHash: string;
  readonly codeVerifier: string;
  readonly nonce: string;
  readonly returnTo: string;
  readonly deviceKey: string | null;
  /** The max_age asked of the provider (0: sign in afresh); the ID token's auth_time is checked against it. */
  readonly maxAgeSeconds: number | null;
  readonly expiresAt: Date;
}

export interface SignInAttemptRepository {
  create(attempt: SignInAttempt): Promise<void>;
  /** Finds and deletes in one step: an attempt is used once. */
  take(state: string): Promise<SignInAttempt | null>;
  removeExpired(now: Date): Promise<number>;
}

export const SIGN_IN_ATTEMPT_REPOSITORY = token<SignInAttemptRepository>('identity.SignInAttemptRepository');
