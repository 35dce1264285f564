import { ValidationError } from '../../../shared/errors/app-errors.js';

/** Letters of any language (with their accents), spaces, apostrophes and hyphens, starting with a letter. */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' -]*$/u;
export const PERSON_NAME_MAX_LENGTH = 50;

/** A first or last name as people write it: "Zoë", "O'Brien", "Jean-François", "Nguyễn". */
export function personName(field: string, raw: string): string {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (value.length === 0) throw new ValidationError(`${field}: must not be empty`);
  if (value.length > PERSON_NAME_MAX_LENGTH) {
    throw new ValidationError(`${field}: must be at most ${PERSON_NAME_MAX_LENGTH} characters`);
  }
  if (!PERSON_NAME_PATTERN.test(value)) {
    throw new ValidationError(`${field}: may contain only letters, spaces, apostrophes and hyphens`);
  }
  return value;
}

/** Names from a sign-in provider are best effort: kept when valid, dropped when not. */
export function personNameOrNull(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  try {
    return personName('name', raw);
  } catch {
    return null;
  }
}

/** A person's name as others read it ("Robin Fixer"), or null when they gave neither part. */
export function fullName(person: {
  readonly firstName?: string | null;
  readonly lastName?: string | null;
}): string | null {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || null;
}
