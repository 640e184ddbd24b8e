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
import { countRows, findRow, selectRows } from './query.ts';
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
  const [totalCount, rows] = await Promise.all([
    countRows(db, resource, where),
    selectRows(db, resource, {
      where,
      order: params.order,
      now: ctx.now,
      ...(params.noPagination ? {} : { limit: params.per, offset: (params.page - 1) * params.per }),
    }),
  ]);
  const records = rows.map((row) => asSeenBy(resource, row, ctx));
  await loadIncludes(records, resource, includes, registry, ctx, new EmbedBudget());
  const meta = params.noPagination
    ? listMeta(totalCount, 1, totalCount)
    : listMeta(totalCount, params.page, params.per);
  return { records, meta };
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
