import type { Context, MiddlewareHandler } from 'hono';
import { resolver, uniqueSymbol, validator } from 'hono-openapi';
import { ZodError, type z } from 'zod';
import { Invalid } from '../../http/errors.ts';
import { zodToFieldErrors } from '../../http/validation.ts';
import type { FieldErrors } from '@tp/domain';
import type { AppEnv } from '../../http/context.ts';

/**
 * Validators that both check a request part with a zod schema and document it: hono-openapi
 * reads the same schema into the OpenAPI document. A failure is the API's 422 with Rails-style
 * field errors, thrown to `app.onError` like every other 422.
 */

type Issues = readonly { path?: readonly unknown[] }[];

/** Field errors of the issues, keyed by the field inside `envelope` when there is one. */
function fieldErrorsOf(
  issues: Issues,
  { envelope, fieldNames = {} }: { envelope?: string; fieldNames?: Record<string, string> },
): FieldErrors {
  const unwrapped = issues.map((issue) => {
    const path = (issue.path ?? []).map((segment) =>
      typeof segment === 'object' && segment !== null && 'key' in segment ? segment.key : segment,
    ) as PropertyKey[];
    // An issue with the envelope itself (not an object) concerns the body as a whole: base.
    const inside = envelope !== undefined && path[0] === envelope ? path.slice(1) : path;
    const [field, ...rest] = inside;
    const named = typeof field === 'string' ? (fieldNames[field] ?? field) : field;
    return { ...issue, path: named === undefined ? [] : [named, ...rest] };
  });
  // zod's issues pass through standard-schema untouched; the cast restores their type.
  return zodToFieldErrors(new ZodError(unwrapped as z.core.$ZodIssue[]));
}

function failWith422(options: { envelope?: string; fieldNames?: Record<string, string> } = {}) {
  return (result: { success: boolean; error?: Issues }, _c: Context) => {
    if (!result.success) throw new Invalid(fieldErrorsOf(result.error ?? [], options));
  };
}

/**
 * A JSON body. With `envelope` (Devise's `{ user: {...} }`), errors name the fields inside it
 * (`errors.email`, not `errors.user`); the schema decides what a missing envelope means.
 */
export function validJson<Schema extends z.ZodType>(
  schema: Schema,
  options: { envelope?: string } = {},
) {
  return validator('json', schema, failWith422(options));
}

/**
 * Query parameters. `fieldNames` renames a parameter in the errors, where the query keeps
 * Devise's snake_case and the wire's errors are camelCase (`confirmation_token` ->
 * `confirmationToken`).
 */
export function validQuery<Schema extends z.ZodType>(
  schema: Schema,
  options: { fieldNames?: Record<string, string> } = {},
) {
  return validator('query', schema, failWith422(options));
}

/** Path parameters; `fieldNames` as for validQuery. */
export function validParams<Schema extends z.ZodType>(
  schema: Schema,
  options: { fieldNames?: Record<string, string> } = {},
) {
  return validator('param', schema, failWith422(options));
}

/** A multipart or url-encoded form. */
export function validForm<Schema extends z.ZodType>(schema: Schema) {
  return validator('form', schema, failWith422());
}

/** For a route that answers its own 422 shape (the sign-in link's): the errors, or null. */
export function validQueryOr<Schema extends z.ZodType>(
  schema: Schema,
  respond: (c: Context, errors: FieldErrors) => Response,
) {
  return validator('query', schema, (result, c) => {
    if (!result.success) return respond(c, fieldErrorsOf(result.error, {}));
  });
}

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * A body sent either url-encoded (pusher-js's channel authorization) or as JSON: validated by
 * the same schema whichever it is, documented with both media types, and read by the handler
 * as `c.req.valid('json')`.
 */
export function validFormOrJson<Schema extends z.ZodType>(
  schema: Schema,
): MiddlewareHandler<
  AppEnv,
  string,
  { in: { json: z.input<Schema> }; out: { json: z.output<Schema> } }
> {
  const asJson = validator('json', schema, failWith422());
  const asForm = validator('form', schema, failWith422());
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim();
    if (JSON_MEDIA_TYPE.test(mediaType)) return asJson(c, next);
    return asForm(c, async () => {
      // The form validator has just stored the value; this middleware's own type names no form.
      c.req.addValidatedData('json', c.req.valid('form' as never));
      await next();
    });
  };
  const body = { schema: resolver(schema) };
  return Object.assign(middleware, {
    [uniqueSymbol]: {
      spec: {
        requestBody: {
          required: true,
          content: { 'application/x-www-form-urlencoded': body, 'application/json': body },
        },
      },
    },
  });
}
