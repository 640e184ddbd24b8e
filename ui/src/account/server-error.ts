import { noticeForError } from '../toast/error-toast.ts';

/** The sentence a form shows for a failed call: the catalogue message of the error, if any. */
export function serverErrorSentence(error: unknown): string | null {
  return noticeForError(error)?.message ?? null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field's message from a failed save (the HTTP client's `body.errors`), if the server named it. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  if (!isRecord(error) || !isRecord(error.body) || !isRecord(error.body.errors)) return undefined;
  const message = error.body.errors[field];
  return typeof message === 'string' ? message : undefined;
}
