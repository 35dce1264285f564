import * as oidc from 'openid-client';
import { SignInFailed } from '../../application/sign-in.js';
import { emailVerifiedClaim } from '../../domain/account-binding.js';
import type { AuthorizationRequest, CompletedSignIn, SignInProvider } from '../../ports/sign-in-provider.js';

export interface OpenIdClientSettings {
  readonly issuer: URL;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
  readonly postLogoutRedirectUri: string;
  readonly scopes: string;
  /** Only for an http:// issuer on this machine (the embedded provider, tests); never in production. */
  readonly allowInsecureHttp: boolean;
  /** Extra authorization parameters, e.g. prompt=login so the development provider always asks. */
  readonly authorizationParams?: Readonly<Record<string, string>>;
}

/** Any OpenID Connect issuer, through openid-client 6: discovery, authorization code + PKCE, logout. */
export class OpenIdClientSignInProvider implements SignInProvider {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(private readonly settings: OpenIdClientSettings) {}

  async authorizationUrl(request: AuthorizationRequest): Promise<URL> {
    return oidc.buildAuthorizationUrl(await this.discovered(), {
      redirect_uri: this.settings.redirectUri,
      scope: this.settings.scopes,
      state: request.state,
      nonce: request.nonce,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
      ...this.settings.authorizationParams,
      // max_age=0 is prompt=login by the standard; saying both reaches issuers that honour only one of them.
      ...(request.maxAgeSeconds === null
        ? {}
        : { max_age: String(request.maxAgeSeconds), ...(request.maxAgeSeconds === 0 ? { prompt: 'login' } : {}) }),
    });
  }

  async complete(
    callbackUrl: URL,
    expected: { state: string; nonce: string; codeVerifier: string; maxAgeSeconds: number | null },
  ): Promise<CompletedSignIn> {
    const configuration = await this.discovered();
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: expected.codeVerifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
      // Requires auth_time in the ID token and refuses it when older than asked (with the library's 30 s leeway).
      ...(expected.maxAgeSeconds === null ? {} : { maxAge: expected.maxAgeSeconds }),
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new SignInFailed('sign_in_failed');
    // Some issuers put e-mail and names only in the userinfo answer, not in the ID token.
    const claims: Record<string, unknown> = idClaims.email
      ? idClaims
      : { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)), ...idClaims };
    if (typeof claims.email !== 'string' || claims.email.length === 0) throw new SignInFailed('email_missing');
    // An issuer that says outright the address is not the person's is refused; one that says nothing (Microsoft
    // Entra ID) or anything but `true` may sign in, but its address never links accounts or makes an admin.
    if (claims.email_verified === false) throw new SignInFailed('email_unverified');
    return {
      identity: {
        issuer: idClaims.iss,
        subject: idClaims.sub,
        email: claims.email,
        emailVerified: emailVerifiedClaim(claims.email_verified),
        givenName: claims.given_name,
        familyName: claims.family_name,
        picture: claims.picture,
      },
      idToken: tokens.id_token ?? null,
      authTimeSeconds: typeof idClaims.auth_time === 'number' ? idClaims.auth_time : null,
    };
  }

  async endSessionUrl(idToken: string | null): Promise<URL | null> {
    const configuration = await this.discovered();
    if (!configuration.serverMetadata().end_session_endpoint) return null;
    return oidc.buildEndSessionUrl(configuration, {
      post_logout_redirect_uri: this.settings.postLogoutRedirectUri,
      client_id: this.settings.clientId,
      ...(idToken ? { id_token_hint: idToken } : {}),
    });
  }

  /** Discovery happens on first use and is retried after a failure, so start-up never waits on the issuer. */
  private discovered(): Promise<oidc.Configuration> {
    this.configuration ??= oidc
      .discovery(
        this.settings.issuer,
        this.settings.clientId,
        undefined,
        oidc.ClientSecretBasic(this.settings.clientSecret),
        this.settings.allowInsecureHttp ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }
}
