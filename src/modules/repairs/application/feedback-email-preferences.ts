import type { Clock } from '../../../shared/application/clock.js';
import type { FeedbackRequests } from '../ports/feedback-requests.js';
import type { FeedbackUnsubscribeTokens } from './feedback-unsubscribe-token.js';

/** Opting out of the "Did this fix it?" e-mails from the link in one of them, without signing in. */
export class FeedbackEmailPreferences {
  constructor(
    private readonly requests: FeedbackRequests,
    private readonly tokens: FeedbackUnsubscribeTokens,
    private readonly clock: Clock,
  ) {}

  /** Whether the token is one we signed, without recording anything: the link's confirmation page asks first. */
  isGenuine(token: string): boolean {
    return this.tokens.ownerOf(token) !== null;
  }

  /** False for a forged or tampered token: nothing is recorded then. Unsubscribing twice is still unsubscribed. */
  async unsubscribe(token: string): Promise<boolean> {
    const ownerId = this.tokens.ownerOf(token);
    if (!ownerId) return false;
    await this.requests.optOut(ownerId, this.clock.now());
    return true;
  }
}
