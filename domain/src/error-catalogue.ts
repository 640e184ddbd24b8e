import { ERRORS_TITLE, SERVER_ERROR_MESSAGE } from './messages.ts';

/**
 * The catalogue's texts that are not per-status (spec: sign-in-exams-and-shared §8), by the
 * translation keys the spec names. English is the reference; a locale file may translate the
 * same keys, and `catalogueText` is the English fallback for them.
 */
export const CATALOGUE_TEXTS: Readonly<Record<string, string>> = {
  serverError500: SERVER_ERROR_MESSAGE,
  hmSomethingNotRight: ERRORS_TITLE,
  // Sign-in failures the server answers by key rather than by sentence (Devise's failure keys).
  'login.invalid': 'Invalid login or password.',
  'login.not_found_in_database': 'Invalid login or password.',
  'login.locked': 'Your account is locked.',
  'login.last_attempt': 'You have one more attempt before your account is locked.',
  'login.unconfirmed': 'You have to confirm your email address before continuing.',
  'login.inactive': 'Your account is not activated yet.',
  'login.frozen': 'Your account has been frozen.',
  'login.timeout': 'Your session expired. Please sign in again to continue.',
  'login.unauthenticated': 'You need to sign in or sign up before continuing.',
  'login.already_authenticated': 'You are already signed in.',
};

/** The title key of a failed sign-in (spec §8 "Sign-in"). */
export const LOGIN_ERROR_TITLE_KEY = 'hmSomethingNotRight';

/** The English text of a catalogue key, or undefined for a key the catalogue lacks. */
export function catalogueText(key: string): string | undefined {
  return Object.hasOwn(CATALOGUE_TEXTS, key) ? CATALOGUE_TEXTS[key] : undefined;
}

export type LoginErrorText = { kind: 'key'; key: string } | { kind: 'sentence'; text: string };

/**
 * Which catalogue text a failed sign-in shows (spec §8 "Sign-in"): status 500 shows
 * serverError500 (so does any other 5xx and no answer at all, -1: a server failure never
 * shows its body); otherwise the server's error string is shown as-is when it contains a
 * space (it is a sentence), else it is a key translated under `login.{error}`. Null when the
 * answer carries no error string: the generic handling by status applies then.
 */
export function loginErrorText(status: number, error: string | null): LoginErrorText | null {
  if (status === -1 || status >= 500) return { kind: 'key', key: 'serverError500' };
  const trimmed = error?.trim() ?? '';
  if (trimmed === '') return null;
  return trimmed.includes(' ')
    ? { kind: 'sentence', text: trimmed }
    : { kind: 'key', key: `login.${trimmed}` };
}

/**
 * A message with attachments failed because an attachment did (spec §8 "Exams and files"):
 * the screen shows this and deletes the files it had uploaded for the message.
 */
export const MESSAGE_ATTACHMENTS_FAILED = {
  title: 'Oops',
  message: 'Sorry, your message could not be sent. There was an error with your attachments.',
} as const;
