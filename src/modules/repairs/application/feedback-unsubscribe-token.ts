import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token in a feedback e-mail's unsubscribe link: the owner's id and an HMAC of it, so the link works without
 * signing in and nobody can opt someone else out by guessing. The key is derived from a server secret for this
 * use alone, so a token is never a hash made for anything else.
 */
export class FeedbackUnsubscribeTokens {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHmac('sha256', serverSecret).update('repairs.feedback-email.unsubscribe.v1').digest();
  }

  tokenFor(ownerId: string): string {
    return `${ownerId}.${this.signature(ownerId)}`;
  }

  /** The owner the token was made for; null for a forged, tampered or malformed one. */
  ownerOf(token: string): string | null {
    const [ownerId, signature, ...rest] = token.split('.');
    if (!ownerId || !signature || rest.length > 0 || !/^[0-9a-f-]{36}$/.test(ownerId)) return null;
    // Compared as written: a decoder's leniency must not let a changed token through.
    const expected = Buffer.from(this.signature(ownerId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? ownerId : null;
  }

  private signature(ownerId: string): string {
    return createHmac('sha256', this.key).update(ownerId).digest('base64url');
  }
}
