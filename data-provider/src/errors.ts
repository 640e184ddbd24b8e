import {
  DEFAULT_ERROR,
  DEFAULT_LANGUAGE,
  ERRORS_TITLE,
  LOGIN_ERROR_TITLE_KEY,
  catalogueText,
  loginErrorText,
  SERVER_ERROR_MESSAGE,
  SERVER_ERROR_TITLE,
  STATUS_MESSAGES,
  errorsToSentence,
  type FieldErrors,
} from '@tp/domain';

/** What a toast shows for a failed call (spec: sign-in-exams-and-shared §8). */
export interface ErrorNotice {
  title: string;
  message: string;
}

/** The status the client reports when no answer arrived (network failure, CORS, offline). */
export const NETWORK_FAILURE_STATUS = -1;

/** Statuses the global interceptor leaves to the screens that handle them (spec §8). */
const STATUSES_HANDLED_BY_SCREENS: readonly number[] = [NETWORK_FAILURE_STATUS, 401, 404, 422];

/** Modal dismissals are not failures (spec §8): other rejections are re-thrown. */
const MODAL_DISMISSALS: readonly string[] = ['cancel', 'escape key pressed'];

const SERVER_ERROR: ErrorNotice = { title: SERVER_ERROR_TITLE, message: SERVER_ERROR_MESSAGE };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The `errors` member of an error body in the shape errorsToSentence takes: Rails-style
 * `{ field: [messages] }` (a lone string per field is accepted) or a list of messages.
 * Null when there is nothing usable, so an empty `errors` falls through to `error`.
 */
export function readServerErrors(body: unknown): FieldErrors | string[] | null {
  if (!isRecord(body)) return null;
  const { errors } = body;
  if (Array.isArray(errors)) {
    const messages = errors.filter((e): e is string => typeof e === 'string' && e.trim() !== '');
    return messages.length > 0 ? messages : null;
  }
  if (!isRecord(errors)) return null;
  const fieldErrors: FieldErrors = {};
  for (const [field, value] of Object.entries(errors)) {
    const list = Array.isArray(value) ? value : [value];
    const messages = list.filter((e): e is string => typeof e === 'string' && e.trim() !== '');
    if (messages.length > 0) fieldErrors[field] = messages;
  }
  return Object.keys(fieldErrors).length > 0 ? fieldErrors : null;
}

function readErrorString(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const { error } = body;
  return typeof error === 'string' && error.trim() !== '' ? error : null;
}

function isServerFailure(status: number): boolean {
  // 0 is what an opaque or aborted-by-the-network response reports.
  return status === NETWORK_FAILURE_STATUS || status === 0 || status >= 500;
}

/**
 * The catalogue's title and message for an answer, or null when the status is a success.
 * Order (spec §8): a server failure (5xx, or no answer at all) shows the server-error text
 * whatever the body says, so internals never reach the user; then the body's `errors` as one
 * sentence; then the body's `error` string; then a text by status, else the default.
 */
export function normalizeError({
  status,
  body,
}: {
  status: number;
  body: unknown;
}): ErrorNotice | null {
  if (status >= 200 && status < 400) return null;
  if (isServerFailure(status)) return SERVER_ERROR;
  const errors = readServerErrors(body);
  if (errors) return { title: ERRORS_TITLE, message: errorsToSentence(errors) };
  const error = readErrorString(body);
  if (error) return { title: ERRORS_TITLE, message: error };
  return STATUS_MESSAGES[status] ?? DEFAULT_ERROR;
}

/** Whether the global interceptor should toast this status (-1, 401, 404, 422 are left to screens). */
export function shouldNotify(status: number): boolean {
  return !STATUSES_HANDLED_BY_SCREENS.includes(status);
}

/** Whether a modal's rejection reason is the user closing it, which is not an error. */
export function isModalDismissal(reason: unknown): boolean {
  return typeof reason === 'string' && MODAL_DISMISSALS.includes(reason);
}

/**
 * Form errors in react-admin's (and react-hook-form's) shape: one message per field, and the
 * whole sentence as `root.serverError`, which react-admin shows as the form's notification.
 * Rails arrays cannot be passed through: react-admin would read `["can't be blank"]` as a
 * nested field `startsAt.0`. "base" messages belong to no field, so they only reach the root.
 */
export interface FormErrors {
  [field: string]: string | { serverError: string };
  root: { serverError: string };
}

export function toFormErrors(errors: FieldErrors | string[]): FormErrors {
  const form: FormErrors = { root: { serverError: errorsToSentence(errors) } };
  if (Array.isArray(errors)) return form;
  for (const [field, messages] of Object.entries(errors)) {
    if (field === 'base' || field === 'root') continue;
    form[field] = messages.join(', ');
  }
  return form;
}

/**
 * For a modal's promise (spec §8): `.catch(handleModalRejection)`. A dismissal ('cancel',
 * 'escape key pressed') ends quietly; any other rejection is re-thrown for the caller's
 * error handling.
 */
export function handleModalRejection(reason: unknown): void {
  if (isModalDismissal(reason)) return;
  throw reason;
}

/** A failed call as the catalogue reads it: the status and the server's answer. */
export interface CallFailure {
  status: number;
  /** The server's JSON answer (`{ error, errors, requestId }`), null when there was none. */
  body: unknown;
}

/**
 * The status and server answer of anything a call threw. The HTTP client's HttpError keeps
 * the answer at `body.response`; an object with a status and a plain body is taken as it is;
 * anything else (a fetch that never got an answer) is a network failure, status -1.
 */
export function readCallFailure(error: unknown): CallFailure {
  if (!isRecord(error) || typeof error.status !== 'number') {
    return { status: NETWORK_FAILURE_STATUS, body: null };
  }
  const { status, body } = error;
  if (isRecord(body) && 'response' in body && 'title' in body) {
    return { status, body: body.response };
  }
  return { status, body: body ?? null };
}

/** Translates a catalogue key; undefined when the locale has no text for it. */
export type TranslateKey = (key: string) => string | undefined;

/**
 * The notice of a failed sign-in (spec §8 "Sign-in"): a 500 shows serverError500; the
 * server's error string is shown as-is when it contains a space, else translated under
 * `login.{error}` (an untranslated key falls back to the status text); the title is
 * hmSomethingNotRight. An answer without an error string gets the generic handling.
 * `translate` is the locale's lookup; English (domain's catalogue) when it has no text. In a
 * language other than English, a refusal the server names by `code` reads in that language.
 */
export function loginErrorMessage(
  error: unknown,
  translate?: TranslateKey,
  language: string = DEFAULT_LANGUAGE,
): ErrorNotice {
  const { status, body } = readCallFailure(error);
  const text = (key: string) => translate?.(key) ?? catalogueText(key);
  const title = text(LOGIN_ERROR_TITLE_KEY) ?? ERRORS_TITLE;
  // The server writes its sentence in English and names it by `code`: another language shows
  // its own text for that key (a Spanish sign-in error in Spanish).
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : null;
  const translated = code && language !== DEFAULT_LANGUAGE ? translate?.(`login.${code}`) : null;
  if (translated) return { title, message: translated };
  const rule = loginErrorText(status, readErrorString(body));
  if (rule === null) return normalizeError({ status, body }) ?? DEFAULT_ERROR;
  if (rule.kind === 'sentence') return { title, message: rule.text };
  const fallback = (STATUS_MESSAGES[status] ?? DEFAULT_ERROR).message;
  return { title, message: text(rule.key) ?? fallback };
}
