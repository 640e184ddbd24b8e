import { writableFields } from '@tp/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { Forbidden, Invalid } from '../http/errors.ts';
import { parseOr422 } from '../http/validation.ts';
import type { CallContext, Resource, WireRecord } from './types.ts';

/** The JSON body; 400 when it is not JSON, as the hand-written routes answer it. */
export async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new HTTPException(400, { message: 'Malformed JSON in request body' });
  }
}

/** The object under `key` of a body, as Rails' `params.require(key)`; 422 when missing. */
export function keyedPayload(body: unknown, key: string): Record<string, unknown> {
  const payload =
    body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new Invalid({ base: [`param is missing or the value is empty: ${key}`] });
  }
  return payload as Record<string, unknown>;
}

/**
 * A create or update payload: keyed by the singular name, validated by the contract's schema,
 * and refused (403) when it sets a field the caller may not write.
 */
export async function writePayload(
  c: Context<AppEnv>,
  resource: Resource,
  schema: z.ZodObject,
  ctx: CallContext,
  current: WireRecord | undefined,
): Promise<Record<string, unknown>> {
  const raw = keyedPayload(await jsonBody(c), resource.singular);
  const allowed = writableFields(resource.contract, ctx.user, current);
  if (allowed !== 'all') {
    const refused = Object.keys(raw).filter((key) => key in schema.shape && !allowed.includes(key));
    if (refused.length > 0) throw new Forbidden(`You may not change ${refused.join(', ')}.`);
  }
  return parseOr422(schema, raw) as Record<string, unknown>;
}
