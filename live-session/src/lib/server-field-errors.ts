import { readCallFailure, readServerErrors } from '@tp/data-provider';
import type { FieldErrors } from '@tp/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * A refused save's messages (a 422's `errors`) on the form's fields: each on its field when
 * the form has it, after the field's label when `labelOf` is given ("Institution is too
 * long"); any other on the form's root (an alert above the fields).
 */
export function setServerFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  errors: FieldErrors,
  fields: readonly Path<Values>[],
  labelOf?: (field: Path<Values>) => string,
): void {
  for (const [field, messages] of Object.entries(errors)) {
    const known = (fields as readonly string[]).includes(field);
    const prefix = known && labelOf ? `${labelOf(field as Path<Values>)} ` : '';
    setError(known ? (field as Path<Values>) : 'root', {
      type: 'server',
      message: `${prefix}${messages.join(', ')}`,
    });
  }
}

/**
 * The server's messages per field of a refused save (`statuses`: a 422, and where the form
 * shows a conflict on a field, a 409); null for any other failure.
 */
export function refusedFieldErrors(
  error: unknown,
  statuses: readonly number[] = [422],
): FieldErrors | null {
  const { status, body } = readCallFailure(error);
  if (!statuses.includes(status)) return null;
  const errors = readServerErrors(body);
  return errors && !Array.isArray(errors) ? errors : null;
}
