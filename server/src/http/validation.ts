import type { FieldErrors } from '@tp/domain';
import type { ZodError, ZodType } from 'zod';
import { Invalid } from './errors.ts';

const NOT_GIVEN: unique symbol = Symbol('not given');

/** The value at `path` inside `value` (undefined when any step is missing). */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

/**
 * Zod issues as Rails-style field errors keyed by the top-level camelCase field. A value of the
 * wrong type reads "can't be blank" only when it is missing: with the parsed `value` at hand a
 * value that is there (1.5 for whole cents, "100" for a number) keeps the schema's own words.
 * (zod's issues do not carry the input, so without `value` every wrong type reads as blank.)
 */
export function zodToFieldErrors(error: ZodError, value: unknown = NOT_GIVEN): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'base';
    const missing =
      value === NOT_GIVEN ? issue.input === undefined : valueAt(value, issue.path) == null;
    const message = issue.code === 'invalid_type' && missing ? "can't be blank" : issue.message;
    (out[field] ??= []).push(message);
  }
  return out;
}

/** Parses with the schema or throws a 422. */
export function parseOr422<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Invalid(zodToFieldErrors(result.error, value));
  return result.data;
}
