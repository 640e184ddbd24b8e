import { LOCK_VERSION_FIELD, unwritableFieldErrors, writableFields } from '@tp/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { Invalid } from '../http/errors.ts';
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

/**
 * 422 naming every key of the raw payload the caller may not write: one the schema does not take
 * (read-only, set by an action, or unknown) or one the field rules keep from them. Checked
 * before the values, so the answer says what to leave out rather than how to fix it.
 */
function refuseUnwritable(
  resource: Resource,
  schema: z.ZodObject,
  ctx: CallContext,
  current: WireRecord | undefined,
  raw: Record<string, unknown>,
): void {
  const writable = writableFields(resource.contract, ctx.user, current);
  const errors = unwritableFieldErrors(resource.contract, schema, raw, writable);
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
}

/**
 * A write payload: keyed by the singular name, validated by the contract's schema, and
 * refused (422) when it sets a field the caller may not write or the schema does not take.
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
  const { [LOCK_VERSION_FIELD]: _version, ...fields } = raw;
  refuseUnwritable(resource, schema, ctx, current, fields);
  const { [LOCK_VERSION_FIELD]: lockVersion, ...changes } = parseOr422(
    withLockVersion(schema),
    raw,
  ) as Record<string, unknown>;
  return { changes, lockVersion: lockVersion as number | undefined };
}
