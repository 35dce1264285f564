import type { EntityManager } from '@mikro-orm/sql';
import type { RateLimiter, RateLimitRule } from '../application/rate-limiter.js';

/**
 * Fixed-window counters in one table, incremented by a single upsert so concurrent hits on several
 * instances count exactly. Expired windows are swept every few hundred hits.
 */
export class PostgresRateLimiter implements RateLimiter {
  private hitsSinceSweep = 0;

  constructor(
    private readonly em: EntityManager,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async hit(rule: RateLimitRule, key: string): Promise<{ count: number; retryAfterSeconds: number }> {
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    const windowStart = nowSeconds - (nowSeconds % rule.windowSeconds);
    const rows = await this.em.execute<{ count: number }[]>(
      `insert into rate_limit_bucket (bucket_key, window_start, count, expires_at)
       values (?, to_timestamp(?), 1, to_timestamp(?))
       on conflict (bucket_key, window_start) do update set count = rate_limit_bucket.count + 1
       returning count`,
      [`${rule.name}:${key}`, windowStart, windowStart + rule.windowSeconds],
    );
    if (++this.hitsSinceSweep >= 500) {
      this.hitsSinceSweep = 0;
      await this.em.execute('delete from rate_limit_bucket where expires_at < now()');
    }
    return { count: Number(rows[0]?.count ?? 1), retryAfterSeconds: windowStart + rule.windowSeconds - nowSeconds };
  }
}
