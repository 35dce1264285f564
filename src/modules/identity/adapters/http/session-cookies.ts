import type { AppContext } from '../../../../shared/http/route.js';

/**
 * The cookies identity sets. In production they carry the __Host- prefix, which browsers accept only
 * with Secure, Path=/ and no Domain: no subdomain can plant or read them.
 */
export class SessionCookies {
  readonly session: string;
  readonly signIn: string;
  readonly device: string;
  /**
   * "Someone is signed in here": no secret, readable by the shell (not HttpOnly), so that a visitor's browser
   * does not ask /api/auth/user at all. It lives and dies with the session cookie.
   */
  readonly signedInHint: string;

  constructor(
    private readonly secure: boolean,
    private readonly sessionMaxAgeMs: number,
  ) {
    const prefix = secure ? '__Host-' : '';
    this.session = `${prefix}rl_session`;
    this.signIn = `${prefix}rl_signin`;
    this.device = `${prefix}rl_device`;
    this.signedInHint = `${prefix}rl_signed_in`;
  }

  read(ctx: AppContext, name: string): string | undefined {
    return ctx.cookies.get(name) || undefined;
  }

  setSession(ctx: AppContext, token: string): void {
    this.write(ctx, this.session, token, this.sessionMaxAgeMs);
    this.setSignedInHint(ctx);
  }

  /** A session from before the hint existed gets it on its next request, so the shell asks who is signed in. */
  ensureSignedInHint(ctx: AppContext): void {
    if (!this.read(ctx, this.signedInHint)) this.setSignedInHint(ctx);
  }

  setSignIn(ctx: AppContext, binding: string): void {
    this.write(ctx, this.signIn, binding, 15 * 60 * 1000);
  }

  setDevice(ctx: AppContext, deviceKey: string): void {
    this.write(ctx, this.device, deviceKey, 365 * 24 * 60 * 60 * 1000);
  }

  /** Clearing the session (sign-out, expiry, account deleted) clears its hint too. */
  clear(ctx: AppContext, name: string): void {
    ctx.cookies.set(name, '', { ...this.attributes(), maxAge: 0, expires: new Date(0) });
    if (name === this.session) {
      ctx.cookies.set(this.signedInHint, '', {
        ...this.attributes(),
        httpOnly: false,
        maxAge: 0,
        expires: new Date(0),
      });
    }
  }

  private setSignedInHint(ctx: AppContext): void {
    ctx.cookies.set(this.signedInHint, '1', { ...this.attributes(), httpOnly: false, maxAge: this.sessionMaxAgeMs });
  }

  private write(ctx: AppContext, name: string, value: string, maxAge: number): void {
    ctx.cookies.set(name, value, { ...this.attributes(), maxAge });
  }

  private attributes() {
    return {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.secure,
      path: '/',
      overwrite: true,
      signed: false,
    };
  }
}
