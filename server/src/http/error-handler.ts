import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import type { AppEnv } from './context.ts';
import { HttpProblem, SignInRefused } from './errors.ts';
import { badValueProblem } from '../resources/db-errors.ts';
import { zodToFieldErrors } from './validation.ts';
import { log } from '../log/log-line.ts';

/**
 * Maps every error to the API's shapes: `{ errors: {...} }` for 422/409, `{ error }` for the
 * others, and a bare 500 that never shows internals (logged with the request id).
 */
export function handleError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof HttpProblem) {
    const meta = err.meta === undefined ? {} : { meta: err.meta };
    if (err.errors) return c.json({ error: err.message, errors: err.errors, ...meta }, err.status);
    if (err instanceof SignInRefused) return c.json({ error: err.message, code: err.code }, 401);
    return c.json({ error: err.message }, err.status);
  }
  if (err instanceof ZodError) {
    return c.json({ error: 'Validation failed', errors: zodToFieldErrors(err) }, 422);
  }
  if (err instanceof HTTPException && err.status < 500) {
    return c.json({ error: err.message || 'Bad request' }, err.status);
  }
  const requestId = c.get('requestId') ?? 'unknown';
  // A value only the database refused: the caller's 422, and a gap in validation to log.
  const badValue = badValueProblem(err);
  if (badValue) {
    log.warn(`[${requestId}] ${c.req.method} ${c.req.path}: the database refused a value`, err);
    return handleError(badValue, c);
  }
  log.error(`[${requestId}] ${c.req.method} ${c.req.path}`, err);
  return c.json({ error: 'Internal server error', requestId }, 500);
}
