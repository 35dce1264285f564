/** One field that an admin action changed, with its JSON before and after. */
export interface ChangedField {
  readonly field: string;
  readonly before: string;
  readonly after: string;
}

const asJson = (value: unknown) => JSON.stringify(value ?? null);

/**
 * The fields whose values differ between two states, for a compact "before → after" line. States that are
 * not both plain objects count as one change of the whole value (field "").
 */
export function changedFields(before: unknown, after: unknown): ChangedField[] {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isRecord(before) || !isRecord(after)) {
    return asJson(before) === asJson(after) ? [] : [{ field: '', before: asJson(before), after: asJson(after) }];
  }
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => asJson(before[field]) !== asJson(after[field]))
    .map((field) => ({ field, before: asJson(before[field]), after: asJson(after[field]) }));
}
