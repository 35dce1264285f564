import type { ApiError } from './request';

/**
 * What the server said, for a message shown to a person: the `message` of a JSON error body
 * (`400: {"message":"firstName: must not be empty"}` gives "firstName: must not be empty"), the body text
 * when it is not JSON, and undefined when the request never got an answer (the caller then shows its own
 * fallback text).
 */
export function serverMessage(error: ApiError | undefined): string | undefined {
  if (!error || typeof error.status !== 'number') return undefined;
  const body = error.message.slice(`${error.status}: `.length).trim();
  if (body === '') return undefined;
  try {
    const parsed = JSON.parse(body) as unknown;
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // Not JSON: the text itself is the message.
  }
  return body;
}

/** The ApiError inside whatever RTK Query's `unwrap()` rejected with. */
export function asApiError(error: unknown): ApiError | undefined {
  if (error && typeof error === 'object' && 'status' in error && 'message' in error) {
    const { status, message } = error as ApiError;
    if (typeof message === 'string') return { status, message };
  }
  return undefined;
}
