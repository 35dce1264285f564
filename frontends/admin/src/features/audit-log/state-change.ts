/** One field that an admin action changed, as a person reads it: null where the field had (or has) no value. */
export interface ChangedField {
  readonly field: string;
  readonly before: string | null;
  readonly after: string | null;
}

const asJson = (value: unknown) => JSON.stringify(value ?? null);

/** A value as text: strings as they are, anything else as JSON, and no value (null, missing) as null. */
const shown = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * The fields whose values differ between two states, for a compact "before → after" line. States that are
 * not both plain objects count as one change of the whole value (field "").
 */
export function changedFields(before: unknown, after: unknown): ChangedField[] {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isRecord(before) || !isRecord(after)) {
    return asJson(before) === asJson(after) ? [] : [{ field: '', before: shown(before), after: shown(after) }];
  }
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => asJson(before[field]) !== asJson(after[field]))
    .map((field) => ({ field, before: shown(before[field]), after: shown(after[field]) }));
}

/** "reason: Spam", "status: pending → approved", "note: removed" (via `removed`): no "null" shown. */
export function changeText({ field, before, after }: ChangedField, removed: string): string {
  const label = field ? `${field}: ` : '';
  if (before === null) return `${label}${after ?? removed}`;
  return `${label}${before} → ${after ?? removed}`;
}
