import {
  MAX_EMBEDDED_RECORDS,
  MAX_INCLUDE_DEPTH,
  visibleRecord,
  type ResourceName,
} from '@tp/domain';
import { Column, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Invalid } from '../http/errors.ts';
import { reachCondition, readReachOf } from './access.ts';
import { allOf } from './filters.ts';
import { hasConnectionPool, selectRows } from './query.ts';
import type { CallContext, Resource, WireRecord } from './types.ts';

export type Registry = Record<ResourceName, Resource | undefined>;

/** `include=a,b.c` as a tree: { a: {}, b: { c: {} } }. */
export interface IncludeTree {
  [association: string]: IncludeTree;
}

/**
 * Parses and checks `include` against the declared associations, at most MAX_INCLUDE_DEPTH
 * levels deep; an unknown or too deep path is a 422 on `include`.
 */
export function parseIncludes(resource: Resource, raw: string[], registry: Registry): IncludeTree {
  const tree: IncludeTree = {};
  const problems: string[] = [];
  const paths = raw
    .flatMap((value) => value.split(','))
    .map((path) => path.trim())
    .filter((path) => path.length > 0);
  for (const path of new Set(paths)) {
    const steps = path.split('.');
    if (steps.length > MAX_INCLUDE_DEPTH) {
      problems.push(`${path} is deeper than ${MAX_INCLUDE_DEPTH} levels`);
      continue;
    }
    let current: Resource = resource;
    let node = tree;
    for (const name of steps) {
      const association = Object.hasOwn(current.includes, name) ? current.includes[name] : null;
      const target = association ? registry[association.target] : undefined;
      if (!association || !target) {
        problems.push(`${path} is not an association of ${resource.name}`);
        break;
      }
      node = node[name] ??= {};
      current = target;
    }
  }
  if (problems.length > 0) throw new Invalid({ include: problems });
  return tree;
}

function targetOf(registry: Registry, target: ResourceName): Resource {
  const resource = registry[target];
  if (!resource) throw new Error(`association target ${target} is not registered`);
  return resource;
}

function foreignKeyColumn(target: Resource, foreignKey: string): PgColumn {
  const column = target.fields[foreignKey];
  if (!(column instanceof Column)) throw new Error(`${target.name}.${foreignKey} is not a column`);
  return column as PgColumn;
}

function uniqueIds(values: unknown[]): number[] {
  return [...new Set(values.filter((v): v is number => typeof v === 'number'))];
}

/**
 * The records of a resource the caller may read among `where`: as they may see them, with
 * the full record beside each (the loader groups by foreign keys the caller may not see).
 */
export async function readableRecords(
  resource: Resource,
  where: SQL,
  ctx: CallContext,
): Promise<{ seen: WireRecord; full: WireRecord }[]> {
  const reach = readReachOf(resource, ctx.user);
  if (reach.kind === 'none') return [];
  const rows = await selectRows(ctx.deps.db, resource, {
    where: allOf([where, reachCondition(reach)]),
  });
  return rows.map((row) => {
    const full = resource.serialize(row, ctx);
    return { full, seen: visibleRecord(resource.contract, ctx.user, full) };
  });
}

/** A selected row as the caller may see it: serialised, then cut to their readable fields. */
export function asSeenBy(
  resource: Resource,
  row: Record<string, unknown>,
  ctx: CallContext,
): WireRecord {
  return visibleRecord(resource.contract, ctx.user, resource.serialize(row, ctx));
}

/** Counts embedded records across one answer, refusing answers that grow past the limit. */
export class EmbedBudget {
  private used = 0;
  spend(count: number): void {
    this.used += count;
    if (this.used > MAX_EMBEDDED_RECORDS) {
      throw new Invalid({
        include: [
          `would embed more than ${MAX_EMBEDDED_RECORDS} records: ask for fewer records per page or fewer associations`,
        ],
      });
    }
  }
}

/**
 * Embeds the requested associations into `records` (mutating them: they are fresh objects
 * built by this request). One query per association per level, whatever the number of records;
 * the associations of one level load at once on a pool of connections (PostgreSQL outside a
 * transaction), one after another on one connection (PGlite, a transaction).
 * An embedded record obeys the same read scope and field rules as a direct read: what the
 * caller may not read is null (one) or absent from the list (many), and a foreign key the
 * caller may not see embeds nothing.
 */
export async function loadIncludes(
  records: WireRecord[],
  resource: Resource,
  tree: IncludeTree,
  registry: Registry,
  ctx: CallContext,
  budget: EmbedBudget = new EmbedBudget(),
): Promise<void> {
  if (records.length === 0) return;
  const names = Object.keys(tree);
  // Keys in the order asked, whichever query answers first: the JSON reads the same each time.
  for (const record of records) for (const name of names) record[name] = null;
  const load = ([name, children]: [string, IncludeTree]) =>
    loadAssociation(records, resource, name, children, registry, ctx, budget);
  if (hasConnectionPool(ctx.deps.db)) {
    await Promise.all(Object.entries(tree).map(load));
  } else {
    // One connection (PGlite, a transaction): its queries go one after another anyway.
    for (const entry of Object.entries(tree)) await load(entry);
  }
}

/** One association of `loadIncludes`, with its own includes below it. */
async function loadAssociation(
  records: WireRecord[],
  resource: Resource,
  name: string,
  children: IncludeTree,
  registry: Registry,
  ctx: CallContext,
  budget: EmbedBudget,
): Promise<void> {
  const association = resource.includes[name]!;
  const target = targetOf(registry, association.target);
  if (association.kind === 'belongsTo') {
    const ids = uniqueIds(records.map((r) => r[association.foreignKey]));
    const related =
      ids.length > 0 ? await readableRecords(target, inArray(target.idColumn, ids), ctx) : [];
    budget.spend(related.length);
    const seen = related.map((r) => r.seen);
    await loadIncludes(seen, target, children, registry, ctx, budget);
    const byId = new Map(related.map((r) => [r.full.id, r.seen]));
    for (const record of records) record[name] = byId.get(record[association.foreignKey]) ?? null;
    return;
  }
  const ids = uniqueIds(records.map((r) => r.id));
  const column = foreignKeyColumn(target, association.foreignKey);
  const related = ids.length > 0 ? await readableRecords(target, inArray(column, ids), ctx) : [];
  budget.spend(related.length);
  await loadIncludes(
    related.map((r) => r.seen),
    target,
    children,
    registry,
    ctx,
    budget,
  );
  const byParent = new Map<unknown, WireRecord[]>();
  for (const { full, seen } of related) {
    const key = full[association.foreignKey];
    const list = byParent.get(key);
    if (list) list.push(seen);
    else byParent.set(key, [seen]);
  }
  for (const record of records) {
    const list = byParent.get(record.id) ?? [];
    record[name] = association.kind === 'hasMany' ? list : (list[0] ?? null);
  }
}

/** Fails fast when a definition names an association that cannot be loaded. */
export function checkAssociations(registry: Registry): void {
  for (const resource of Object.values(registry)) {
    if (!resource) continue;
    for (const [name, association] of Object.entries(resource.includes)) {
      const target = targetOf(registry, association.target);
      if (association.kind === 'belongsTo') {
        if (!(association.foreignKey in resource.fields)) {
          throw new Error(`${resource.name}.${name}: ${association.foreignKey} is not selected`);
        }
      } else {
        foreignKeyColumn(target, association.foreignKey);
      }
    }
  }
}
