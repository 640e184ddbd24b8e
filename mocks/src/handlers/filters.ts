import { invalid } from './problems.ts';
import type { AnyRow, CallContext, MockFilter, RowPredicate } from './types.ts';

/**
 * The list filters, one builder per kind as the server's filters.ts has them, over rows in
 * memory. Values that do not parse are a 422 naming the parameter, with the server's texts.
 */
type Parser<T> = (raw: string) => T | { error: string };

const parse = {
  integer: (raw: string) => (/^-?\d+$/.test(raw) ? Number(raw) : { error: 'must be an integer' }),
  string: (raw: string) => raw,
  boolean: (raw: string) =>
    ['true', 'false', '1', '0'].includes(raw)
      ? raw === 'true' || raw === '1'
      : { error: 'must be true or false' },
  dateTime: (raw: string) => {
    const date = new Date(raw);
    return Number.isNaN(date.getTime()) ? { error: 'must be an ISO 8601 time' } : date;
  },
} satisfies Record<string, Parser<unknown>>;

const isParseError = (value: unknown): value is { error: string } =>
  typeof value === 'object' && value !== null && 'error' in value;

export function filter<T>(
  value: Parser<T>,
  where: (values: T[], ctx: CallContext) => RowPredicate | undefined,
): MockFilter {
  return {
    condition(name, rawValues, ctx) {
      const values: T[] = [];
      for (const raw of rawValues) {
        const parsed = value(raw);
        if (isParseError(parsed)) throw invalid({ [name]: [parsed.error] });
        values.push(parsed);
      }
      return values.length > 0 ? where(values, ctx) : undefined;
    },
  };
}

const field = (row: AnyRow, key: string): unknown => row[key];

export function integerIn(key: string): MockFilter {
  return filter(parse.integer, (values) => (row) => values.includes(field(row, key) as number));
}

export function stringIn(key: string): MockFilter {
  return filter(parse.string, (values) => (row) => values.includes(field(row, key) as string));
}

/** Asking for both true and false filters nothing, as on the server. */
export function booleanIs(key: string): MockFilter {
  return filter(parse.boolean, (values) =>
    new Set(values).size === 1 ? (row) => field(row, key) === values[0] : undefined,
  );
}

/** Case-insensitive "contains" over any of the texts a row offers. */
export function textSearch(
  texts: (row: AnyRow, ctx: CallContext) => (string | null)[],
): MockFilter {
  return filter(parse.string, (values, ctx) => {
    const terms = values.map((v) => v.trim().toLowerCase()).filter((v) => v.length > 0);
    if (terms.length === 0) return undefined;
    return (row) =>
      texts(row, ctx).some(
        (text) => text !== null && terms.some((term) => text.toLowerCase().includes(term)),
      );
  });
}

const time = (row: AnyRow, key: string): number => (field(row, key) as Date).getTime();

/** Records overlapping [startsAt, endsAt): the window start keeps those ending after it... */
export function overlapWindow(): { startsAt: MockFilter; endsAt: MockFilter } {
  return {
    startsAt: filter(
      parse.dateTime,
      (values) => (row) => values.some((v) => time(row, 'endsAt') > v.getTime()),
    ),
    // ...and the window end keeps those starting before it.
    endsAt: filter(
      parse.dateTime,
      (values) => (row) => values.some((v) => time(row, 'startsAt') < v.getTime()),
    ),
  };
}

/** true: starting after now; false: started already. */
export function upcoming(): MockFilter {
  return filter(parse.boolean, (values, ctx) => {
    if (new Set(values).size !== 1) return undefined;
    return values[0]
      ? (row) => time(row, 'startsAt') > ctx.now.getTime()
      : (row) => time(row, 'startsAt') <= ctx.now.getTime();
  });
}

/** A filter on ids computed from other tables (a tutor's sessions, a student's sessions...). */
export function idsFrom(
  ids: (values: number[], ctx: CallContext) => Set<number>,
  key = 'id',
): MockFilter {
  return filter(parse.integer, (values, ctx) => {
    const wanted = ids(values, ctx);
    return (row) => wanted.has(field(row, key) as number);
  });
}

export { parse as queryValue };
