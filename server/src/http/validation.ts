import type { FieldErrors } from '@tp/domain';
import type { ZodError, ZodType } from 'zod';
import { Invalid } from './errors.ts';

/** Zod issues as Rails-style field errors keyed by the top-level camelCase field. */
export function zodToFieldErrors(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'base';
    const message =
      issue.code === 'invalid_type' && issue.input === undefined ? "can't be blank" : issue.message;
    (out[field] ??= []).push(message);
  }
  return out;
}

/** Parses with the schema or throws a 422. */
export function parseOr422<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Invalid(zodToFieldErrors(result.error));
  return result.data;
}
