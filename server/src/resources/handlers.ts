import { listMeta, type Action } from '@tp/domain';
import { getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { Forbidden, Invalid, NotFound, Unauthorized } from '../http/errors.ts';
import { parseOr422 } from '../http/validation.ts';
import { reachCondition, reachOf, type Reach } from './access.ts';
import { translateDbError } from './db-errors.ts';
import { allOf } from './filters.ts';
import { loadIncludes, parseIncludes, type IncludeTree, type Registry } from './includes.ts';
import { normaliseQuery, parseListParams } from './list-params.ts';
import { countRows, findRow, selectRows } from './query.ts';
import type {
  AfterCommit,
  AnyRow,
  CallContext,
  Resource,
  WireRecord,
  WriteDefinition,
} from './types.ts';

function callContext(c: Context<AppEnv>): CallContext {
  const user = c.get('user');
  if (!user) throw new Unauthorized();
  const deps = c.get('deps');
  return { user, deps, now: deps.clock.now() };
}

/** The caller's reach for an action; `none` is 403 on the collection, 404 on a member. */
function reachFor(
  resource: Resource,
  ctx: CallContext,
  action: Action,
  on: 'collection' | 'member',
): Reach & { kind: 'all' | 'own' } {
  const reach = reachOf(resource, ctx.user, action);
  if (reach.kind === 'none') throw on === 'collection' ? new Forbidden() : new NotFound();
  return reach;
}

function memberId(c: Context<AppEnv>): number {
  const raw = c.req.param('id') ?? '';
  if (!/^\d+$/.test(raw)) throw new NotFound();
  return Number(raw);
}

function includesOf(c: Context<AppEnv>, resource: Resource, registry: Registry): IncludeTree {
  return parseIncludes(resource, normaliseQuery(c.req.queries()).include ?? [], registry);
}

/** One record as the caller may see it, with its includes; 404 when missing or out of reach. */
async function showRecord(
  resource: Resource,
  id: number,
  includes: IncludeTree,
  registry: Registry,
  ctx: CallContext,
): Promise<WireRecord> {
  const reach = reachFor(resource, ctx, 'read', 'member');
  const row = await findRow(ctx.deps.db, resource, id, reachCondition(reach));
  if (!row) throw new NotFound();
  const record = resource.serialize(row);
  await loadIncludes([record], resource, includes, registry, ctx);
  return record;
}

/** The write payload, keyed by the singular name as Rails' `params.require(:singular)`. */
async function payloadOf(c: Context<AppEnv>, resource: Resource): Promise<unknown> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new Invalid({ base: ['The request body is not valid JSON.'] });
  }
  const payload =
    body && typeof body === 'object'
      ? (body as Record<string, unknown>)[resource.singular]
      : undefined;
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new Invalid({ base: [`param is missing or the value is empty: ${resource.singular}`] });
  }
  return payload;
}

function writeOf(resource: Resource): WriteDefinition {
  if (!resource.write) throw new Forbidden(`${resource.name} cannot be changed through this API.`);
  return resource.write;
}

/** Stamps `updatedAt` with the app's clock on tables that have one. */
function withUpdatedAt(
  table: PgTable,
  values: Record<string, unknown>,
  now: Date,
): Record<string, unknown> {
  return 'updatedAt' in getTableColumns(table) ? { ...values, updatedAt: now } : values;
}

/** Inside a write: the written row must still be within the caller's write reach. */
async function assertWithin(
  tx: CallContext['deps']['db'],
  resource: Resource,
  id: number,
  within: SQL | undefined,
) {
  if (!within) return;
  if (!(await findRow(tx, resource, id, within))) throw new Forbidden();
}

/** Runs a write in one transaction, then the hooks' after-commit work; maps constraint errors. */
async function inTransaction<T>(
  ctx: CallContext,
  action: 'write' | 'delete',
  work: (tx: CallContext['deps']['db']) => Promise<{ result: T; afterCommit: AfterCommit | void }>,
): Promise<T> {
  let outcome: { result: T; afterCommit: AfterCommit | void };
  try {
    outcome = await ctx.deps.db.transaction((tx) => work(tx));
  } catch (error) {
    translateDbError(error, action);
  }
  if (outcome.afterCommit) await outcome.afterCommit();
  return outcome.result;
}

/** Loads a member for a change: 404 unless readable, 403 unless within the write reach. */
async function memberForWrite(
  resource: Resource,
  id: number,
  ctx: CallContext,
): Promise<{ row: AnyRow; within: SQL | undefined }> {
  const readReach = reachFor(resource, ctx, 'read', 'member');
  const row = await findRow(ctx.deps.db, resource, id, reachCondition(readReach));
  if (!row) throw new NotFound();
  const writeReach = reachOf(resource, ctx.user, 'update');
  if (writeReach.kind === 'none') throw new Forbidden();
  const within = reachCondition(writeReach);
  if (within && !(await findRow(ctx.deps.db, resource, id, within))) throw new Forbidden();
  return { row, within };
}

/**
 * The v2 conventions for one resource: list, show, create, update (PUT and PATCH), delete.
 * Every resource is served by these same handlers from its declarative definition.
 */
export function resourceRoutes(resource: Resource, registry: Registry): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const ctx = callContext(c);
    const reach = reachFor(resource, ctx, 'read', 'collection');
    const params = parseListParams(resource, c.req.queries());
    const includes = parseIncludes(resource, params.include, registry);
    const where = allOf([
      reachCondition(reach),
      params.ids ? inArray(resource.idColumn, params.ids) : undefined,
      ...Object.entries(params.filters).map(([name, values]) =>
        resource.filters[name]!.condition(name, values, ctx),
      ),
    ]);
    const db = ctx.deps.db;
    const [totalCount, rows] = await Promise.all([
      countRows(db, resource, where),
      selectRows(db, resource, {
        where,
        order: params.order,
        ...(params.noPagination
          ? {}
          : { limit: params.per, offset: (params.page - 1) * params.per }),
      }),
    ]);
    const records = rows.map((row) => resource.serialize(row));
    await loadIncludes(records, resource, includes, registry, ctx);
    const meta = params.noPagination
      ? listMeta(totalCount, 1, totalCount)
      : listMeta(totalCount, params.page, params.per);
    return c.json({ [resource.name]: records, meta });
  });

  routes.get('/:id', async (c) => {
    const ctx = callContext(c);
    const record = await showRecord(
      resource,
      memberId(c),
      includesOf(c, resource, registry),
      registry,
      ctx,
    );
    return c.json({ [resource.singular]: record });
  });

  routes.post('/', async (c) => {
    const ctx = callContext(c);
    const reach = reachFor(resource, ctx, 'create', 'collection');
    const write = writeOf(resource);
    const includes = includesOf(c, resource, registry);
    const payload = parseOr422(write.create, await payloadOf(c, resource));
    const id = await inTransaction(ctx, 'write', async (tx) => {
      const values = write.toValues ? write.toValues(payload, null, ctx) : payload;
      // Values come from the resource's own zod schema or `toValues`, keyed by the table's properties.
      const [inserted] = await tx
        .insert(write.table)
        .values(values as never)
        .returning({ id: write.table.id });
      const newId = inserted!.id as number;
      await assertWithin(tx, resource, newId, reachCondition(reach));
      const afterCommit = await write.hooks?.after?.(
        tx,
        { action: 'created', id: newId, before: undefined },
        ctx,
      );
      return { result: newId, afterCommit };
    });
    return c.json(
      { [resource.singular]: await showRecord(resource, id, includes, registry, ctx) },
      201,
    );
  });

  const update = async (c: Context<AppEnv>) => {
    const ctx = callContext(c);
    const id = memberId(c);
    const write = writeOf(resource);
    const includes = includesOf(c, resource, registry);
    const { row, within } = await memberForWrite(resource, id, ctx);
    const payload = parseOr422(write.update, await payloadOf(c, resource));
    const values = write.toValues ? write.toValues(payload, row, ctx) : payload;
    // Nothing to change: no write, no hooks, no schedule-change for a no-op.
    if (Object.keys(values).length === 0) {
      return c.json({
        [resource.singular]: await showRecord(resource, id, includes, registry, ctx),
      });
    }
    await inTransaction(ctx, 'write', async (tx) => {
      const before = await write.hooks?.before?.(tx, id);
      await tx
        .update(write.table)
        // Same as on create: the values are the resource's own validated columns.
        .set(withUpdatedAt(write.table, values, ctx.now) as never)
        .where(inArray(write.table.id, [id]));
      await assertWithin(tx, resource, id, within);
      const afterCommit = await write.hooks?.after?.(tx, { action: 'updated', id, before }, ctx);
      return { result: id, afterCommit };
    });
    return c.json({ [resource.singular]: await showRecord(resource, id, includes, registry, ctx) });
  };
  routes.put('/:id', update);
  routes.patch('/:id', update);

  routes.delete('/:id', async (c) => {
    const ctx = callContext(c);
    const id = memberId(c);
    const write = writeOf(resource);
    await memberForWrite(resource, id, ctx);
    await inTransaction(ctx, 'delete', async (tx) => {
      const before = await write.hooks?.before?.(tx, id);
      await tx.delete(write.table).where(inArray(write.table.id, [id]));
      const afterCommit = await write.hooks?.after?.(tx, { action: 'deleted', id, before }, ctx);
      return { result: id, afterCommit };
    });
    return c.body(null, 204);
  });

  return routes;
}
