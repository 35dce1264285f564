/** PostgreSQL answers timestamps as dates and jsonb parsed; PGlite may answer either as text. */
export function dateOf(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

export function jsonOf<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** A uuid[] literal for `= any(?::uuid[])`; the ids are ours (uuids), never typed by a person. */
export function uuidArray(ids: readonly string[]): string {
  return `{${ids.join(',')}}`;
}
