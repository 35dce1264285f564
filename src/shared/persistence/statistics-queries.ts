import type { EntityManager } from '@mikro-orm/sql';
import { instantsOf, type DayRange } from '../domain/day-range.js';

/** The UTC day of a timestamptz column, as SQL: the day statistics file a row under. */
export function utcDaySql(column: string): string {
  return `(${column} at time zone 'UTC')::date`;
}

/** A query that counts per UTC day within the range it is given, selecting `day` (a date) and its measures. */
export type PerDayQuery = (bounds: { readonly start: Date; readonly end: Date }) => {
  readonly sql: string;
  readonly params: readonly unknown[];
};

/**
 * Runs a per-day count and answers one row per day of the range, in order, days without rows counting 0
 * (generate_series), so a chart shows the quiet days too. The measure names are the code's own, never input.
 */
export async function everyDayOf<Measure extends string>(
  em: EntityManager,
  range: DayRange,
  measures: readonly Measure[],
  perDay: PerDayQuery,
): Promise<({ day: string } & Record<Measure, number>)[]> {
  const { sql, params } = perDay(instantsOf(range));
  const columns = measures.map((measure) => `coalesce(per_day.${measure}, 0)::int as ${measure}`).join(', ');
  return em.execute(
    `with per_day as (${sql})
     select to_char(series.day, 'YYYY-MM-DD') as day, ${columns}
     from generate_series(?::date::timestamp, ?::date::timestamp, interval '1 day') as series (day)
     left join per_day on per_day.day = series.day::date
     order by series.day`,
    [...params, range.firstDay, range.lastDay],
  );
}

/** Counts grouped by a key turned into a record holding every key, the ones without rows at 0. */
export function countsByKey<Key extends string>(
  keys: readonly Key[],
  rows: readonly { readonly key: Key; readonly count: number }[],
): Record<Key, number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;
  for (const row of rows) counts[row.key] = row.count;
  return counts;
}
