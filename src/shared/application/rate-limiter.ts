import { RateLimitedError } from '../errors/app-errors.js';
import { token } from '../token.js';

export interface RateLimitRule {
  /** What is limited, e.g. "fingerprint". */
  readonly name: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

/** Counts hits per key in fixed windows, shared by every server instance. */
export interface RateLimiter {
  /** Records one hit and answers how many hits the key has in the current window, this one included. */
  hit(rule: RateLimitRule, key: string): Promise<{ count: number; retryAfterSeconds: number }>;
}

export const RATE_LIMITER = token<RateLimiter>('shared.RateLimiter');

export async function enforceRateLimit(limiter: RateLimiter, rule: RateLimitRule, key: string): Promise<void> {
  const { count, retryAfterSeconds } = await limiter.hit(rule, key);
  if (count > rule.limit) throw new RateLimitedError(retryAfterSeconds);
}
