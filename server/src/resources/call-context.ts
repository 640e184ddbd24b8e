import { MAX_INTEGER, readableFields } from '@tp/domain';
import type { Context } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { linkBaseFor } from '../routes/auth/account-context.ts';
import { NotFound, Unauthorized } from '../http/errors.ts';
import type { CallContext, Resource } from './types.ts';

/** The caller of a v2 call: 401 when nobody is signed in. */
export function callContext(c: Context<AppEnv>): CallContext {
  const user = c.get('user');
  if (!user) throw new Unauthorized();
  const deps = c.get('deps');
  return {
    user,
    deps,
    now: deps.clock.now(),
    authSessionId: c.get('authSessionId'),
    linkBase: linkBaseFor(c),
  };
}

/**
 * The `:id` of a member route (a record read may end in `.json`, as the spec's clients send);
 * an id no record can have is simply not found.
 */
export function memberId(c: Context<AppEnv>): number {
  const raw = (c.req.param('id') ?? '').replace(/\.json$/, '');
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_INTEGER) throw new NotFound();
  return id;
}

/** Whether the caller may read a field on every record of the resource (filters, sorts). */
export function fieldVisibility(resource: Resource, ctx: CallContext): (field: string) => boolean {
  const fields = readableFields(resource.contract, ctx.user);
  if (fields === 'all') return () => true;
  const visible = new Set(['id', ...fields]);
  return (field) => visible.has(field);
}
