/**
 * The server sets `rl_signed_in=1` (`__Host-rl_signed_in` over HTTPS) beside the HttpOnly session cookie and
 * clears both together: a readable hint, not a credential. Without it nobody is signed in in this browser,
 * and asking /api/auth/user would only cost a request and a 401 in the console.
 */
const SIGNED_IN_HINT = /(?:^|;\s*)(?:__Host-)?rl_signed_in=1(?:;|$)/;

/** False only when the browser's cookies are readable and hold no hint (outside a browser: unknown, so true). */
export function maybeSignedIn(): boolean {
  if (typeof document === 'undefined') return true;
  return SIGNED_IN_HINT.test(document.cookie);
}
