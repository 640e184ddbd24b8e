/** The generic error catalogue's texts (spec: sign-in-exams-and-shared §8). */
export const SERVER_ERROR_TITLE = 'Sorry, there has been a problem';
/** Two spaces after "error." as the spec writes it. */
export const SERVER_ERROR_MESSAGE =
  'Our server has experienced an error.  Please contact customer service.';
export const ERRORS_TITLE = 'Hmm, something is not right';
export const FORM_ERRORS_MESSAGE = 'Please fix the errors on the form.';
/** The spec titles the invalid-form sentence "Error" (sign-in §5, scheduling's error catalogue). */
export const FORM_ERRORS_TITLE = 'Error';
export const REQUIRED_FIELDS_MESSAGE = 'Please fill all required fields.';
/** On `email` when another account already signs in with the address (Rails' wording). */
export const EMAIL_TAKEN_MESSAGE = 'has already been taken';
/** 409 when a write would give a tutor two sessions at once (the database refuses it). */
export const TUTOR_DOUBLE_BOOKED_MESSAGE = 'The tutor already has a session at that time.';

/** Default messages by status when an error has no body to show. */
export const STATUS_MESSAGES: Record<number, { title: string; message: string }> = {
  401: { title: 'Signed out', message: 'Please sign in to continue.' },
  403: { title: 'Not allowed', message: 'You are not allowed to do that.' },
  404: { title: 'Not found', message: 'We could not find what you were looking for.' },
  409: {
    title: 'Conflict',
    message: 'That was changed by someone else. Please reload and try again.',
  },
  422: { title: FORM_ERRORS_TITLE, message: FORM_ERRORS_MESSAGE },
  // Sign-in and token calls are rate-limited per address (issue 3); the server's own
  // sentence wins when it sends one.
  429: {
    title: 'Too many attempts',
    message: 'Too many attempts. Please wait a few minutes and try again.',
  },
};
export const DEFAULT_ERROR = {
  title: ERRORS_TITLE,
  message: 'Something went wrong. Please try again.',
};

export type FieldErrors = Record<string, string[]>;

function capitalise(field: string): string {
  const words = field
    .replace(/([A-Z])/g, ' $1')
    .replace(/_/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Rails-style errors as one sentence: field names capitalised and put before each message,
 * "base" dropped (`{ startsAt: ["can't be blank"], base: ["Slot taken"] }` ->
 * "Starts at can't be blank. Slot taken.").
 */
export function errorsToSentence(errors: FieldErrors | string[] | string): string {
  if (typeof errors === 'string') return errors;
  const parts = Array.isArray(errors)
    ? errors
    : Object.entries(errors).flatMap(([field, messages]) =>
        (Array.isArray(messages) ? messages : [String(messages)]).map((message) =>
          field === 'base' ? message : `${capitalise(field)} ${message}`,
        ),
      );
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => (/[.!?]$/.test(p) ? p : `${p}.`))
    .join(' ');
}

/** Spec sign-in-exams §8: failed exam summaries, reports and transcripts (one space, as written there). */
export const EXAMS_SERVER_ERROR_MESSAGE =
  'Our server has experienced an error. Please contact customer service.';
