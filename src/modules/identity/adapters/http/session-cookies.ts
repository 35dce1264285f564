import type { AppContext } from '../../../../shared/http/route.js';

/**
 * The cookies identity sets. In production they carry the __Host- prefix, which browsers accept only
 * with Secure, Path=/ and no Domain: no subdomain can plant or read them.
 */
export class SessionCookies {
  readonly session: string;
  readonly signIn: string;
  readonly device: string;

  constructor(
    private readonly secure: boolean,
    private readonly sessionMaxAgeMs: number,
  ) {
    const prefix = secure ? '__Host-' : '';
    this.session = `${prefix}rl_session`;
    this.signIn = `${prefix}rl_signin`;
    this.device = `${prefix}rl_device`;
  }

  read(ctx: AppContext, name: string): string | undefined {
    return ctx.cookies.get(name) || undefined;
  }

  setSession(ctx: AppContext, token: string): void {
    this.write(ctx, this.session, token, this.sessionMaxAgeMs);
  }

  setSignIn(ctx: AppContext, binding: string): void {
    this.write(ctx, this.signIn, binding, 15 * 60 * 1000);
  }

  setDevice(ctx: AppContext, deviceKey: string): void {
    this.write(ctx, this.device, deviceKey, 365 * 24 * 60 * 60 * 1000);
  }

  clear(ctx: AppContext, name: string): void {
    ctx.cookies.set(name, '', { ...this.attributes(), maxAge: 0, expires: new Date(0) });
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
