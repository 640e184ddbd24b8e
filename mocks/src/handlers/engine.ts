import {
  reachOf as domainReach,
  camelCase,
  hasRole,
  listMeta,
  normaliseQuery as normalisePairs,
  parseListQuery,
  type CrudAction as Action,
  type ListQuery,
  type FieldErrors,
  type ListMeta,
  type ResourceName,
} from '@tp/domain';
import type { DemoWorld } from './world.ts';
import { DEPENDENTS, resourceNamed } from './definitions.ts';
import { validatePayload } from './payload.ts';
import { conflict, forbidden, invalid, notFound } from './problems.ts';
import type {
  AnyRow,
  CallContext,
  MockResource,
  OwnRole,
  RowPredicate,
  WireRecord,
} from './types.ts';

/**
 * The v2 conventions over the world in memory, step for step as the server's generic
 * handlers (server/src/resources/handlers.ts) run them: reach, params, filters, order, page,
 * includes; writes validated, checked against the write reach, then applied.
 */

/** The live array of a table: writes change the world in place. */
export function tableOf(world: DemoWorld, name: ResourceName | 'employees'): AnyRow[] {
  return (world as unknown as Record<string, AnyRow[]>)[name] ?? [];
}

type Reach = { kind: 'all' } | { kind: 'none' } | { kind: 'own'; within: RowPredicate };

const OWN_ROLES: readonly OwnRole[] = ['tutor', 'student', 'parent'];

/** domain's accessScope, `own` made the OR of the user's roles' own-scopes. */
export function reachOf(resource: MockResource, ctx: CallContext, action: Action): Reach {
  const scope = domainReach(ctx.user, action, resource.name);
  if (scope !== 'own') return { kind: scope };
  const scopes = action === 'read' ? resource.readScopes : resource.writeScopes;
  const predicates = OWN_ROLES.filter((role) => hasRole(ctx.user.roles, role))
    .map((role) => scopes[role]?.(ctx) ?? null)
    .filter((p): p is RowPredicate => p !== null);
  return { kind: 'own', within: (row) => predicates.some((p) => p(row)) };
}

const within = (reach: Reach): RowPredicate => (reach.kind === 'own' ? reach.within : () => true);

function reachFor(
  resource: MockResource,
  ctx: CallContext,
  action: Action,
  on: 'collection' | 'member',
): Reach {
  const reach = reachOf(resource, ctx, action);
  if (reach.kind === 'none') throw on === 'collection' ? forbidden() : notFound();
  return reach;
}

/** `name[]=a&name[]=b` and `name=a` both become `name: [...]`. */
export function normaliseQuery(params: URLSearchParams): Record<string, string[]> {
  return normalisePairs(params);
}

/** The list call's parameters, read by the same domain rule as the server; 422 when bad. */
export function parseListParams(
  resource: MockResource,
  query: Record<string, string[]>,
): ListQuery {
  const result = parseListQuery(query, {
    sortable: resource.sortable,
    filters: Object.keys(resource.filters),
    defaultOrder: resource.defaultOrder,
  });
  if (!result.ok) throw invalid(result.errors);
  return result.query;
}

const asciiLower = (text: string): string => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** Nulls last ascending, as PostgreSQL orders them. */
function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'string' && typeof b === 'string') {
    // As the server sorts text: ASCII case folded, then by code point.
    const [x, y] = [asciiLower(a), asciiLower(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return Number(a) - Number(b);
}

function sortValue(row: AnyRow, record: WireRecord, column: string): unknown {
  const key = camelCase(column);
  const value = key in record ? record[key] : row[key];
  return value instanceof Date ? value.getTime() : value;
}

// --- includes -------------------------------------------------------------------------------

interface IncludeTree {
  [association: string]: IncludeTree;
}

export function parseIncludes(resource: MockResource, raw: string[]): IncludeTree {
  const tree: IncludeTree = {};
  const unknown: string[] = [];
  const paths = raw
    .flatMap((v) => v.split(','))
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  for (const path of paths) {
    let current: MockResource = resource;
    let node = tree;
    for (const name of path.split('.')) {
      const association = current.includes[name];
      const target = association ? resourceNamed(association.target) : undefined;
      if (!association || !target) {
        unknown.push(`${path} is not an association of ${resource.name}`);
        break;
      }
      node = node[name] ??= {};
      current = target;
    }
  }
  if (unknown.length > 0) throw invalid({ include: unknown });
  return tree;
}

/**
 * Embeds associations. belongsTo is visible through its parent; hasMany lists other records,
 * so the caller's read scope of the target applies (as on the server).
 */
function loadIncludes(
  pairs: { row: AnyRow; record: WireRecord }[],
  resource: MockResource,
  tree: IncludeTree,
  ctx: CallContext,
) {
  for (const [name, children] of Object.entries(tree)) {
    const association = resource.includes[name];
    const target = association ? resourceNamed(association.target) : undefined;
    if (!association || !target) continue;
    const rows = tableOf(ctx.world, target.name);
    if (association.kind === 'belongsTo') {
      for (const pair of pairs) {
        const row = rows.find((r) => r.id === pair.row[association.foreignKey]);
        if (!row) {
          pair.record[name] = null;
          continue;
        }
        const related = { row, record: target.serialize(row, ctx.world) };
        loadIncludes([related], target, children, ctx);
        pair.record[name] = related.record;
      }
      continue;
    }
    const reach = reachOf(target, ctx, 'read');
    for (const pair of pairs) {
      const related =
        reach.kind === 'none'
          ? []
          : rows
              .filter((r) => r[association.foreignKey] === pair.row.id && within(reach)(r))
              .sort((a, b) => compareByOrder(target, a, b, ctx.world))
              .map((row) => ({ row, record: target.serialize(row, ctx.world) }));
      loadIncludes(related, target, children, ctx);
      pair.record[name] =
        association.kind === 'hasMany'
          ? related.map((r) => r.record)
          : (related[0]?.record ?? null);
    }
  }
}

function compareByOrder(resource: MockResource, a: AnyRow, b: AnyRow, world: DemoWorld): number {
  const { column, sort } = resource.defaultOrder;
  const direction = sort === 'desc' ? -1 : 1;
  const byColumn = compareValues(
    sortValue(a, resource.serialize(a, world), column),
    sortValue(b, resource.serialize(b, world), column),
  );
  return direction * (byColumn || a.id - b.id);
}

// --- the five calls -------------------------------------------------------------------------

export function listRecords(
  resource: MockResource,
  query: Record<string, string[]>,
  ctx: CallContext,
): { records: WireRecord[]; meta: ListMeta } {
  const reach = reachFor(resource, ctx, 'read', 'collection');
  const params = parseListParams(resource, query);
  const includes = parseIncludes(resource, params.include);
  const predicates: RowPredicate[] = [within(reach)];
  if (params.ids) {
    const ids = new Set(params.ids);
    predicates.push((row) => ids.has(row.id));
  }
  for (const [name, values] of Object.entries(params.filters)) {
    const predicate = resource.filters[name]?.condition(name, values, ctx);
    if (predicate) predicates.push(predicate);
  }
  const matching = tableOf(ctx.world, resource.name)
    .filter((row) => predicates.every((p) => p(row)))
    .map((row) => ({ row, record: resource.serialize(row, ctx.world) }));
  const direction = params.order.sort === 'desc' ? -1 : 1;
  // id breaks ties in the same direction, so pages are stable.
  matching.sort(
    (a, b) =>
      direction *
      (compareValues(
        sortValue(a.row, a.record, params.order.column),
        sortValue(b.row, b.record, params.order.column),
      ) || a.row.id - b.row.id),
  );
  const page = params.noPagination
    ? matching
    : matching.slice((params.page - 1) * params.per, params.page * params.per);
  loadIncludes(page, resource, includes, ctx);
  const meta = params.noPagination
    ? listMeta(matching.length, 1, matching.length)
    : listMeta(matching.length, params.page, params.per);
  return { records: page.map((p) => p.record), meta };
}

function findRow(
  resource: MockResource,
  id: number,
  ctx: CallContext,
  predicate: RowPredicate,
): AnyRow | null {
  const row = tableOf(ctx.world, resource.name).find((r) => r.id === id);
  return row && predicate(row) ? row : null;
}

export function showRecord(
  resource: MockResource,
  id: number,
  include: string[],
  ctx: CallContext,
): WireRecord {
  const reach = reachFor(resource, ctx, 'read', 'member');
  const includes = parseIncludes(resource, include);
  const row = findRow(resource, id, ctx, within(reach));
  if (!row) throw notFound();
  const pair = { row, record: resource.serialize(row, ctx.world) };
  loadIncludes([pair], resource, includes, ctx);
  return pair.record;
}

function writeOf(resource: MockResource) {
  if (!resource.write) throw forbidden(`${resource.name} cannot be changed through this API.`);
  return resource.write;
}

function payloadOf(resource: MockResource, body: unknown): Record<string, unknown> {
  const payload =
    body && typeof body === 'object'
      ? (body as Record<string, unknown>)[resource.singular]
      : undefined;
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
    throw invalid({ base: [`param is missing or the value is empty: ${resource.singular}`] });
  }
  return payload as Record<string, unknown>;
}

/** Foreign keys must point at rows (422 "must exist"); unique groups must stay unique (409). */
function checkConstraints(resource: MockResource, row: AnyRow, ctx: CallContext): void {
  const write = writeOf(resource);
  const errors: FieldErrors = {};
  for (const [field, table] of Object.entries(write.references ?? {})) {
    const value = row[field];
    if (
      value !== null &&
      value !== undefined &&
      !tableOf(ctx.world, table).some((r) => r.id === value)
    ) {
      errors[field] = ['must exist'];
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  for (const group of write.unique ?? []) {
    const taken = tableOf(ctx.world, resource.name).some(
      (other) => other.id !== row.id && group.every((field) => other[field] === row[field]),
    );
    if (taken)
      throw conflict(`${group[group.length - 1] ?? 'This record'} has already been taken.`);
  }
}

const nextId = (rows: AnyRow[]) => rows.reduce((max, r) => Math.max(max, r.id), 0) + 1;

export function createRecord(
  resource: MockResource,
  body: unknown,
  include: string[],
  ctx: CallContext,
): WireRecord {
  const reach = reachFor(resource, ctx, 'create', 'collection');
  const write = writeOf(resource);
  parseIncludes(resource, include);
  const payload = validatePayload(payloadOf(resource, body), write.create);
  const values = write.toValues ? write.toValues(payload, null, ctx) : payload;
  const rows = tableOf(ctx.world, resource.name);
  const row = write.newRow(values, nextId(rows), ctx);
  checkConstraints(resource, row, ctx);
  if (!within(reach)(row)) throw forbidden();
  rows.push(row);
  write.after?.(ctx, 'created', row.id);
  return showRecord(resource, row.id, include, ctx);
}

/** 404 unless readable, 403 unless within the write reach. */
function memberForWrite(
  resource: MockResource,
  id: number,
  ctx: CallContext,
): { row: AnyRow; writable: RowPredicate } {
  const readReach = reachFor(resource, ctx, 'read', 'member');
  const row = findRow(resource, id, ctx, within(readReach));
  if (!row) throw notFound();
  const writeReach = reachOf(resource, ctx, 'update');
  if (writeReach.kind === 'none' || !within(writeReach)(row)) throw forbidden();
  return { row, writable: within(writeReach) };
}

export function updateRecord(
  resource: MockResource,
  id: number,
  body: unknown,
  include: string[],
  ctx: CallContext,
): WireRecord {
  const write = writeOf(resource);
  parseIncludes(resource, include);
  const { row, writable } = memberForWrite(resource, id, ctx);
  const payload = validatePayload(payloadOf(resource, body), write.update);
  const values = write.toValues ? write.toValues(payload, row, ctx) : payload;
  const updated: AnyRow = { ...row, ...values, id: row.id };
  if (Object.keys(values).length > 0 && 'updatedAt' in row) updated.updatedAt = ctx.now;
  checkConstraints(resource, updated, ctx);
  if (!writable(updated)) throw forbidden();
  Object.assign(row, updated);
  write.after?.(ctx, 'updated', id);
  return showRecord(resource, id, include, ctx);
}

/** Removes a row and what cascades from it; a restricting dependent makes it a 409. */
function removeRow(
  world: DemoWorld,
  table: ResourceName,
  id: number,
  plan: { table: ResourceName; id: number }[],
): void {
  for (const dependent of DEPENDENTS[table] ?? []) {
    const children = tableOf(world, dependent.table).filter((r) => r[dependent.foreignKey] === id);
    if (children.length === 0) continue;
    if (dependent.onDelete === 'restrict') {
      throw conflict('This record cannot be deleted because other records depend on it.');
    }
    for (const child of children) removeRow(world, dependent.table, child.id, plan);
  }
  plan.push({ table, id });
}

export function deleteRecord(resource: MockResource, id: number, ctx: CallContext): void {
  const write = writeOf(resource);
  memberForWrite(resource, id, ctx);
  const plan: { table: ResourceName; id: number }[] = [];
  // Planned first, applied only when nothing restricts: all or nothing, like the transaction.
  removeRow(ctx.world, resource.name, id, plan);
  for (const { table, id: rowId } of plan) {
    const rows = tableOf(ctx.world, table);
    rows.splice(
      rows.findIndex((r) => r.id === rowId),
      1,
    );
  }
  write.after?.(ctx, 'deleted', id);
}
