import type { FormErrors } from '@tp/data-provider';

/** The form-shaped errors of a failed call (the HTTP client's HttpError body), if any. */
export function formErrorsOf(error: unknown): FormErrors | null {
  if (typeof error !== 'object' || error === null || !('body' in error)) return null;
  const body = (error as { body: unknown }).body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return null;
  const errors = (body as { errors?: FormErrors }).errors;
  return errors ?? null;
}

/** The sentence to show for a failed call. */
export function errorMessageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
