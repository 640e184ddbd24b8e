import {
  LOCK_VERSION_FIELD,
  ROLES,
  STALE_RECORD_MESSAGE,
  ruleOf,
  type Actor,
  type Attendance,
  type ResourceContract,
  type Role,
  type Tier,
} from '@tp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/registry.ts';
import type { Resource, WireRecord } from '../../resources/types.ts';
import type { TestAgent } from '../agent.ts';
import { call, type ListBody, type ProblemBody, type ResourceWorld } from '../fixtures.ts';
import { BACKENDS } from '../harness.ts';
import { createResourceTestContext, type ResourceTestContext } from '../resource-test-context.ts';
import { fetchOpenApiDocument, operationsOf } from './openapi-operations.ts';
import { payloadFrom } from './request-bodies.ts';

/**
 * No lost updates. Every resource clients may update, with no test code of its own: an update
 * carrying the lockVersion it read applies only while the record is still at that version
 * (409 and nothing changed otherwise), and of many updates racing from the same version
 * exactly one applies. Counters change by an amount added in SQL, so racing increments all
 * count. The races need real concurrency: each runs on a database of its own (on PostgreSQL,
 * requests on separate pooled connections really do race for the row).
 */

const RACERS = 50;

const roleActor = (role: Role) => ({
  id: 0,
  roles: [role],
  tutorId: null,
  employeeId: null,
  studentId: null,
  parentId: null,
});
const ALL_ROLES_FOR_UPDATE: readonly Role[] = ROLES;

/**
 * Resources whose records clients update (the engine serves PUT /{plural}/{id} for them),
 * leaving out those nobody may change (a logged SMS: the route answers 403 to everyone).
 */
const UPDATABLE = RESOURCES.filter(
  (resource) =>
    resource.write &&
    resource.contract.update &&
    ALL_ROLES_FOR_UPDATE.some(
      (role) =>
        ruleOf(resource.contract as ResourceContract, 'update').reach(roleActor(role)) !== 'none',
    ),
);

type VersionedRecord = WireRecord & { id: number; lockVersion: number };

/**
 * The record's own values of the fields its update accepts: an update an admin may send
 * again at any time. It still writes the row (and so moves its lockVersion), which is all
 * the locking rules need; what it writes is the record's own content.
 */
function resendable(resource: Resource, record: VersionedRecord): WireRecord {
  const shape = resource.contract.update!.shape;
  const fields = Object.entries(record).filter(
    ([key, value]) => key in shape && shape[key]!.safeParse(value).success,
  );
  if (fields.length === 0) throw new Error(`${resource.name}: no field of the record to resend`);
  return Object.fromEntries(fields);
}

/**
 * Who updates a resource's records in these tests: an admin, or for a resource only another
 * role may change (reviews: only instruction managers feature one), that role.
 */
const UPDATERS: readonly Role[] = ['admin', 'instruction_manager'];

/**
 * Records only their author changes (a note, a logged call: spec staff §5 "edit only your
 * own"): the admin updates one of their own, which the tests create first.
 */
function isAuthorsOnly(resource: Resource): boolean {
  const rule = ruleOf(resource.contract as ResourceContract, 'update');
  return (
    !UPDATERS.some((role) => rule.reach(roleActor(role)) === 'all') &&
    rule.reach(roleActor('admin')) === 'own'
  );
}

function updaterOf(resource: Resource): Role {
  if (isAuthorsOnly(resource)) return 'admin';
  const rule = ruleOf(resource.contract as ResourceContract, 'update');
  const role = UPDATERS.find((candidate) => rule.reach(roleActor(candidate)) === 'all');
  if (!role) throw new Error(`${resource.name}: neither an admin nor a manager updates it`);
  return role;
}

function countsOf(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe.each(BACKENDS)('no lost updates (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  /** An instruction manager, for what only they update. */
  let manager: TestAgent;
  /** A record of each updatable resource the admin may change. */
  const targets = new Map<string, number>();

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend, { extraStaff: ['manager'] });
    world = ctx.world;
    [admin, manager] = await ctx.signInAs('admin', 'manager');
    for (const resource of UPDATABLE) {
      const { body } = await call<ListBody<string, WireRecord & { id: number }>>(
        admin.get(`/api/v2/${resource.name}?per=20&orderBy=id&orderSort=asc`),
      );
      const records = body[resource.name]!;
      targets.set(
        resource.name,
        isAuthorsOnly(resource) ? await adminsCopyOf(resource, records) : records[0]!.id,
      );
    }
  });
  afterAll(() => ctx?.close());

  /** A record of the admin's own, created from the first record an admin may copy. */
  async function adminsCopyOf(resource: Resource, records: WireRecord[]): Promise<number> {
    const me = await call<{ user: Actor }>(admin.get('/api/session.json'));
    for (const record of records) {
      const payload = payloadFrom(
        resource.contract as ResourceContract,
        'create',
        record,
        me.body.user,
      );
      const { status, body } = await call<{ [key: string]: { id: number } }>(
        admin.post(`/api/v2/${resource.name}`, { [resource.singular]: payload }),
      );
      if (status === 201) return body[resource.singular]!.id;
    }
    throw new Error(`${resource.name}: the admin could copy none of its records`);
  }

  const memberPath = (resource: Resource) =>
    `/api/v2/${resource.name}/${targets.get(resource.name)!}`;

  async function show(resource: Resource): Promise<VersionedRecord> {
    const { status, body } = await call<{ [key: string]: VersionedRecord }>(
      admin.get(memberPath(resource)),
    );
    expect(status).toBe(200);
    return body[resource.singular]!;
  }

  const update = (resource: Resource, fields: WireRecord) =>
    call<{ [key: string]: VersionedRecord } & ProblemBody>(
      (updaterOf(resource) === 'admin' ? admin : manager).put(memberPath(resource), {
        [resource.singular]: fields,
      }),
    );

  it('documents lockVersion on every update and its 409', async () => {
    const document = await fetchOpenApiDocument(ctx.app);
    const updates = operationsOf(document).filter(
      (operation) => operation.method === 'put' && /^\/api\/v2\/\w+\/\{id\}$/.test(operation.path),
    );
    expect(updates.map((operation) => operation.path).sort()).toEqual(
      RESOURCES.filter((resource) => resource.write && resource.contract.update)
        .map((resource) => `/api/v2/${resource.name}/{id}`)
        .sort(),
    );
    for (const operation of updates) {
      const keyed = operation.body['application/json']!.properties!;
      const payload =
        document.components.schemas[Object.values(keyed)[0]!.$ref!.split('/').pop()!]!;
      expect(payload.properties, operation.key).toHaveProperty(LOCK_VERSION_FIELD);
      expect(operation.responses, operation.key).toContain('409');
    }
  });

  describe.each(UPDATABLE.map((resource) => [resource.name, resource] as const))(
    '%s',
    (_name, resource) => {
      it('moves lockVersion by one on each update, and refuses a stale one with 409 and no change', async () => {
        const before = await show(resource);
        const fields = resendable(resource, before);

        const applied = await update(resource, { ...fields, lockVersion: before.lockVersion });
        expect(applied.status).toBe(200);
        const current = applied.body[resource.singular]!;
        expect(current.lockVersion).toBe(before.lockVersion + 1);

        const stale = await update(resource, { ...fields, lockVersion: before.lockVersion });
        expect(stale.status).toBe(409);
        expect(stale.body).toEqual({
          error: STALE_RECORD_MESSAGE,
          errors: { base: [STALE_RECORD_MESSAGE] },
        });
        // Every write moves the version: the same version means nothing was written.
        expect(await show(resource)).toEqual(current);
      });

      it('refuses a stale lockVersion even on an update that changes nothing', async () => {
        const before = await show(resource);
        const noChange = (lockVersion: number) => update(resource, { lockVersion });
        expect((await noChange(before.lockVersion + 1)).status).toBe(409);
        expect((await noChange(before.lockVersion)).status).toBe(200);
        expect(await show(resource)).toEqual(before);
      });

      it('applies an update that does not say which version it read', async () => {
        const before = await show(resource);
        const applied = await update(resource, resendable(resource, before));
        expect(applied.status).toBe(200);
        expect(applied.body[resource.singular]!.lockVersion).toBe(before.lockVersion + 1);
      });

      it('answers 422 for a lockVersion that is not a version', async () => {
        const before = await show(resource);
        const fields = resendable(resource, before);
        for (const lockVersion of [-1, 1.5, 'abc', null]) {
          const answer = await update(resource, { ...fields, lockVersion });
          expect(answer.status, JSON.stringify(lockVersion)).toBe(422);
          expect(answer.body.errors).toHaveProperty(LOCK_VERSION_FIELD);
        }
        expect(await show(resource)).toEqual(before);
      });

      it(
        `applies exactly one of ${RACERS} simultaneous updates from the same lockVersion`,
        { meta: { racing: true } },
        async () => {
          const before = await show(resource);
          const fields = resendable(resource, before);
          const answers = await Promise.all(
            Array.from({ length: RACERS }, () =>
              update(resource, { ...fields, lockVersion: before.lockVersion }),
            ),
          );
          expect(countsOf(answers.map((answer) => answer.status))).toEqual({
            200: 1,
            409: RACERS - 1,
          });
          expect((await show(resource)).lockVersion).toBe(before.lockVersion + 1);
        },
      );
    },
  );

  it(
    `keeps the one rename that won among ${RACERS} racing from the same tier version`,
    { meta: { racing: true } },
    async () => {
      const path = `/api/v2/tiers/${world.tiers.silver.id}`;
      const { body } = await call<{ tier: Tier }>(admin.get(path));
      const answers = await Promise.all(
        Array.from({ length: RACERS }, (_, i) =>
          call<{ tier: Tier }>(
            admin.put(path, {
              tier: { name: `Silver ${i}`, lockVersion: body.tier.lockVersion },
            }),
          ),
        ),
      );
      const winners = answers.filter((answer) => answer.status === 200);
      expect(winners).toHaveLength(1);
      const after = await call<{ tier: Tier }>(admin.get(path));
      expect(after.body.tier.name).toBe(winners[0]!.body.tier.name);
      expect(after.body.tier.lockVersion).toBe(body.tier.lockVersion + 1);
    },
  );

  it(
    `counts every one of ${RACERS} simultaneous increment_points`,
    { meta: { racing: true } },
    async () => {
      const path = `/api/v2/attendances/${targets.get('attendances')!}`;
      const { body } = await call<{ attendance: Attendance }>(admin.get(path));
      const answers = await Promise.all(
        Array.from({ length: RACERS }, () =>
          call(admin.put(`${path}/increment_points`, { points: 1 })),
        ),
      );
      expect(countsOf(answers.map((answer) => answer.status))).toEqual({ 200: RACERS });
      const after = await call<{ attendance: Attendance }>(admin.get(path));
      expect(after.body.attendance.points).toBe(body.attendance.points + RACERS);
      expect(after.body.attendance.lockVersion).toBe(body.attendance.lockVersion + RACERS);
    },
  );
});
