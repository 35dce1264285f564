/**
 * The server's rule for first and last names (src/modules/identity/domain/person-name.ts), checked here
 * first so that a person sees what to fix before sending; tests/unit/frontends holds the two to the same
 * answers. Letters of any language with their accents, spaces, apostrophes and hyphens, starting with a
 * letter, 1 to 50 characters once trimmed.
 */
export const PERSON_NAME_MAX_LENGTH = 50;
const PERSON_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' -]*$/u;

export type PersonNameProblem = 'empty' | 'tooLong' | 'characters';

/** The name as the server stores it: trimmed, inner runs of spaces made one. */
export function normalizePersonName(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

export function personNameProblem(raw: string): PersonNameProblem | null {
  const value = normalizePersonName(raw);
  if (value.length === 0) return 'empty';
  if (value.length > PERSON_NAME_MAX_LENGTH) return 'tooLong';
  if (!PERSON_NAME_PATTERN.test(value)) return 'characters';
  return null;
}
