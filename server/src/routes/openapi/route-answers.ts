import { resolver } from 'hono-openapi';
import { z } from 'zod';
import { RATE_LIMITED_MESSAGE } from '../../http/rate-limit.ts';
import { errorBody, validationErrorBody } from './error-bodies.ts';
import { toJsonSchema } from './json-schema.ts';

/**
 * Building blocks of a route's `describeRoute({ responses })`: each answer's body is a zod
 * schema, turned into JSON Schema when the document is generated.
 */

/** A JSON body described by a zod schema, as the server writes it (`io: 'output'`). */
export function jsonContent(schema: z.ZodType) {
  return { 'application/json': { schema: resolver(schema, { options: { io: 'output' } }) } };
}

export function answer(description: string, schema: z.ZodType) {
  return { description, content: jsonContent(schema) };
}

/** A refusal: `{ error }`. */
export function refusal(description: string) {
  return answer(description, errorBody);
}

/** A 422: `{ error, errors: { field: [...] } }`. */
export function invalid(description: string) {
  return answer(description, validationErrorBody);
}

export const NOT_SIGNED_IN = refusal('Not signed in.');
export const CSRF_REFUSED = refusal(
  'Invalid CSRF token (the X-XSRF-TOKEN header is missing or wrong).',
);

/** The answer of a rate-limited call past its per-address limit. */
export const TOO_MANY_REQUESTS = {
  description: `Too many calls from this address in the window: "${RATE_LIMITED_MESSAGE}"`,
  headers: {
    'Retry-After': {
      description: 'Seconds until the window ends.',
      schema: toJsonSchema(z.int().positive().meta({ example: 42 })),
    },
  },
  content: jsonContent(errorBody),
};
