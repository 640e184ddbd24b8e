import { actionPath, canOn, ruleOf, type Actor } from '@tp/domain';
import type { IncludeTree } from '../../resources/includes.ts';
import type { Resource, WireRecord } from '../../resources/types.ts';
import { fullIncludeTree, type EngineOperation } from './engine-operations.ts';
import type { MatrixRequest, Viewer } from './matrix-client.ts';
import { SIGN_IN_REFUSED, allowed, refused, type Cell, type Expectation } from './matrix-cells.ts';
import type { Operation } from './openapi-operations.ts';
import type { ReadOracle } from './read-scope-oracle.ts';
import { RecordChecker } from './record-checks.ts';
import { ACTION_INPUTS, makeRoomForCopy, payloadFrom } from './request-bodies.ts';

/** A write the rules allow may still be refused on its merits: a conflict, a bad value. */
const ON_THE_MERITS = [409, 422];

/** One engine operation as one viewer sees it: what every cell builder needs. */
class Row {
  readonly resource: Resource;
  readonly base: string;
  readonly actor: Actor | null;
  readonly records: WireRecord[];

  constructor(
    readonly operation: Operation,
    engine: EngineOperation,
    readonly viewer: Viewer,
    readonly oracle: ReadOracle,
  ) {
    this.resource = engine.resource;
    this.base = `/api/v2/${engine.resource.name}`;
    this.actor = viewer.actor;
    this.records = oracle.records(engine.resource.name);
  }

  cell(target: string, rest: Omit<Cell, 'operation' | 'viewer' | 'target'>): Cell {
    return { operation: this.operation.key, viewer: this.viewer, target, ...rest };
  }

  reach(action: string) {
    return this.actor ? ruleOf(this.resource.contract, action).reach(this.actor) : 'none';
  }

  can(action: string, record: WireRecord): boolean {
    return this.actor !== null && canOn(this.resource.contract, this.actor, action, record);
  }

  canRead(record: WireRecord): boolean {
    return this.oracle.canRead(this.actor, this.resource.name, record);
  }

  isOwn(record: WireRecord): boolean {
    return this.oracle.isOwn(this.actor, this.resource.name, record);
  }

  label(record: WireRecord): string {
    const whose = this.isOwn(record) ? 'own' : "someone else's";
    return `${whose} ${this.resource.singular} #${String(record.id)}`;
  }

  payload(schema: 'create' | 'update', record: WireRecord) {
    return {
      [this.resource.singular]: payloadFrom(this.resource.contract, schema, record, this.actor),
    };
  }

  checker(): RecordChecker {
    return new RecordChecker(this.oracle, this.actor!);
  }

  /**
   * One cell per kind of answer the rules give: the records are grouped by expectation and by
   * whether they are the viewer's own, and the first of each group is tried (at least two). So
   * a tutor gets their own session (allowed), one they are assigned to but do not supervise
   * (403 on update) and someone else's (404); an admin, two records.
   */
  memberCells(
    expect: (record: WireRecord) => Expectation,
    build: (record: WireRecord) => Pick<Cell, 'request' | 'check' | 'prepare'>,
  ): Cell[] {
    const chosen = new Map<string, WireRecord>();
    for (const record of this.records) {
      const key = `${JSON.stringify(expect(record))}|${this.isOwn(record)}`;
      if (!chosen.has(key)) chosen.set(key, record);
    }
    const picked = [...chosen.values()];
    for (const record of this.records) {
      if (picked.length >= 2) break;
      if (!picked.includes(record)) picked.push(record);
    }
    return picked.map((record) =>
      this.cell(this.label(record), { expected: expect(record), ...build(record) }),
    );
  }

  /**
   * A member call: 404 for a record the viewer may not read (it does not exist for them; 403
   * too when the action is none of their kind's, refused before the record is looked up), 403
   * when the rule refuses them this record, else the success.
   */
  memberExpectation(action: string, success: number, tolerated: number[]) {
    return (record: WireRecord): Expectation => {
      if (!this.actor) return SIGN_IN_REFUSED;
      if (!this.canRead(record))
        return this.reach(action) === 'none' ? refused(403, 404) : refused(404);
      return this.can(action, record) ? allowed(success, tolerated) : refused(403);
    };
  }
}

/** The list: exactly the records the viewer may read, with and without every include. */
function listCells(row: Row): Cell[] {
  const { actor, oracle, resource, base } = row;
  const readable = actor ? oracle.readableIds(actor, resource.name) : new Set<number>();
  const expected = !actor
    ? SIGN_IN_REFUSED
    : row.reach('read') === 'none'
      ? refused(403)
      : allowed(200);
  const listed = (ids: Set<number>, tree: IncludeTree) => (json: unknown) =>
    row
      .checker()
      .list(resource.name, (json as Record<string, unknown> | null)?.[resource.name], ids, tree);
  const cells = [
    row.cell('collection', {
      request: { method: 'GET', path: `${base}?noPagination=true` },
      expected,
      check: listed(readable, {}),
    }),
  ];
  const includes = fullIncludeTree(resource);
  if (includes.query) {
    cells.push(
      row.cell('collection with every include', {
        request: { method: 'GET', path: `${base}?noPagination=true&${includes.query}` },
        expected,
        check: listed(readable, includes.tree),
      }),
    );
  }
  // Asking for someone else's records by id finds none of them.
  const others = row.records.map((r) => r.id as number).filter((id) => !readable.has(id));
  if (others.length > 0) {
    cells.push(
      row.cell("someone else's records by id", {
        request: { method: 'GET', path: `${base}?${others.map((id) => `ids[]=${id}`).join('&')}` },
        expected,
        check: listed(new Set(), {}),
      }),
    );
  }
  return cells;
}

/** One record, with every include: 404 unless the viewer may read it. */
function showCells(row: Row): Cell[] {
  const includes = fullIncludeTree(row.resource);
  const query = includes.query ? `?${includes.query}` : '';
  return row.memberCells(
    (record) => (!row.actor ? SIGN_IN_REFUSED : row.canRead(record) ? allowed(200) : refused(404)),
    (record) => ({
      request: { method: 'GET', path: `${row.base}/${String(record.id)}${query}` },
      check: (json) =>
        row
          .checker()
          .one(
            row.resource.name,
            (json as Record<string, unknown> | null)?.[row.resource.singular],
            includes.tree,
            row.resource.name,
          ),
    }),
  );
}

/** A copy of a record: allowed when the rule allows the record as it would be written. */
function createCells(row: Row): Cell[] {
  return row
    .memberCells(
      (record) =>
        !row.actor
          ? SIGN_IN_REFUSED
          : row.can('create', record)
            ? allowed(201, ON_THE_MERITS)
            : refused(403),
      (record) => {
        const prepare = makeRoomForCopy(row.resource, record);
        return {
          request: { method: 'POST', path: row.base, body: row.payload('create', record) },
          ...(prepare ? { prepare } : {}),
        };
      },
    )
    .map((cell) => ({ ...cell, target: `a copy of ${cell.target}` }));
}

/**
 * A record sent back as it is; and, for a viewer who may change only their own, their own
 * record given someone else's values (the rule must hold on the record as written).
 */
function updateCells(row: Row): Cell[] {
  const method = row.operation.method.toUpperCase() as 'PUT' | 'PATCH';
  const update = (id: unknown, from: WireRecord): MatrixRequest => ({
    method,
    path: `${row.base}/${String(id)}`,
    body: row.payload('update', from),
  });
  const cells = row.memberCells(row.memberExpectation('update', 200, ON_THE_MERITS), (record) => ({
    request: update(record.id, record),
  }));
  if (row.reach('update') !== 'own') return cells;
  const mine = row.records.find((r) => row.canRead(r) && row.can('update', r));
  const theirs = row.records.find((r) => !row.can('update', r));
  if (!mine || !theirs) return cells;
  const written = { ...mine, ...payloadFrom(row.resource.contract, 'update', theirs, row.actor) };
  cells.push(
    row.cell(`${row.label(mine)} given the values of ${row.label(theirs)}`, {
      request: update(mine.id, theirs),
      expected: row.can('update', written) ? allowed(200, ON_THE_MERITS) : refused(403),
    }),
  );
  return cells;
}

function deleteCells(row: Row): Cell[] {
  // 409 while other records depend on it: the right was granted, the data said no.
  return row.memberCells(row.memberExpectation('delete', 204, [409]), (record) => ({
    request: { method: 'DELETE', path: `${row.base}/${String(record.id)}` },
  }));
}

/** An action's input as a query string (`?a=1&ids[]=2&ids[]=3`), for actions read from the query. */
function queryOf(input: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else if (value !== undefined) params.append(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

function actionCells(row: Row, name: string, engine: EngineOperation & { kind: 'action' }): Cell[] {
  const { action } = engine;
  const input = ACTION_INPUTS[`${row.resource.name}.${name}`];
  const given = action.input ? input?.(row.oracle, row.actor) : undefined;
  // Query input goes in the query string (a GET carries no body), arrays as name[]; body input as JSON.
  const inQuery = action.input?.in === 'query';
  const body = inQuery ? undefined : given;
  const query = inQuery ? queryOf(given) : '';
  const success = action.status ?? 200;
  if (action.on === 'collection') {
    const expected = !row.actor
      ? SIGN_IN_REFUSED
      : row.reach(name) === 'none'
        ? refused(403)
        : allowed(success, ON_THE_MERITS);
    const request = {
      method: action.method,
      path: `${actionPath(row.base, action)}${query}`,
      body,
    };
    return [row.cell('collection', { request, expected })];
  }
  // An allowed action may still refuse the record on its merits (an admin locking themself).
  return row.memberCells(row.memberExpectation(name, success, ON_THE_MERITS), (record) => ({
    request: {
      method: action.method,
      path: `${actionPath(row.base, action, String(record.id))}${query}`,
      body,
    },
  }));
}

/** The cells of one engine operation for one viewer, every expectation from domain's rules. */
export function engineCells(
  operation: Operation,
  engine: EngineOperation,
  viewer: Viewer,
  oracle: ReadOracle,
): Cell[] {
  const row = new Row(operation, engine, viewer, oracle);
  switch (engine.kind) {
    case 'list':
      return listCells(row);
    case 'show':
      return showCells(row);
    case 'create':
      return createCells(row);
    case 'update':
      return updateCells(row);
    case 'delete':
      return deleteCells(row);
    case 'action':
      return actionCells(row, engine.name, engine);
  }
}
