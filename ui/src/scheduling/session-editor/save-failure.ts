import { readCallFailure } from '@tp/data-provider';
import { rowErrorsFromFieldErrors, type FieldErrors } from '@tp/domain';
import { rowMessage } from './useEditorRows.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A refused save's messages per row of the sent payload (its index in `rows`): the 422's
 * `rows[i].field` errors, or the 409's `meta.rows` (the row whose tutor is double-booked).
 */
export function rowMessagesOfFailure(error: unknown): Map<number, string[]> {
  const { body } = readCallFailure(error);
  const byRow = new Map<number, string[]>();
  if (!isRecord(body)) return byRow;
  const add = (index: number, fields: FieldErrors) => {
    const messages = Object.entries(fields).flatMap(([field, list]) =>
      list.map((message) => rowMessage(field, message)),
    );
    byRow.set(index, [...(byRow.get(index) ?? []), ...messages]);
  };
  if (isRecord(body.errors)) {
    for (const [index, fields] of rowErrorsFromFieldErrors(body.errors as FieldErrors))
      add(index, fields);
  }
  if (byRow.size === 0 && isRecord(body.meta) && Array.isArray(body.meta.rows)) {
    for (const entry of body.meta.rows as unknown[]) {
      if (isRecord(entry) && typeof entry.index === 'number' && isRecord(entry.errors))
        add(entry.index, entry.errors as FieldErrors);
    }
  }
  return byRow;
}
