const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids of a target list that can be row ids: a hand-written or foreign target is named by nobody. */
export function uuidsAmong(ids: readonly string[]): string[] {
  return ids.filter((id) => UUID.test(id));
}
