import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens, states, nonces, PKCE verifiers. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Recognises a personal value (a deleted account's e-mail) without keeping it: HMAC-SHA-256 under
 * PERSONAL_DATA_HASH_KEY, which a dictionary of addresses cannot reverse without the key. It is taken over the
 * value's SHA-256, the form such values were once stored in, so those rows can be re-keyed without the value.
 */
export function personalDataHash(key: string, value: string): string {
  return rekeyedDigest(key, sha256Hex(value));
}

/** The keyed hash of a value whose plain SHA-256 (hex) is all that is known of it. */
export function rekeyedDigest(key: string, sha256OfValue: string): string {
  return createHmac('sha256', key).update(sha256OfValue).digest('hex');
}

/** PKCE S256 challenge of a verifier (RFC 7636). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
