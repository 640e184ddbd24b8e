import type { FieldErrors } from '@tp/domain';
import { invalid } from './problems.ts';
import type { FieldRule } from './types.ts';

/**
 * Checks a write payload against field rules as the server's zod schemas do: unknown keys
 * dropped, a missing required field "can't be blank", a value of the wrong type "is
 * invalid", ISO times turned into Dates. Throws a 422 with every field's errors.
 */
export function validatePayload(
  payload: Record<string, unknown>,
  rules: Record<string, FieldRule>,
): Record<string, unknown> {
  const errors: FieldErrors = {};
  const values: Record<string, unknown> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  for (const [field, rule] of Object.entries(rules)) {
    const value = payload[field];
    if (value === undefined) {
      if (rule.required) add(field, "can't be blank");
      continue;
    }
    if (value === null) {
      if (rule.nullable) values[field] = null;
      else add(field, "can't be blank");
      continue;
    }
    const checked = checkValue(value, rule);
    if (checked instanceof FieldError) add(field, checked.message);
    else values[field] = checked;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return values;
}

class FieldError {
  constructor(readonly message: string) {}
}

function checkValue(value: unknown, rule: FieldRule): unknown {
  switch (rule.type) {
    case 'string': {
      if (typeof value !== 'string') return new FieldError('is invalid');
      const text = value.trim();
      if (rule.oneOf && !rule.oneOf.includes(text))
        return new FieldError(`must be one of ${rule.oneOf.join(', ')}`);
      if (rule.min !== undefined && text.length < rule.min) {
        return new FieldError(text.length === 0 ? "can't be blank" : 'is too short');
      }
      if (rule.max !== undefined && text.length > rule.max)
        return new FieldError(`is too long (maximum is ${rule.max} characters)`);
      return text;
    }
    case 'integer': {
      if (typeof value !== 'number' || !Number.isInteger(value))
        return new FieldError('must be an integer');
      if (rule.min !== undefined && value < rule.min)
        return new FieldError(`must be greater than or equal to ${rule.min}`);
      if (rule.max !== undefined && value > rule.max)
        return new FieldError(`must be less than or equal to ${rule.max}`);
      return value;
    }
    case 'boolean':
      return typeof value === 'boolean' ? value : new FieldError('is invalid');
    case 'datetime': {
      // The server takes ISO 8601 with an offset (Z or +hh:mm).
      if (
        typeof value !== 'string' ||
        !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)
      ) {
        return new FieldError('is not a valid time');
      }
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? new FieldError('is not a valid time') : date;
    }
  }
}

/** The same rules with nothing required: what an update accepts. */
export function partial(rules: Record<string, FieldRule>): Record<string, FieldRule> {
  return Object.fromEntries(
    Object.entries(rules).map(([field, rule]) => [field, { ...rule, required: false }]),
  );
}

export function omit(
  rules: Record<string, FieldRule>,
  ...fields: string[]
): Record<string, FieldRule> {
  return Object.fromEntries(Object.entries(rules).filter(([field]) => !fields.includes(field)));
}
