import { ValidationError } from '../../../shared/errors/app-errors.js';

/** Problems by field path, e.g. { phone: "must be ...", "serviceArea.radius": "..." }. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * Every problem of a form at once (so it can mark each field), with the first as the message so a client
 * that shows one line still says something useful. Answered as 400 with `fieldErrors`.
 */
export class InvalidFieldsError extends ValidationError {
  constructor(readonly fieldErrors: FieldErrors) {
    const [field, problem] = Object.entries(fieldErrors)[0] ?? ['form', 'is not valid'];
    super(`${field}: ${problem}`, { fieldErrors });
  }
}
