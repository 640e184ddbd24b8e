import {
  MAX_INCLUDE_DEPTH,
  canOn,
  ruleOf,
  type ActionContract,
  type Actor,
  type ResourceName,
} from '@tp/domain';
import { parseIncludes, type IncludeTree } from '../../resources/includes.ts';
import { REGISTRY } from '../../resources/registry.ts';
import type { Resource, WireRecord } from '../../resources/types.ts';
import { includePaths } from '../../routes/openapi/resource-paths.ts';
import type { Viewer } from './matrix-client.ts';
import {
  SIGN_IN_REFUSED,
  allowed,
  refused,
  type Cell,
  type Expectation,
  type Problem,
} from './matrix-cells.ts';
import type { Operation } from './openapi-operations.ts';
import { RecordChecker } from './record-checks.ts';
import type { ReadOracle } from './read-scope-oracle.ts';
import { ACTION_INPUTS, makeRoomForCopy, payloadFrom } from './request-bodies.ts';

/** What an operation of the resource engine does, read from its path and method. */
export type EngineOperation =
  | { resource: Resource; kind: 'list' | 'create' | 'show' | 'update' | 'delete' }
  | { resource: Resource; kind: 'action'; name: string; action: ActionContract<never> };

/** The engine operation behind an OpenAPI operation, or null for a hand-written route. */
export function engineOperation(operation: Operation): EngineOperation | null {
  const match = /^\/api\/v2\/([a-z_]+)(?:\/(\{id\}))?(?:\/([a-z_]+))?$/.exec(operation.path);
  if (!match) return null;
  const [, plural, id, tail] = match;
  const resource = REGISTRY[plural as ResourceName];
  if (!resource) return null;
  const method = operation.method.toUpperCase();
  if (tail) {
    const on = id ? 'member' : 'collection';
    for (const [name, action] of Object.entries(resource.contract.actions ?? {})) {
      if (action.on === on && action.path === tail && action.method === method)
        return { resource, kind: 'action', name, action: action as ActionContract<never> };
    }
    return null;
  }
  if (!id) return method === 'GET' ? { resource, kind: 'list' } : { resource, kind: 'create' };
  if (method === 'GET') return { resource, kind: 'show' };
  if (method === 'DELETE') return { resource, kind: 'delete' };
  return { resource, kind: 'update' };
}

/** Every association path of a resource the engine serves, as deep as it allows. */
export function fullIncludeTree(resource: Resource): { query: string; tree: IncludeTree } {
  const paths = includePaths(resource, REGISTRY, MAX_INCLUDE_DEPTH);
  return { query: paths.join(','), tree: parseIncludes(resource, paths, REGISTRY) };
}

const reachOf = (resource: Resource, actor: Actor, action: string) =>
  ruleOf(resource.contract, action).reach(actor);

/**
 * One cell per kind of answer the rules give: the candidates are grouped by expectation and by
 * whether they are the viewer's own, and the first of each group is tried. So a tutor gets
 * their own session (allowed), a session they are assigned to but do not supervise (403 on
 * update) and someone else's (404); an admin, one record of each.
 */
function representatives<T>(
  candidates: readonly T[],
  keyOf: (candidate: T) => string,
  atLeast = 2,
): T[] {
  const chosen = new Map<string, T>();
  for (const candidate of candidates) {
    const key = keyOf(candidate);
    if (!chosen.has(key)) chosen.set(key, candidate);
  }
  const picked = [...chosen.values()];
  for (const candidate of candidates) {
    if (picked.length >= atLeast) break;
    if (!picked.includes(candidate)) picked.push(candidate);
  }
  return picked;
}

const expectationKey = (expected: Expectation) =>
  expected.outcome === 'public' ? 'public' : `${expected.outcome}:${expected.statuses.join('/')}`;

export interface EngineCellContext {
  oracle: ReadOracle;
}

/** The cells of one engine operation for one viewer, expectations from domain's rules. */
export function engineCells(
  operation: Operation,
  engine: EngineOperation,
  viewer: Viewer,
  { oracle }: EngineCellContext,
): Cell[] {
  const { resource } = engine;
  const name = resource.name;
  const base = `/api/v2/${name}`;
  const actor = viewer.actor;
  const cell = (target: string, partial: Omit<Cell, 'operation' | 'viewer' | 'target'>): Cell => ({
    operation: operation.key,
    viewer,
    target,
    ...partial,
  });
  const records = oracle.records(name);
  const label = (record: WireRecord) =>
    `${oracle.isOwn(actor, name, record) ? 'own' : "someone else's"} ${resource.singular} #${String(record.id)}`;
  const memberCells = (
    expect: (record: WireRecord) => Expectation,
    build: (record: WireRecord) => Omit<Cell, 'operation' | 'viewer' | 'target' | 'expected'>,
  ) =>
    representatives(
      records,
      (r) => `${expectationKey(expect(r))}|${oracle.isOwn(actor, name, r)}`,
    ).map((record) => cell(label(record), { expected: expect(record), ...build(record) }));

  if (engine.kind === 'list') {
    const includes = fullIncludeTree(resource);
    const readable = actor ? oracle.readableIds(actor, name) : new Set<number>();
    const listed = (expected: Set<number>, tree: IncludeTree) => (json: unknown) =>
      new RecordChecker(oracle, actor!).list(
        name,
        (json as Record<string, unknown> | null)?.[name],
        expected,
        tree,
      );
    const expected = !actor
      ? SIGN_IN_REFUSED
      : reachOf(resource, actor, 'read') === 'none'
        ? refused(403)
        : allowed(200);
    const unreadable = records.map((r) => r.id as number).filter((id) => !readable.has(id));
    const cells = [
      cell('collection', {
        request: { method: 'GET', path: `${base}?noPagination=true` },
        expected,
        check: listed(readable, {}),
      }),
    ];
    if (includes.query) {
      cells.push(
        cell('collection with every include', {
          request: {
            method: 'GET',
            path: `${base}?noPagination=true&include=${encodeURIComponent(includes.query)}`,
          },
          expected,
          check: listed(readable, includes.tree),
        }),
      );
    }
    if (unreadable.length > 0) {
      const query = unreadable.map((id) => `ids[]=${id}`).join('&');
      cells.push(
        cell("someone else's records by id", {
          request: { method: 'GET', path: `${base}?${query}` },
          expected,
          check: listed(new Set(), {}),
        }),
      );
    }
    return cells;
  }

  if (engine.kind === 'show') {
    const includes = fullIncludeTree(resource);
    const query = includes.query ? `?include=${encodeURIComponent(includes.query)}` : '';
    return memberCells(
      (record) =>
        !actor
          ? SIGN_IN_REFUSED
          : oracle.canRead(actor, name, record)
            ? allowed(200)
            : refused(404),
      (record) => ({
        request: { method: 'GET', path: `${base}/${String(record.id)}${query}` },
        check: (json) =>
          new RecordChecker(oracle, actor!).one(
            name,
            (json as Record<string, unknown> | null)?.[resource.singular],
            includes.tree,
            name,
          ),
      }),
    );
  }

  if (engine.kind === 'create') {
    return memberCells(
      (record) =>
        !actor
          ? SIGN_IN_REFUSED
          : canOn(resource.contract, actor, 'create', record)
            ? allowed(201, [409, 422])
            : refused(403),
      (record) => ({
        request: {
          method: 'POST',
          path: base,
          body: { [resource.singular]: payloadFrom(resource.contract, 'create', record, actor) },
        },
        ...optional('prepare', makeRoomForCopy(resource, record)),
      }),
    ).map((c) => ({ ...c, target: `a copy of ${c.target}` }));
  }

  // A record the viewer may not read does not exist for them: 404 whatever the action.
  const memberExpectation =
    (action: string, success: number, tolerated: number[]) =>
    (record: WireRecord): Expectation => {
      if (!actor) return SIGN_IN_REFUSED;
      if (!oracle.canRead(actor, name, record)) {
        // Refused before the record is looked up (the action is no one's of their kind).
        return reachOf(resource, actor, action) === 'none' ? refused(403, 404) : refused(404);
      }
      return canOn(resource.contract, actor, action, record)
        ? allowed(success, tolerated)
        : refused(403);
    };

  if (engine.kind === 'update') {
    const method = operation.method.toUpperCase() as 'PUT' | 'PATCH';
    const update = (id: unknown, from: WireRecord) => ({
      method,
      path: `${base}/${String(id)}`,
      body: { [resource.singular]: payloadFrom(resource.contract, 'update', from, actor) },
    });
    const cells = memberCells(memberExpectation('update', 200, [409, 422]), (record) => ({
      request: update(record.id, record),
    }));
    // An own record given someone else's values: the rule must hold on the record as written.
    if (actor && reachOf(resource, actor, 'update') === 'own') {
      const mayUpdate = (record: WireRecord) => canOn(resource.contract, actor, 'update', record);
      const mine = records.find((r) => oracle.canRead(actor, name, r) && mayUpdate(r));
      const theirs = records.find((r) => !mayUpdate(r));
      if (mine && theirs) {
        const written = { ...mine, ...payloadFrom(resource.contract, 'update', theirs, actor) };
        cells.push(
          cell(`${label(mine)} given the values of ${label(theirs)}`, {
            request: update(mine.id, theirs),
            expected: mayUpdate(written) ? allowed(200, [409, 422]) : refused(403),
          }),
        );
      }
    }
    return cells;
  }

  if (engine.kind === 'delete') {
    // 409 while other records depend on it: the right was granted, the data said no.
    return memberCells(memberExpectation('delete', 204, [409]), (record) => ({
      request: { method: 'DELETE', path: `${base}/${String(record.id)}` },
    }));
  }

  if (engine.kind !== 'action') throw new Error(`unknown engine operation ${engine.kind}`);
  const { action, name: actionName } = engine;
  const input = ACTION_INPUTS[`${name}.${actionName}`];
  const body = action.input ? input?.(oracle) : undefined;
  const method = action.method;
  const success = action.status ?? 200;
  // An allowed action may still refuse the record on its merits (an admin locking themself).
  const tolerated = [409, 422];
  if (action.on === 'collection') {
    const expected = !actor
      ? SIGN_IN_REFUSED
      : reachOf(resource, actor, actionName) === 'none'
        ? refused(403)
        : allowed(success, tolerated);
    return [
      cell('collection', { request: { method, path: `${base}/${action.path}`, body }, expected }),
    ];
  }
  return memberCells(memberExpectation(actionName, success, tolerated), (record) => ({
    request: { method, path: `${base}/${String(record.id)}/${action.path}`, body },
  }));
}

/** Actions with input must have a valid body in ACTION_INPUTS, so a 2xx proves the right. */
export function missingActionInputs(operations: EngineOperation[]): Problem[] {
  return operations.flatMap((engine) =>
    engine.kind === 'action' &&
    engine.action.input &&
    !ACTION_INPUTS[`${engine.resource.name}.${engine.name}`]
      ? [
          {
            kind: 'wrong answer' as const,
            message: `${engine.resource.name}.${engine.name} takes input: add a valid body to ACTION_INPUTS`,
          },
        ]
      : [],
  );
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}
