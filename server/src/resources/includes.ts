import type { ResourceName } from '@tp/domain';
import { inArray } from 'drizzle-orm';
import { Column } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Invalid } from '../http/errors.ts';
import { reachCondition, reachOf } from './access.ts';
import { allOf } from './filters.ts';
import { selectRows } from './query.ts';
import type { CallContext, Resource, WireRecord } from './types.ts';

export type Registry = Record<ResourceName, Resource | undefined>;

/** `include=a,b.c` as a tree: { a: {}, b: { c: {} } }. */
export interface IncludeTree {
  [association: string]: IncludeTree;
}

/** Parses and checks `include` against the associations; an unknown path is a 422 on `include`. */
export function parseIncludes(resource: Resource, raw: string[], registry: Registry): IncludeTree {
  const tree: IncludeTree = {};
  const unknown: string[] = [];
  const paths = raw
    .flatMap((value) => value.split(','))
    .map((path) => path.trim())
    .filter((path) => path.length > 0);
  for (const path of paths) {
    let current: Resource = resource;
    let node = tree;
    for (const name of path.split('.')) {
      const association = current.includes[name];
      const target = association ? registry[association.target] : undefined;
      if (!association || !target) {
        unknown.push(`${path} is not an association of ${resource.name}`);
        break;
      }
      node = node[name] ??= {};
      current = target;
    }
  }
  if (unknown.length > 0) throw new Invalid({ include: unknown });
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
 * Embeds the requested associations into `records` (mutating them: they are fresh objects
 * built by this request). One query per association per level, whatever the number of records.
 * - belongsTo is visible through its parent: who taught a session you may see is part of it;
 * - hasMany / hasOne list other records, so the caller's read scope of the target applies.
 */
export async function loadIncludes(
  records: WireRecord[],
  resource: Resource,
  tree: IncludeTree,
  registry: Registry,
  ctx: CallContext,
): Promise<void> {
  if (records.length === 0) return;
  for (const [name, children] of Object.entries(tree)) {
    const association = resource.includes[name]!;
    const target = targetOf(registry, association.target);
    if (association.kind === 'belongsTo') {
      const ids = uniqueIds(records.map((r) => r[association.foreignKey]));
      const rows =
        ids.length > 0
          ? await selectRows(ctx.deps.db, target, { where: inArray(target.idColumn, ids) })
          : [];
      const related = rows.map((row) => target.serialize(row));
      await loadIncludes(related, target, children, registry, ctx);
      const byId = new Map(related.map((r) => [r.id, r]));
      for (const record of records) record[name] = byId.get(record[association.foreignKey]) ?? null;
      continue;
    }
    const reach = reachOf(target, ctx.user, 'read');
    const ids = uniqueIds(records.map((r) => r.id));
    const column = foreignKeyColumn(target, association.foreignKey);
    const rows =
      reach.kind === 'none' || ids.length === 0
        ? []
        : await selectRows(ctx.deps.db, target, {
            where: allOf([inArray(column, ids), reachCondition(reach)]),
          });
    const related = rows.map((row) => target.serialize(row));
    await loadIncludes(related, target, children, registry, ctx);
    const byParent = new Map<unknown, WireRecord[]>();
    for (const r of related) {
      const key = r[association.foreignKey];
      const list = byParent.get(key);
      if (list) list.push(r);
      else byParent.set(key, [r]);
    }
    for (const record of records) {
      const list = byParent.get(record.id) ?? [];
      record[name] = association.kind === 'hasMany' ? list : (list[0] ?? null);
    }
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
