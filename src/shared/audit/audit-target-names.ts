import { token } from '../token.js';

/**
 * Who or what an audit entry's target (`<kind>:<id>`) is, as an admin reads it: each module names the targets
 * of its own kind (a person by name and e-mail, a contractor by business name); the log keeps the raw target.
 */
export interface AuditTargetNamer {
  /** The kind of target it names: the part before the colon, e.g. "user". */
  readonly kind: string;
  /** The names of the ids it knows; an id it does not know (gone, or never one) is left out. */
  namesOf(ids: readonly string[]): Promise<ReadonlyMap<string, string>>;
}

export const AUDIT_TARGET_NAMER = token<AuditTargetNamer>('shared.AuditTargetNamer');

/** The name of each target the namers know, by target ("user:…" → "Robin Fixer (robin@…)"). */
export async function namesOfTargets(
  targets: readonly string[],
  namers: readonly AuditTargetNamer[],
): Promise<ReadonlyMap<string, string>> {
  const names = new Map<string, string>();
  for (const namer of namers) {
    const prefix = `${namer.kind}:`;
    const ids = [...new Set(targets.filter((target) => target.startsWith(prefix)))].map((target) =>
      target.slice(prefix.length),
    );
    if (ids.length === 0) continue;
    for (const [id, name] of await namer.namesOf(ids)) names.set(`${prefix}${id}`, name);
  }
  return names;
}
