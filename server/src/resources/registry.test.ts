import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../test/agent.ts';
import { call, type ListBody, type ProblemBody } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';
import { includePaths } from '../routes/openapi/resource-paths.ts';
import { REGISTRY, RESOURCES } from './registry.ts';
import type { Filter } from './types.ts';
import { notices } from '../db/schema/index.ts';

/** A value each filter type accepts, to prove every declared filter runs as SQL. */
const SAMPLE_VALUES: Record<Filter['valueType'], [string, string]> = {
  integer: ['1', '2'],
  string: ['a', 'b'],
  boolean: ['true', 'true'],
  'date-time': ['2026-03-10T00:00:00Z', '2026-03-11T00:00:00Z'],
  date: ['2026-03-10', '2026-03-11'],
};

describe.each(BACKENDS)('every v2 resource follows the conventions (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let staff: TestAgent;
  let tutor: TestAgent;
  /** Who lists the resource: the admin, or a tutor for records only their owners read (notices). */
  const readers = new Map<string, TestAgent>();

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    // A tutor's notice: notices are read by their owner alone, and the world seeds none.
    await ctx.db
      .insert(notices)
      .values({ userId: ctx.world.users.tia.id, title: 'New Session', message: 'Booked.' });
    staff = await ctx.signIn('admin');
    tutor = await ctx.signIn('tia');
    for (const { name } of RESOURCES)
      readers.set(name, (await staff.get(`/api/v2/${name}?per=1`)).status === 403 ? tutor : staff);
  });
  afterAll(() => ctx?.close());

  describe.each(RESOURCES.map((r) => [r.name, r] as const))('%s', (plural, resource) => {
    const admin = {
      get: (path: string) => readers.get(plural)!.get(path),
    };
    it('lists records that match the documented record shape, with paging meta', async () => {
      const { status, body } = await call<ListBody<string, unknown>>(
        admin.get(`/api/v2/${plural}?per=2`),
      );
      expect(status).toBe(200);
      expect(body.meta).toMatchObject({ pageNumber: 1, pageSize: 2 });
      expect(body[plural]!.length).toBeLessThanOrEqual(2);
      expect(body[plural]!.length).toBeGreaterThan(0);
      for (const record of body[plural]!)
        expect(() => resource.contract.record.parse(record)).not.toThrow();
    });

    it('sorts by every sortable column both ways', async () => {
      for (const column of Object.keys(resource.sortable)) {
        for (const sort of ['asc', 'desc']) {
          const res = await admin.get(`/api/v2/${plural}?orderBy=${column}&orderSort=${sort}`);
          expect(res.status, `${column} ${sort}`).toBe(200);
        }
      }
    });

    it('accepts every filter with one value and with an array of values', async () => {
      for (const [name, filter] of Object.entries(resource.filters)) {
        const [a, b] = SAMPLE_VALUES[filter.valueType];
        expect((await admin.get(`/api/v2/${plural}?${name}=${a}`)).status, name).toBe(200);
        expect(
          (await admin.get(`/api/v2/${plural}?${name}[]=${a}&${name}[]=${b}`)).status,
          `${name}[]`,
        ).toBe(200);
      }
    });

    it('embeds every include path', async () => {
      for (const path of includePaths(resource, REGISTRY)) {
        const res = await admin.get(`/api/v2/${plural}?include=${path}`);
        expect(res.status, path).toBe(200);
      }
    });

    it('answers 404 for a record that does not exist', async () => {
      const { status, body } = await call<ProblemBody>(admin.get(`/api/v2/${plural}/987654`));
      expect(status).toBe(404);
      expect(body).toEqual({ error: expect.any(String) });
    });

    it('answers 422 for an unknown orderBy column', async () => {
      expect((await admin.get(`/api/v2/${plural}?orderBy=no_such_column`)).status).toBe(422);
    });
  });
});
