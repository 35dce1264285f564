/**
 * One error type per kind of failure. They say what went wrong in the product's words and carry no
 * HTTP detail: the error middleware is the single place that turns a kind into a status code, so
 * domain and application code stay free of transport concerns.
 */
export abstract class AppError extends Error {
  abstract readonly kind: AppErrorKind;

  constructor(
    message: string,
    /** Extra fields the client may rely on, such as `requiresPayment`. Never internal detail. */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export type AppErrorKind =
  | 'validation'
  | 'authentication-required'
  | 'payment-required'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'payload-too-large'
  | 'unsupported-media-type'
  | 'rate-limited'
  | 'unavailable';

export class ValidationError extends AppError {
  readonly kind = 'validation';
}

export class AuthenticationRequiredError extends AppError {
  readonly kind = 'authentication-required';
  constructor(message = 'Unauthorized') {
    super(message);
  }
}

/** Signed in, but too long ago for this action: the client sends the person to sign in again and comes back. */
export class ReauthenticationRequiredError extends AppError {
  readonly kind = 'authentication-required';
  constructor() {
    super('For your security, sign in again to confirm it is you, then try again.', {
      code: 'reauthentication_required',
    });
  }
}

export class PaymentRequiredError extends AppError {
  readonly kind = 'payment-required';
  constructor(message = 'No repairs left. Buy a repair or subscribe to continue.') {
    super(message, { requiresPayment: true });
  }
}

export class ForbiddenError extends AppError {
  readonly kind = 'forbidden';
  constructor(message = 'Forbidden') {
    super(message);
  }
}

export class NotFoundError extends AppError {
  readonly kind = 'not-found';
  constructor(message = 'Not found') {
    super(message);
  }
}

export class ConflictError extends AppError {
  readonly kind = 'conflict';
}

export class PayloadTooLargeError extends AppError {
  readonly kind = 'payload-too-large';
}

export class UnsupportedMediaTypeError extends AppError {
  readonly kind = 'unsupported-media-type';
}

export class RateLimitedError extends AppError {
  readonly kind = 'rate-limited';
  constructor(readonly retryAfterSeconds: number) {
    super('Too many requests. Please wait a moment and try again.');
  }
}

export class ServiceUnavailableError extends AppError {
  readonly kind = 'unavailable';
}
