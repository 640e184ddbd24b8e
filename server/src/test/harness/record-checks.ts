import { contractOf, visibleRecord, type Actor, type ResourceName } from '@tp/domain';
import type { IncludeTree } from '../../resources/includes.ts';
import { REGISTRY } from '../../resources/registry.ts';
import type { WireRecord } from '../../resources/types.ts';
import type { Problem } from './matrix-cells.ts';
import type { ReadOracle } from './read-scope-oracle.ts';
import { specBreaches } from './spec-anchors.ts';

/**
 * Equal as JSON (a stored Date equals its ISO string). Most fields are strings, numbers or
 * null on both sides, compared without serialising them: the matrix compares hundreds of
 * thousands.
 */
const same = (a: unknown, b: unknown) =>
  a === b ||
  ((typeof a === 'object' || typeof b === 'object') && JSON.stringify(a) === JSON.stringify(b));

const isRecord = (value: unknown): value is WireRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks records an answer carries, top-level or embedded, against what the viewer may see:
 * each must be within their read scope, carry exactly the fields the field rules give them
 * (with the stored values), and embed exactly the associated records they may read.
 */
export class RecordChecker {
  constructor(
    private readonly oracle: ReadOracle,
    private readonly actor: Actor,
  ) {}

  /** A list's records: exactly those of `expectedIds`, each checked. */
  list(resource: ResourceName, records: unknown, expectedIds: Set<number>, tree: IncludeTree) {
    if (!Array.isArray(records)) return [wrong(`${resource}: the answer holds no list`)];
    const problems = this.sameIds(resource, records, expectedIds, resource);
    for (const record of records) problems.push(...this.one(resource, record, tree, resource));
    return problems;
  }

  /** One record, as shown by the API at `path` (`sessions`, `sessions #3 .course`). */
  one(resource: ResourceName, got: unknown, tree: IncludeTree, path: string): Problem[] {
    if (!isRecord(got)) return [wrong(`${path}: not a record`)];
    const full = this.oracle.record(resource, got.id);
    const where = `${path} ${resource} #${String(got.id)}`;
    if (!full) return [wrong(`${where} is not a record of the world`)];
    if (!this.oracle.canRead(this.actor, resource, full)) {
      return [{ kind: 'leak', message: `${where} is beyond the viewer's read scope` }];
    }
    const expected = visibleRecord(contractOf(resource), this.actor, full) as WireRecord;
    const shownKeys = Object.keys(got).filter((key) => !(key in tree));
    const problems: Problem[] = specBreaches(this.actor, resource, shownKeys, full).map(
      (breach) => ({ kind: 'leak', message: `${where} ${breach}` }),
    );
    for (const key of shownKeys) {
      if (!(key in expected)) {
        problems.push({ kind: 'leak', message: `${where} shows ${key}, beyond the field rules` });
      } else if (!computedForTheViewer(resource, key) && !same(got[key], expected[key])) {
        problems.push(wrong(`${where}.${key} is ${JSON.stringify(got[key])}, not as stored`));
      }
    }
    for (const key of Object.keys(expected)) {
      if (expected[key] !== undefined && !(key in got)) {
        problems.push({
          kind: 'wrongful refusal',
          message: `${where} lacks ${key}, which the field rules let the viewer read`,
        });
      }
    }
    for (const [name, subtree] of Object.entries(tree)) {
      problems.push(...this.embedded(resource, full, expected, got, name, subtree, where));
    }
    return problems;
  }

  private embedded(
    resource: ResourceName,
    full: WireRecord,
    seen: WireRecord,
    got: WireRecord,
    name: string,
    tree: IncludeTree,
    where: string,
  ): Problem[] {
    const association = REGISTRY[resource]!.includes[name]!;
    const target = association.target;
    const path = `${where} .${name}`;
    if (!(name in got)) return [wrong(`${path} is missing`)];
    const value = got[name];
    if (association.kind === 'belongsTo') {
      // A foreign key the viewer may not see embeds nothing.
      const key = seen[association.foreignKey];
      const related = key == null ? undefined : this.oracle.record(target, key);
      const expectedIds = new Set<number>(
        related && this.oracle.canRead(this.actor, target, related) ? [related.id as number] : [],
      );
      return this.embeddedRecords(target, value === null ? [] : [value], expectedIds, tree, path);
    }
    const expectedIds = new Set(
      this.oracle
        .records(target)
        .filter((r) => r[association.foreignKey] === full.id)
        .filter((r) => this.oracle.canRead(this.actor, target, r))
        .map((r) => r.id as number),
    );
    if (association.kind === 'hasOne') {
      return this.embeddedRecords(target, value === null ? [] : [value], expectedIds, tree, path);
    }
    if (!Array.isArray(value)) return [wrong(`${path} is not a list`)];
    return this.embeddedRecords(target, value, expectedIds, tree, path);
  }

  private embeddedRecords(
    target: ResourceName,
    records: unknown[],
    expectedIds: Set<number>,
    tree: IncludeTree,
    path: string,
  ): Problem[] {
    const problems = this.sameIds(target, records, expectedIds, path);
    for (const record of records) problems.push(...this.one(target, record, tree, path));
    return problems;
  }

  /** Records missing from an answer are wrongful refusals; extra ones are leaks (or wrong). */
  private sameIds(
    resource: ResourceName,
    records: unknown[],
    expectedIds: Set<number>,
    path: string,
  ): Problem[] {
    const got = new Set(records.filter(isRecord).map((r) => r.id as number));
    const problems: Problem[] = [];
    for (const id of expectedIds) {
      if (!got.has(id)) {
        problems.push({
          kind: 'wrongful refusal',
          message: `${path}: ${resource} #${id} is missing though the viewer may read it`,
        });
      }
    }
    for (const id of got) {
      // Records beyond the scope are reported by `one`; an extra readable one is just wrong.
      const record = this.oracle.record(resource, id);
      if (!expectedIds.has(id) && record && this.oracle.canRead(this.actor, resource, record)) {
        problems.push(wrong(`${path}: ${resource} #${id} does not belong here`));
      }
    }
    return problems;
  }
}

function wrong(message: string): Problem {
  return { kind: 'wrong answer', message };
}

/**
 * Fields a resource computes for the viewer at the time of the read (a session's live fields:
 * canLaunch, attendanceOpen...): the world's snapshot cannot hold them as stored. The fields
 * they are computed from are still compared.
 */
const LIVE_SESSION_FIELDS = new Set<string>([
  'launchable',
  'recentlyStarted',
  'isPast',
  'attendanceOpen',
  'canAttend',
  'canLaunch',
  'canEdit',
  'canCancel',
  // Its join url is shown only to who may join (session-meetings.test.ts checks that).
  'zoomMeeting',
]);
function computedForTheViewer(resource: ResourceName, key: string): boolean {
  return resource === 'sessions' && LIVE_SESSION_FIELDS.has(key);
}
