import type { VerifiedIdentity } from '../domain/user.js';
import { token } from '../../../shared/token.js';

export interface AuthorizationRequest {
  readonly state: string;
  readonly nonce: string;
  readonly codeChallenge: string;
  /** Ask the person to have authenticated within this many seconds (0: authenticate now); null: any session. */
  readonly maxAgeSeconds: number | null;
}

export interface CompletedSignIn {
  readonly identity: VerifiedIdentity;
  readonly idToken: string | null;
  /** When the person authenticated at the provider (the ID token's auth_time, seconds); null when not said. */
  readonly authTimeSeconds: number | null;
}

/** An OpenID Connect issuer, reached with the authorization-code flow and PKCE. */
export interface SignInProvider {
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  /**
   * Exchanges the code in the callback URL; throws when state, nonce, PKCE or the ID token do not check out, or
   * when a max_age was asked and the ID token's auth_time is missing or older.
   */
  complete(
    callbackUrl: URL,
    expected: { state: string; nonce: string; codeVerifier: string; maxAgeSeconds: number | null },
  ): Promise<CompletedSignIn>;
  /** Where to send the browser to end the provider's session too; null when the provider has no logout. */
  endSessionUrl(idToken: string | null): Promise<URL | null>;
}

export const SIGN_IN_PROVIDER = token<SignInProvider>('identity.SignInProvider');
