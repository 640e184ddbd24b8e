import { readServerErrors } from '@tp/data-provider';
import type { FieldErrors } from '@tp/domain';

/** Form fields the server's names map to (the start is the form's date and time). */
const FORM_FIELDS = new Set(['type', 'departmentId', 'name', 'details', 'startsAt', 'duration']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * A 422's errors split for the form (spec §8, STYLE "the live app uses setError with the same
 * errors"): those of the form's fields go on the fields; the others (base, endsAt...) read as
 * one line above the form. Null for any other failure (the error toast shows those).
 */
export function serverFieldErrors(
  error: unknown,
): { fields: FieldErrors; base: string | null } | null {
  if (!isRecord(error) || error.status !== 422 || !isRecord(error.body)) return null;
  const errors = readServerErrors(error.body.response);
  if (!errors) return null;
  if (Array.isArray(errors)) return { fields: {}, base: errors.join(' ') };
  const fields: FieldErrors = {};
  const others: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    if (FORM_FIELDS.has(field)) fields[field] = messages;
    else if (field === 'endsAt') fields.duration = messages;
    else
      others.push(
        ...messages.map((message) => (field === 'base' ? message : `${field} ${message}`)),
      );
  }
  return { fields, base: others.length > 0 ? others.join(' ') : null };
}
