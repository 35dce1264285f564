/**
 * Whole UTC days from `firstDay` to `lastDay`, both included, written YYYY-MM-DD: the periods that
 * statistics are read for, one figure per day.
 */
export interface DayRange {
  readonly firstDay: string;
  readonly lastDay: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day an instant falls on. */
export function utcDayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The day `days` days after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return utcDayOf(new Date(startOfDay(day).getTime() + days * DAY_MS));
}

/** How many days the range holds (1 when the first day is the last); 0 or less when it runs backwards. */
export function daysIn(range: DayRange): number {
  return Math.round((startOfDay(range.lastDay).getTime() - startOfDay(range.firstDay).getTime()) / DAY_MS) + 1;
}

/** The instants the range covers: from its first day's UTC midnight up to, not including, the day after it. */
export function instantsOf(range: DayRange): { readonly start: Date; readonly end: Date } {
  return { start: startOfDay(range.firstDay), end: startOfDay(addDays(range.lastDay, 1)) };
}

function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}
