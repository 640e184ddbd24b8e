import { LOCK_VERSION_FIELD, writableFields } from '@tp/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { Forbidden, Invalid } from '../http/errors.ts';
import { parseOr422 } from '../http/validation.ts';
import { withLockVersion } from './lock-version.ts';
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

/** 403 when the raw payload sets a field of `schema` the caller may not write. */
function refuseUnwritable(
  resource: Resource,
  schema: z.ZodObject,
  ctx: CallContext,
  current: WireRecord | undefined,
  raw: Record<string, unknown>,
): void {
  const allowed = writableFields(resource.contract, ctx.user, current);
  if (allowed === 'all') return;
  const refused = Object.keys(raw).filter((key) => key in schema.shape && !allowed.includes(key));
  if (refused.length > 0) throw new Forbidden(`You may not change ${refused.join(', ')}.`);
}

/**
 * A write payload: keyed by the singular name, validated by the contract's schema, and
 * refused (403) when it sets a field the caller may not write.
 */
export async function writePayload(
  c: Context<AppEnv>,
  resource: Resource,
  schema: z.ZodObject,
  ctx: CallContext,
  current: WireRecord | undefined,
): Promise<Record<string, unknown>> {
  const raw = keyedPayload(await jsonBody(c), resource.singular);
  refuseUnwritable(resource, schema, ctx, current, raw);
  return parseOr422(schema, raw) as Record<string, unknown>;
}

/**
 * An update payload, checked as a create's against the contract's update schema: the changes,
 * and the `lockVersion` the client read when it sends one (422 when that is not a version).
 */
export async function updatePayload(
  c: Context<AppEnv>,
  resource: Resource,
  ctx: CallContext,
  current: WireRecord,
): Promise<{ changes: Record<string, unknown>; lockVersion: number | undefined }> {
  const schema = resource.contract.update!;
  const raw = keyedPayload(await jsonBody(c), resource.singular);
  // The version is not a field of the record one writes: field rules do not apply to it.
  refuseUnwritable(resource, schema, ctx, current, raw);
  const { [LOCK_VERSION_FIELD]: lockVersion, ...changes } = parseOr422(
    withLockVersion(schema),
    raw,
  ) as Record<string, unknown>;
  return { changes, lockVersion: lockVersion as number | undefined };
}
