import { getTableColumns, is, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { brands, courses, employees, enrollments, parents, tutors } from '../schema/index.ts';
import {
  BRAND_COLUMN_DEFAULTS,
  COURSE_COLUMN_DEFAULTS,
  EMPLOYEE_COLUMN_DEFAULTS,
  ENROLLMENT_COLUMN_DEFAULTS,
  PARENT_COLUMN_DEFAULTS,
  TUTOR_COLUMN_DEFAULTS,
} from './column-defaults.ts';

/**
 * What the schema stores in a column an insert leaves out: its literal default, what its
 * default function answers, or null for a nullable column with neither.
 */
function schemaDefault(table: PgTable, column: string): unknown {
  const definition = getTableColumns(table)[column];
  if (!definition) throw new Error(`no column ${column}`);
  if (definition.default !== undefined && !is(definition.default, SQL)) return definition.default;
  if (definition.defaultFn) return definition.defaultFn();
  if (!definition.notNull) return null;
  throw new Error(`${column} has no default a row could take`);
}

const CASES: [string, PgTable, Record<string, unknown>][] = [
  ['brands', brands, BRAND_COLUMN_DEFAULTS],
  ['employees', employees, EMPLOYEE_COLUMN_DEFAULTS],
  ['tutors', tutors, TUTOR_COLUMN_DEFAULTS],
  ['parents', parents, PARENT_COLUMN_DEFAULTS],
  ['courses', courses, COURSE_COLUMN_DEFAULTS],
  ['enrollments', enrollments, ENROLLMENT_COLUMN_DEFAULTS],
];

describe("the demo world's column defaults", () => {
  it.each(CASES)('are the schema’s own for %s', (_name, table, defaults) => {
    const fromSchema = Object.fromEntries(
      Object.keys(defaults).map((column) => [column, schemaDefault(table, column)]),
    );
    expect(defaults).toEqual(fromSchema);
  });
});
