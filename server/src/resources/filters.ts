import {
  and,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  CONTROL_CHARACTERS_MESSAGE,
  hasControlCharacters,
  isStorableTime,
  MAX_INTEGER,
  MAX_PER_PAGE,
  TIME_OUT_OF_RANGE_MESSAGE,
} from '@tp/domain';
import { z } from 'zod';
import { Invalid } from '../http/errors.ts';
import type { CallContext, Filter } from './types.ts';

/** Parsers of one raw query value, per JSON schema type. */
export const queryValue = {
  integer: z
    .string()
    .regex(/^-?\d{1,10}$/, 'must be an integer')
    .transform(Number)
    .refine((n) => Math.abs(n) <= MAX_INTEGER, 'must be an integer'),
  string: z.string().refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE),
  boolean: z
    .enum(['true', 'false', '1', '0'], 'must be true or false')
    .transform((v) => v === 'true' || v === '1'),
  dateTime: z.string().transform((value, ctx) => {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'must be an ISO 8601 time' });
      return z.NEVER;
    }
    if (!isStorableTime(date)) {
      ctx.addIssue({ code: 'custom', message: TIME_OUT_OF_RANGE_MESSAGE });
      return z.NEVER;
    }
    return date;
  }),
  /** A calendar day, "YYYY-MM-DD". */
  calendarDay: z.string().pipe(z.iso.date({ error: 'must be a date (YYYY-MM-DD)' })) as z.ZodType<
    string,
    string
  >,
};

/** A filter from a value parser and a condition over the parsed values. */
export function filter<T>(options: {
  description: string;
  valueType: Filter['valueType'];
  value: z.ZodType<T, string>;
  reveals?: readonly string[];
  where(values: T[], ctx: CallContext, canSee: (field: string) => boolean): SQL | undefined;
}): Filter {
  return {
    description: options.description,
    valueType: options.valueType,
    ...(options.reveals ? { reveals: options.reveals } : {}),
    condition(name, rawValues, ctx, canSee) {
      // As many values as `ids` takes: past that a query is an attack, not a filter.
      if (rawValues.length > MAX_PER_PAGE)
        throw new Invalid({ [name]: [`must be at most ${MAX_PER_PAGE} values`] });
      const values: T[] = [];
      for (const raw of rawValues) {
        const parsed = options.value.safeParse(raw);
        if (!parsed.success)
          throw new Invalid({ [name]: [parsed.error.issues[0]?.message ?? 'is invalid'] });
        values.push(parsed.data);
      }
      return values.length > 0 ? options.where(values, ctx, canSee) : undefined;
    },
  };
}

/** `column IN (values)` for integer ids. */
export function integerIn(column: PgColumn, description: string): Filter {
  return filter({
    description,
    valueType: 'integer',
    value: queryValue.integer,
    where: (values) => inArray(column, values),
  });
}

/** `column IN (values)` for strings. */
export function stringIn(column: PgColumn, description: string): Filter {
  return filter({
    description,
    valueType: 'string',
    value: queryValue.string,
    where: (values) => inArray(column, values),
  });
}

/** `column = value` for a boolean; asking for both true and false filters nothing. */
export function booleanIs(column: PgColumn, description: string): Filter {
  return filter({
    description,
    valueType: 'boolean',
    value: queryValue.boolean,
    where: (values) => (new Set(values).size === 1 ? eq(column, values[0]!) : undefined),
  });
}

/**
 * `unread=true|false` over a read-at column (notices, inbox items, contact history): not read
 * yet, or read; both values, or none, filter nothing. Reveals `readAt`.
 */
export function unreadBy(
  readAtColumn: PgColumn,
  description = 'Not yet read (true) or read (false).',
): Filter {
  return filter({
    description,
    valueType: 'boolean',
    value: queryValue.boolean,
    reveals: ['readAt'],
    where: (values) =>
      new Set(values).size === 1
        ? values[0]
          ? isNull(readAtColumn)
          : isNotNull(readAtColumn)
        : undefined,
  });
}

/** `%` and `_` typed by the user are literal characters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive "contains": any of the (trimmed, non-blank) terms in any of the searched
 * expressions; nothing to filter when every term is blank, nothing found when nothing is searched.
 */
function containsAnyTerm(values: string[], searched: (PgColumn | SQL)[]): SQL | undefined {
  const terms = values.map((v) => v.trim()).filter((v) => v.length > 0);
  if (terms.length === 0) return undefined;
  if (searched.length === 0) return sql`false`;
  return or(...terms.flatMap((term) => searched.map((column) => ilike(column, likePattern(term)))));
}

/**
 * Case-insensitive "contains" over the columns of some record fields; a field the caller may
 * not read is not searched (a search must not reveal what the record hides).
 */
export function textSearch(columns: Record<string, PgColumn>, description: string): Filter {
  return filter({
    description,
    valueType: 'string',
    value: queryValue.string,
    reveals: [],
    where: (values, _ctx, canSee) =>
      containsAnyTerm(
        values,
        Object.entries(columns)
          .filter(([field]) => canSee(field))
          .map(([, column]) => column),
      ),
  });
}

/**
 * Case-insensitive "contains" over computed expressions (a full name, a joined title): the
 * filter is refused to a caller who may not read every field in `reveals`.
 */
export function expressionSearch(options: {
  searched: (PgColumn | SQL)[];
  reveals: readonly string[];
  description: string;
}): Filter {
  return filter({
    description: options.description,
    valueType: 'string',
    value: queryValue.string,
    reveals: options.reveals,
    where: (values) => containsAnyTerm(values, options.searched),
  });
}

/**
 * The two halves of "records overlapping [startsAt, endsAt)": the window's start keeps the
 * records that end after it, the window's end keeps those that start before it.
 */
export function overlapWindow(
  startsAtColumn: PgColumn,
  endsAtColumn: PgColumn,
): { startsAt: Filter; endsAt: Filter } {
  return {
    startsAt: filter({
      description:
        'Window start: records ending after this time (with endsAt: overlapping [startsAt, endsAt)).',
      valueType: 'date-time',
      value: queryValue.dateTime,
      where: (values) => or(...values.map((v) => gt(endsAtColumn, v))),
    }),
    endsAt: filter({
      description: 'Window end: records starting before this time.',
      valueType: 'date-time',
      value: queryValue.dateTime,
      where: (values) => or(...values.map((v) => lt(startsAtColumn, v))),
    }),
  };
}

/**
 * One end of a window of calendar days over a date expression: `from` keeps the days on or
 * after the latest value given, `to` those on or before the earliest.
 */
export function calendarDayBound(options: {
  day: PgColumn | SQL;
  bound: 'from' | 'to';
  description: string;
  reveals: readonly string[];
}): Filter {
  return filter({
    description: options.description,
    valueType: 'date',
    value: queryValue.calendarDay,
    reveals: options.reveals,
    where: (values) =>
      options.bound === 'from'
        ? sql`${options.day} >= ${values.reduce((a, b) => (a > b ? a : b))}`
        : sql`${options.day} <= ${values.reduce((a, b) => (a < b ? a : b))}`,
  });
}

/** `upcoming=true`: starting after now; `upcoming=false`: started already. */
export function upcoming(startsAtColumn: PgColumn, description: string): Filter {
  return filter({
    description,
    valueType: 'boolean',
    value: queryValue.boolean,
    where: (values, ctx) => {
      if (new Set(values).size !== 1) return undefined;
      return values[0] ? gt(startsAtColumn, ctx.now) : lte(startsAtColumn, ctx.now);
    },
  });
}

/** ANDs the conditions that are set; undefined when none is. */
export function allOf(conditions: (SQL | undefined)[]): SQL | undefined {
  const set = conditions.filter((c): c is SQL => c !== undefined);
  return set.length === 0 ? undefined : and(...set);
}
