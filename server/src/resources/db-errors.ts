import { camelCase, TUTOR_DOUBLE_BOOKED_MESSAGE } from '@tp/domain';
import { Conflict, Invalid } from '../http/errors.ts';
import { rowsOfTable } from './record-names.ts';

interface PgError {
  code: string;
  detail?: string;
  column?: string;
  table?: string;
}

/** The PostgreSQL error behind a driver or Drizzle error (Drizzle wraps it in `cause`). */
function pgErrorOf(error: unknown): PgError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as PgError;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** `Key (brand_id)=(9) is not present...` -> `brandId`; `Key (lower(name::text))=...` -> `name`. */
function fieldOf(detail: string | undefined): string {
  const match = /Key \((?:lower\()?([a-z_]+)/.exec(detail ?? '');
  return match ? camelCase(match[1]!) : 'base';
}

/** Said of a duplicate whose key is not one field (a student already in a course, say). */
export const DUPLICATE_RECORD_MESSAGE = 'This record already exists.';

/**
 * The 409's sentence for a unique violation: `name has already been taken.` for a one-column
 * key, and a plain sentence for a key over several columns, where naming the first column
 * (`courseId has already been taken.` for a student already enrolled) would mislead.
 */
function duplicateMessage(detail: string | undefined): string {
  const key = /Key \(([^)]*)\)/.exec(detail ?? '')?.[1] ?? '';
  const field = fieldOf(detail);
  return field === 'base' || key.includes(',')
    ? DUPLICATE_RECORD_MESSAGE
    : `${field} has already been taken.`;
}

/**
 * PostgreSQL's "data exception" codes a value from a request can cause: text it cannot store
 * (NUL, a bad byte sequence), a number or time out of its type's range, text that is not a
 * number or time. Validation should have refused the value first; this is the last line.
 */
const BAD_VALUE_CODES = new Set([
  '22001', // string data right truncation (too long for the column)
  '22003', // numeric value out of range
  '22007', // invalid datetime format
  '22008', // datetime field overflow
  '22009', // invalid time zone displacement value
  '22021', // character not in repertoire (invalid byte sequence)
  '22P02', // invalid text representation
  '22P05', // untranslatable character (NUL)
  '54000', // program limit exceeded (a value too large to index)
]);

export const BAD_VALUE_MESSAGE =
  'A value is out of range or contains characters that cannot be stored.';

/**
 * The 422 for a value the database refused as a value (not a constraint), or null when the
 * error is something else. The field is named when the database names its column.
 */
export function badValueProblem(error: unknown): Invalid | null {
  const pg = pgErrorOf(error);
  if (!pg || !BAD_VALUE_CODES.has(pg.code)) return null;
  return new Invalid({ [pg.column ? camelCase(pg.column) : 'base']: [BAD_VALUE_MESSAGE] });
}

/**
 * The 409's sentence for a delete the database refused: the delete's own check
 * (delete-references.ts) names direct references with their counts, so what reaches here is a
 * row the delete would have cascaded to that something else still refers to. `Key (id)=(5) is
 * still referenced from table "payments".` names that table.
 */
export function stillReferencedMessage(detail: string | undefined, table?: string): string {
  const referencing = /referenced from table "([a-z_]+)"/.exec(detail ?? '')?.[1] ?? table;
  return referencing
    ? `This record can't be deleted: ${rowsOfTable(referencing)} still refer to it or to records that belong to it.`
    : "This record can't be deleted: other records still refer to it.";
}

/**
 * Maps constraint violations to the API's shapes: a missing referenced record is a 422 on
 * its field, a duplicate a 409, a record still referenced by others a 409 on delete, a value
 * the database cannot take a 422. Anything else is rethrown (a 500).
 */
export function translateDbError(error: unknown, action: 'write' | 'delete'): never {
  const pg = pgErrorOf(error);
  const badValue = badValueProblem(error);
  if (badValue) throw badValue;
  if (pg?.code === '23503' && action === 'delete') {
    throw new Conflict(stillReferencedMessage(pg.detail, pg.table));
  }
  if (pg?.code === '23503') throw new Invalid({ [fieldOf(pg.detail)]: ['must exist'] });
  if (pg?.code === '23505') throw new Conflict(duplicateMessage(pg.detail));
  // exclusion_violation: assignments_no_double_booking, the one exclusion constraint.
  if (pg?.code === '23P01') throw new Conflict(TUTOR_DOUBLE_BOOKED_MESSAGE);
  if (pg?.code === '23502')
    throw new Invalid({ [pg.column ? camelCase(pg.column) : 'base']: ["can't be blank"] });
  throw error;
}
