import { listMeta } from '@tp/domain';
import { inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { Forbidden, Invalid, NotFound } from '../http/errors.ts';
import { reachCondition, readReachOf } from './access.ts';
import { callContext, fieldVisibility, memberId } from './call-context.ts';
import { allOf } from './filters.ts';
import {
  asSeenBy,
  EmbedBudget,
  loadIncludes,
  parseIncludes,
  type IncludeTree,
  type Registry,
} from './includes.ts';
import { normaliseQuery, parseListParams } from './list-params.ts';
import { countRows, findRow, hasConnectionPool, selectRows } from './query.ts';
import type { CallContext, Filter, Resource, WireRecord } from './types.ts';

/** The include tree a call asks for (422 for an unknown or too deep path). */
export function includesOf(
  c: Context<AppEnv>,
  resource: Resource,
  registry: Registry,
): IncludeTree {
  return parseIncludes(resource, normaliseQuery(c.req.queries()).include ?? [], registry);
}

/**
 * One record as the caller may see it, with its includes; 404 when missing or out of their
 * read scope (a record one may not read does not exist for them).
 */
export async function showRecord(
  resource: Resource,
  id: number,
  includes: IncludeTree,
  registry: Registry,
  ctx: CallContext,
): Promise<WireRecord> {
  const reach = readReachOf(resource, ctx.user);
  if (reach.kind === 'none') throw new NotFound();
  const row = await findRow(ctx.deps.db, resource, id, reachCondition(reach));
  if (!row) throw new NotFound();
  const record = asSeenBy(resource, row, ctx);
  await loadIncludes([record], resource, includes, registry, ctx);
  return record;
}

/** Fields a filter reveals: its declared ones, else the record field it is named after. */
function revealedBy(name: string, filter: Filter, resource: Resource): readonly string[] {
  if (filter.reveals) return filter.reveals;
  const shape = (resource.contract.record as { shape?: Record<string, unknown> }).shape;
  return shape && name in shape ? [name] : [];
}

/**
 * The records a list call selects, as the caller may see them, with the list's meta.
 * `allPages` ignores `page` and `per` (an export takes every record the filters select).
 */
export async function listRecords(
  c: Context<AppEnv>,
  resource: Resource,
  registry: Registry,
  { allPages = false }: { allPages?: boolean } = {},
): Promise<{ records: WireRecord[]; meta: ReturnType<typeof listMeta> }> {
  const ctx = callContext(c);
  const reach = readReachOf(resource, ctx.user);
  if (reach.kind === 'none') throw new Forbidden();
  const canSee = fieldVisibility(resource, ctx);
  const query = c.req.queries();
  const params = parseListParams(
    resource,
    allPages ? { ...query, noPagination: ['true'] } : query,
    canSee,
  );
  const includes = parseIncludes(resource, params.include, registry);
  const hidden = Object.keys(params.filters).filter((name) =>
    revealedBy(name, resource.filters[name]!, resource).some((field) => !canSee(field)),
  );
  if (hidden.length > 0) {
    throw new Invalid(Object.fromEntries(hidden.map((name) => [name, ['is not available']])));
  }
  const where = allOf([
    reachCondition(reach),
    params.ids ? inArray(resource.idColumn, params.ids) : undefined,
    ...Object.entries(params.filters).map(([name, values]) =>
      resource.filters[name]!.condition(name, values, ctx, canSee),
    ),
  ]);
  const db = ctx.deps.db;
  const page = params.noPagination
    ? undefined
    : { limit: params.per, offset: (params.page - 1) * params.per };
  const select = selectRows(db, resource, { where, order: params.order, now: ctx.now, ...page });
  let rows: Awaited<typeof select>;
  let totalCount: number;
  if (page && hasConnectionPool(db)) {
    // On a pool the count runs beside the select, on a connection of its own.
    [totalCount, rows] = await Promise.all([countRows(db, resource, where), select]);
  } else {
    rows = await select;
    totalCount = await countOf(rows, page, db, resource, where);
  }
  const records = rows.map((row) => asSeenBy(resource, row, ctx));
  await loadIncludes(records, resource, includes, registry, ctx, new EmbedBudget());
  const meta = params.noPagination
    ? listMeta(totalCount, 1, totalCount)
    : listMeta(totalCount, params.page, params.per);
  return { records, meta };
}

/**
 * The list's total from its rows when they tell it: every record (no paging), or a page that
 * is not full and not past the end. Otherwise (a full page, an empty page past the first) a
 * count. Saves a statement per list on a single connection, where the count cannot run beside
 * the select.
 */
async function countOf(
  rows: unknown[],
  page: { limit: number; offset: number } | undefined,
  db: Parameters<typeof countRows>[0],
  resource: Resource,
  where: Parameters<typeof countRows>[2],
): Promise<number> {
  if (!page) return rows.length;
  const partial = rows.length < page.limit && (rows.length > 0 || page.offset === 0);
  return partial ? page.offset + rows.length : countRows(db, resource, where);
}

/** GET /{plural}: a page of the records the caller may read, filtered, sorted, with includes. */
export function listHandler(resource: Resource, registry: Registry) {
  return async (c: Context<AppEnv>) => {
    const { records, meta } = await listRecords(c, resource, registry);
    await resource.afterList?.(records, c.req.queries(), callContext(c));
    return c.json({ [resource.name]: records, meta });
  };
}

/** GET /{plural}/{id}. */
export function showHandler(resource: Resource, registry: Registry) {
  return async (c: Context<AppEnv>) => {
    const ctx = callContext(c);
    const record = await showRecord(
      resource,
      memberId(c),
      includesOf(c, resource, registry),
      registry,
      ctx,
    );
    return c.json({ [resource.singular]: record });
  };
}
