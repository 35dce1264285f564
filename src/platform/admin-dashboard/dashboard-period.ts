import { addDays, daysIn, type DayRange } from '../../shared/domain/day-range.js';
import { ValidationError } from '../../shared/errors/app-errors.js';

/** The period shown when none is asked for: the last 30 days, today included. */
export const DEFAULT_PERIOD_DAYS = 30;
/** A year, leap day included: one query per figure stays cheap and a daily chart stays readable. */
export const MAX_PERIOD_DAYS = 366;

/** The period the admin asked for, its missing ends filled in from today; refused when backwards or too long. */
export function dashboardPeriod(requested: { from?: string; to?: string }, today: string): DayRange {
  const lastDay = requested.to ?? today;
  const range = { firstDay: requested.from ?? addDays(lastDay, 1 - DEFAULT_PERIOD_DAYS), lastDay };
  const days = daysIn(range);
  if (days < 1) throw new ValidationError('from must be on or before to');
  if (days > MAX_PERIOD_DAYS) throw new ValidationError(`The period can be at most ${MAX_PERIOD_DAYS} days long`);
  return range;
}
