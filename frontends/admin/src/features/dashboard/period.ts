/** A period of whole UTC days, both ends included, written YYYY-MM-DD as the dashboard API takes them. */
export interface Period {
  readonly from: string;
  readonly to: string;
}

/** The quick choices above the date fields, in days ending today. */
export const PRESET_DAYS = [7, 30, 90] as const;
export const DEFAULT_PRESET_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `days` UTC days, today included (the server files every figure under its UTC day). */
export function lastDays(days: number, now = new Date()): Period {
  const to = utcDay(now);
  return { from: utcDay(new Date(Date.parse(to) - (days - 1) * DAY_MS)), to };
}

function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}
