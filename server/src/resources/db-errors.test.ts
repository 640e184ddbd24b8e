import { describe, expect, it } from 'vitest';
import { TUTOR_DOUBLE_BOOKED_MESSAGE } from '@tp/domain';
import { Conflict, Invalid } from '../http/errors.ts';
import {
  BAD_VALUE_MESSAGE,
  DUPLICATE_RECORD_MESSAGE,
  badValueProblem,
  translateDbError,
} from './db-errors.ts';

/** A PostgreSQL error as Drizzle throws it: the driver's error in `cause`. */
function drizzleError(code: string, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error('Failed query: ...'), {
    cause: Object.assign(new Error('database says no'), { code, ...extra }),
  });
}

describe('database errors as API answers', () => {
  it.each([
    ['22P05', 'a NUL byte in text'],
    ['22021', 'an invalid byte sequence'],
    ['22003', 'a number out of range'],
    ['22008', 'a time out of range'],
    ['22007', 'a malformed time'],
  ])('maps %s (%s) to a 422', (code) => {
    const problem = badValueProblem(drizzleError(code));
    expect(problem).toBeInstanceOf(Invalid);
    expect(problem!.errors).toEqual({ base: [BAD_VALUE_MESSAGE] });
  });

  it('names the column when the database does', () => {
    expect(badValueProblem(drizzleError('22001', { column: 'first_name' }))!.errors).toEqual({
      firstName: [BAD_VALUE_MESSAGE],
    });
  });

  it('leaves other errors alone', () => {
    expect(badValueProblem(drizzleError('40001'))).toBeNull();
    expect(badValueProblem(new Error('not a database error'))).toBeNull();
  });

  it('answers a write that would double-book a tutor with a 409 saying so', () => {
    expect(() => translateDbError(drizzleError('23P01'), 'write')).toThrow(
      new Conflict(TUTOR_DOUBLE_BOOKED_MESSAGE),
    );
  });

  it('translates a bad value in a write to the 422, and constraint errors as before', () => {
    expect(() => translateDbError(drizzleError('22008'), 'write')).toThrow(Invalid);
    expect(() =>
      translateDbError(drizzleError('23505', { detail: 'Key (name)=(x) exists.' }), 'write'),
    ).toThrow(Conflict);
    const other = drizzleError('40001');
    expect(() => translateDbError(other, 'write')).toThrow(other);
  });

  it('says a duplicate over several columns already exists, without naming one of them', () => {
    const composite = drizzleError('23505', {
      detail: 'Key (course_id, student_id)=(1, 1) already exists.',
    });
    expect(() => translateDbError(composite, 'write')).toThrow(
      new Conflict(DUPLICATE_RECORD_MESSAGE),
    );
    const single = drizzleError('23505', { detail: 'Key (lower(name::text))=(x) already exists.' });
    expect(() => translateDbError(single, 'write')).toThrow(
      new Conflict('name has already been taken.'),
    );
  });

  it('names the table that still refers to a record a delete would have cascaded to', () => {
    const referenced = drizzleError('23503', {
      detail: 'Key (id)=(5) is still referenced from table "payroll_items".',
    });
    expect(() => translateDbError(referenced, 'delete')).toThrow(
      new Conflict(
        "This record can't be deleted: payroll items still refer to it or to records that belong to it.",
      ),
    );
    expect(() => translateDbError(drizzleError('23503'), 'delete')).toThrow(
      new Conflict("This record can't be deleted: other records still refer to it."),
    );
  });
});
