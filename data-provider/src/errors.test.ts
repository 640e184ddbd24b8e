import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ERROR,
  ERRORS_TITLE,
  FORM_ERRORS_MESSAGE,
  SERVER_ERROR_MESSAGE,
  SERVER_ERROR_TITLE,
  STATUS_MESSAGES,
  catalogueText,
} from '@tp/domain';
import { HttpError } from 'ra-core';
import {
  handleModalRejection,
  isModalDismissal,
  loginErrorMessage,
  readCallFailure,
  normalizeError,
  readServerErrors,
  shouldNotify,
  toFormErrors,
} from './errors.ts';

const SERVER_ERROR = { title: SERVER_ERROR_TITLE, message: SERVER_ERROR_MESSAGE };

describe('normalizeError', () => {
  it('returns null for a success', () => {
    expect(normalizeError({ status: 200, body: { course: {} } })).toBeNull();
    expect(normalizeError({ status: 204, body: null })).toBeNull();
  });

  it('shows the server-error text for a 500, whatever the body says', () => {
    expect(
      normalizeError({ status: 500, body: { error: 'Internal server error', requestId: 'r1' } }),
    ).toEqual(SERVER_ERROR);
  });

  it('shows the server-error text for other 5xx statuses', () => {
    expect(normalizeError({ status: 502, body: null })).toEqual(SERVER_ERROR);
    expect(normalizeError({ status: 503, body: { errors: { base: ['down'] } } })).toEqual(
      SERVER_ERROR,
    );
  });

  it('shows a network failure (status -1) as a server error', () => {
    expect(normalizeError({ status: -1, body: null })).toEqual(SERVER_ERROR);
  });

  it('turns Rails-style field errors into one sentence titled "Hmm, something is not right"', () => {
    const body = {
      error: 'Validation failed',
      errors: { startsAt: ["can't be blank"], base: ['Slot taken'] },
    };
    expect(normalizeError({ status: 422, body })).toEqual({
      title: ERRORS_TITLE,
      message: "Starts at can't be blank. Slot taken.",
    });
  });

  it('turns an errors array into one sentence', () => {
    expect(
      normalizeError({ status: 409, body: { errors: ['Slot taken', 'Try another time'] } }),
    ).toEqual({
      title: ERRORS_TITLE,
      message: 'Slot taken. Try another time.',
    });
  });

  it('accepts a lone string per field', () => {
    expect(
      normalizeError({ status: 422, body: { errors: { title: 'is too long' } } })?.message,
    ).toBe('Title is too long.');
  });

  it('prefers errors over the error string', () => {
    const body = { error: 'Conflict', errors: { base: ['That slot is already taken'] } };
    expect(normalizeError({ status: 409, body })?.message).toBe('That slot is already taken.');
  });

  it('shows the error string as-is when there are no errors', () => {
    expect(normalizeError({ status: 403, body: { error: 'Invalid CSRF token.' } })).toEqual({
      title: ERRORS_TITLE,
      message: 'Invalid CSRF token.',
    });
  });

  it('falls through an empty errors object to the error string', () => {
    expect(
      normalizeError({ status: 404, body: { error: 'Course not found.', errors: {} } })?.message,
    ).toBe('Course not found.');
  });

  it('uses the status text when the body says nothing', () => {
    expect(normalizeError({ status: 401, body: null })).toEqual(STATUS_MESSAGES[401]);
    expect(normalizeError({ status: 403, body: {} })).toEqual(STATUS_MESSAGES[403]);
    expect(normalizeError({ status: 404, body: 'Not Found' })).toEqual(STATUS_MESSAGES[404]);
    expect(normalizeError({ status: 422, body: { error: '' } })).toEqual({
      title: 'Error',
      message: FORM_ERRORS_MESSAGE,
    });
  });

  it('uses the default text for a status without one', () => {
    expect(normalizeError({ status: 418, body: null })).toEqual(DEFAULT_ERROR);
  });
});

describe('readServerErrors', () => {
  it('drops blank and non-string messages', () => {
    expect(readServerErrors({ errors: { a: ['', 3, 'is bad'], b: [null] } })).toEqual({
      a: ['is bad'],
    });
  });

  it('returns null when there is no errors member', () => {
    expect(readServerErrors({ error: 'x' })).toBeNull();
    expect(readServerErrors(null)).toBeNull();
  });
});

describe('shouldNotify', () => {
  it.each([-1, 401, 404, 422])('leaves status %i to the screens', (status) => {
    expect(shouldNotify(status)).toBe(false);
  });

  it.each([400, 403, 409, 500, 503])('notifies status %i', (status) => {
    expect(shouldNotify(status)).toBe(true);
  });
});

describe('isModalDismissal', () => {
  it.each(['cancel', 'escape key pressed'])('treats %s as a dismissal', (reason) => {
    expect(isModalDismissal(reason)).toBe(true);
  });

  it('treats other reasons as failures', () => {
    expect(isModalDismissal('backdrop')).toBe(false);
    expect(isModalDismissal(new Error('cancel'))).toBe(false);
    expect(isModalDismissal(undefined)).toBe(false);
  });
});

describe('toFormErrors', () => {
  it('puts one message per field and the whole sentence at root.serverError', () => {
    expect(
      toFormErrors({ startsAt: ["can't be blank", 'is invalid'], base: ['Slot taken'] }),
    ).toEqual({
      startsAt: "can't be blank, is invalid",
      root: { serverError: "Starts at can't be blank. Starts at is invalid. Slot taken." },
    });
  });

  it('puts a list of messages only at the root', () => {
    expect(toFormErrors(['Slot taken'])).toEqual({ root: { serverError: 'Slot taken.' } });
  });
});

describe('normalizeError, the rest of the catalogue', () => {
  it('titles a 403 with its sentence "Hmm, something is not right"', () => {
    expect(
      normalizeError({ status: 403, body: { error: 'You are not allowed to see this course.' } }),
    ).toEqual({ title: ERRORS_TITLE, message: 'You are not allowed to see this course.' });
  });

  it('shows the rate-limit text for a 429 without a sentence', () => {
    expect(normalizeError({ status: 429, body: {} })).toEqual(STATUS_MESSAGES[429]);
  });

  it('shows the server’s sentence for a 429 that has one', () => {
    expect(
      normalizeError({ status: 429, body: { error: 'Too many sign-in attempts. Try later.' } })
        ?.message,
    ).toBe('Too many sign-in attempts. Try later.');
  });

  it('shows the 422 default when a 422 says nothing', () => {
    expect(normalizeError({ status: 422, body: null })).toEqual(STATUS_MESSAGES[422]);
  });

  it('capitalises snake_case and camelCase field names alike', () => {
    expect(
      normalizeError({
        status: 422,
        body: { errors: { first_name: ["can't be blank"], zipCode: ['is invalid'] } },
      })?.message,
    ).toBe("First name can't be blank. Zip code is invalid.");
  });
});

describe('handleModalRejection', () => {
  it.each(['cancel', 'escape key pressed'])('ends quietly on %s', async (reason) => {
    await expect(Promise.reject(reason).catch(handleModalRejection)).resolves.toBeUndefined();
  });

  it('re-throws any other rejection', async () => {
    const failure = new Error('save failed');
    await expect(Promise.reject(failure).catch(handleModalRejection)).rejects.toBe(failure);
    await expect(Promise.reject('backdrop click').catch(handleModalRejection)).rejects.toBe(
      'backdrop click',
    );
  });
});

describe('readCallFailure', () => {
  it('reads the status and server answer of the HTTP client’s HttpError', () => {
    const response = { error: 'Invalid login or password.' };
    const error = new HttpError('Invalid login or password.', 401, {
      title: ERRORS_TITLE,
      response,
    });
    expect(readCallFailure(error)).toEqual({ status: 401, body: response });
  });

  it('takes an error with a plain body as it is', () => {
    expect(readCallFailure({ status: 403, body: { error: 'No.' } })).toEqual({
      status: 403,
      body: { error: 'No.' },
    });
  });

  it('reads a thrown TypeError (no answer) as a network failure', () => {
    expect(readCallFailure(new TypeError('Failed to fetch'))).toEqual({ status: -1, body: null });
  });
});

describe('loginErrorMessage', () => {
  const failure = (status: number, body: unknown) => ({ status, body });

  it('shows serverError500 titled "Hmm, something is not right" for a 500', () => {
    expect(loginErrorMessage(failure(500, { error: 'Internal server error' }))).toEqual({
      title: ERRORS_TITLE,
      message: SERVER_ERROR_MESSAGE,
    });
  });

  it('shows serverError500 when the network failed', () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch')).message).toBe(SERVER_ERROR_MESSAGE);
  });

  it('shows a server error with a space as-is', () => {
    expect(loginErrorMessage(failure(401, { error: 'Invalid login or password.' }))).toEqual({
      title: ERRORS_TITLE,
      message: 'Invalid login or password.',
    });
  });

  it('translates a one-word server error under login.{error}', () => {
    expect(loginErrorMessage(failure(401, { error: 'locked' })).message).toBe(
      catalogueText('login.locked'),
    );
  });

  it('uses the locale’s text for the key and the title when it has them', () => {
    const spanish: Record<string, string> = {
      'login.locked': 'Tu cuenta está bloqueada.',
      hmSomethingNotRight: 'Hmm, algo no está bien',
    };
    expect(loginErrorMessage(failure(401, { error: 'locked' }), (key) => spanish[key])).toEqual({
      title: 'Hmm, algo no está bien',
      message: 'Tu cuenta está bloqueada.',
    });
  });

  it('shows a refusal the server names by code in the user’s language, English as sent', () => {
    const answer = failure(401, { error: 'Invalid login or password.', code: 'invalid' });
    const spanish: Record<string, string> = { 'login.invalid': 'Usuario o contraseña no válidos.' };
    expect(loginErrorMessage(answer, (key) => spanish[key], 'es').message).toBe(
      'Usuario o contraseña no válidos.',
    );
    expect(loginErrorMessage(answer, (key) => spanish[key], 'en').message).toBe(
      'Invalid login or password.',
    );
    // A language without that key keeps the server's sentence.
    expect(loginErrorMessage(answer, () => undefined, 'fr').message).toBe(
      'Invalid login or password.',
    );
  });

  it('falls back to the status text for a key no locale knows', () => {
    expect(loginErrorMessage(failure(401, { error: 'mystery' })).message).toBe(
      STATUS_MESSAGES[401]?.message,
    );
  });

  it('gives a 429 without a sentence the rate-limit text', () => {
    expect(loginErrorMessage(failure(429, null))).toEqual(STATUS_MESSAGES[429]);
  });

  it('shows the 429 sentence the server sends', () => {
    expect(
      loginErrorMessage(failure(429, { error: 'Too many attempts. Try again in a minute.' }))
        .message,
    ).toBe('Too many attempts. Try again in a minute.');
  });
});
