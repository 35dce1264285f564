const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our user ids are UUIDs; a value that came back from a provider is one only if it looks like one. */
export function isUserId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
