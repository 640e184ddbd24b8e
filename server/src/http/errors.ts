import { SIGN_IN_FAILURES, type FieldErrors, type SignInFailure } from '@tp/domain';

/** Typed errors services throw; `app.onError` maps each to the API's shape. */
export class HttpProblem extends Error {
  constructor(
    readonly status: 401 | 403 | 404 | 409 | 422 | 429,
    message: string,
    readonly errors?: FieldErrors,
    /** Details beside the errors, answered as `meta` (a booking's date-by-date outcome). */
    readonly meta?: unknown,
  ) {
    super(message);
  }
}

export class Unauthorized extends HttpProblem {
  constructor(message = 'You need to sign in or sign up before continuing.') {
    super(401, message);
  }
}

/**
 * A refused sign-in: the sentence, and its catalogue key as `code` (`invalid`, `locked`...), which
 * the apps translate into the user's language.
 */
export class SignInRefused extends HttpProblem {
  constructor(readonly code: SignInFailure) {
    super(401, SIGN_IN_FAILURES[code]);
  }
}

export class Forbidden extends HttpProblem {
  constructor(message = 'You are not allowed to do that.') {
    super(403, message);
  }
}

export class NotFound extends HttpProblem {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}

export class Conflict extends HttpProblem {
  constructor(message: string, errors?: FieldErrors, meta?: unknown) {
    super(409, message, errors ?? { base: [message] }, meta);
  }
}

/** 422 with Rails-style `{ errors: { field: [messages], base: [...] } }`. */
export class Invalid extends HttpProblem {
  constructor(errors: FieldErrors, meta?: unknown) {
    super(422, 'Validation failed', errors, meta);
  }
}

export class TooManyRequests extends HttpProblem {
  constructor(message = 'Too many attempts. Please wait a minute and try again.') {
    super(429, message);
  }
}
