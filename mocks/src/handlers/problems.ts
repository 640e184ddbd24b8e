import type { FieldErrors } from '@tp/domain';

/**
 * The API's error answers, with the server's exact messages (server/src/http/errors.ts), so
 * the apps meet the same shapes over the mocks: `{ error }`, plus `errors` for 422 and 409.
 */
export class MockProblem extends Error {
  constructor(
    readonly status: 401 | 403 | 404 | 409 | 422,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export const unauthorized = (message = 'You need to sign in or sign up before continuing.') =>
  new MockProblem(401, message);
export const forbidden = (message = 'You are not allowed to do that.') =>
  new MockProblem(403, message);
export const notFound = (message = 'Not found.') => new MockProblem(404, message);
export const invalid = (errors: FieldErrors) => new MockProblem(422, 'Validation failed', errors);
export const conflict = (message: string) => new MockProblem(409, message, { base: [message] });
