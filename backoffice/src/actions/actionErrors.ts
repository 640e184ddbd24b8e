import {
  normalizeError,
  readCallFailure,
  readServerErrors,
  type FormErrors,
} from '@tp/data-provider';
import type { FieldErrors } from '@tp/domain';

/** The catalogue's sentence for a failed call (spec §8), as the HTTP client words its errors. */
export function actionErrorMessage(error: unknown): string {
  return normalizeError(readCallFailure(error))?.message ?? 'ra.notification.http_error';
}

/** The server's errors by field of a failed call (a 422), in Rails' shape; null when none. */
export function actionFieldErrors(error: unknown): FieldErrors | null {
  const errors = readServerErrors(readCallFailure(error).body);
  return errors && !Array.isArray(errors) ? errors : null;
}

/** The server's errors on one field of a failed call, joined; null when none. */
export function actionFieldError(error: unknown, field: string): string | null {
  return actionFieldErrors(error)?.[field]?.join(', ') ?? null;
}

/**
 * The form-shaped errors of a failed call (the HTTP client's HttpError body), if any: what a
 * react-admin Form's submit answers to put the server's messages on its fields.
 */
export function actionFormErrors(error: unknown): FormErrors | null {
  if (typeof error !== 'object' || error === null || !('body' in error)) return null;
  const body = (error as { body: unknown }).body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return null;
  const errors = (body as { errors?: FormErrors }).errors;
  return errors ?? null;
}
