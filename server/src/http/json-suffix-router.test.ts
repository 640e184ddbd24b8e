import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';
import {
  fetchOpenApiDocument,
  operationsOf,
  type Operation,
} from '../test/harness/openapi-operations.ts';
import { routedPath } from './json-suffix-router.ts';

/** A concrete path for an operation: `{id}` 1, other parameters a value their pattern takes. */
function concretePath(operation: Operation): string {
  const samples: Record<string, string> = { id: '1', file: 'es.json' };
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => samples[name] ?? 'sample');
}

/** The same path written the other way: with `.json` when it has none, else without. */
function otherSpelling(path: string): string {
  return path.endsWith('.json') ? path.slice(0, -'.json'.length) : `${path}.json`;
}

describe('the .json suffix rule', () => {
  it('drops a trailing .json from API paths only', () => {
    expect(routedPath('/api/v2/courses.json')).toBe('/api/v2/courses');
    expect(routedPath('/api/v2/employees/4/terminate.json')).toBe('/api/v2/employees/4/terminate');
    expect(routedPath('/api/v2/courses')).toBe('/api/v2/courses');
    expect(routedPath('/assets/manifest.json')).toBe('/assets/manifest.json');
  });
});

describe.each(BACKENDS)(
  'every path of the OpenAPI document, with and without .json (%s)',
  (backend) => {
    let ctx: ResourceTestContext;
    let operations: Operation[];

    beforeAll(async () => {
      ctx = await createResourceTestContext(backend);
      operations = operationsOf(await fetchOpenApiDocument(ctx.app));
      // The world and the OpenAPI document take a while on a loaded machine.
    }, 180_000);
    afterAll(() => ctx?.close());

    /** The routes (method and pattern) Hono runs for a request, middleware included. */
    function matched(method: string, path: string): string[] {
      const [handlers] = ctx.app.router.match(method.toUpperCase(), path);
      return handlers.map(([[, route]]) => `${route.method} ${route.path}`);
    }

    it('routes both spellings of every operation to its own route', () => {
      const wrong: string[] = [];
      for (const operation of operations) {
        const path = concretePath(operation);
        const asWritten = matched(operation.method, path);
        const method = operation.method.toUpperCase();
        if (!asWritten.some((route) => route.startsWith(`${method} `)))
          wrong.push(`${operation.key}: no route of its method`);
        if (matched(operation.method, otherSpelling(path)).join() !== asWritten.join())
          wrong.push(`${operation.key}: ${otherSpelling(path)} routes elsewhere`);
      }
      expect(wrong).toEqual([]);
      expect(operations.length).toBeGreaterThan(100);
    });

    it('answers every read the same with and without .json', async () => {
      const admin = await ctx.signIn('admin');
      const differing: string[] = [];
      for (const operation of operations.filter((o) => o.method === 'get')) {
        const path = concretePath(operation);
        const asWritten = await admin.get(path);
        const other = await admin.get(otherSpelling(path));
        if (asWritten.status !== other.status)
          differing.push(`${operation.key}: ${asWritten.status} vs ${other.status}`);
      }
      expect(differing).toEqual([]);
    });

    it('serves the spec’s own spellings of lists, member actions and uploads', async () => {
      const admin = await ctx.signIn('admin');
      const courses = await admin.get('/api/v2/courses.json');
      expect(courses.status).toBe(200);
      expect(await courses.json()).toHaveProperty('courses');
      expect((await admin.get(`/api/v2/courses/${ctx.world.courses.c1.id}.json`)).status).toBe(200);
      const c1 = ctx.world.courses.c1.id;
      const uploads = await admin.get(
        `/api/v2/uploads.json?attachableType=Course&attachableId=${c1}`,
      );
      expect(uploads.status).toBe(200);
      expect(await uploads.json()).toHaveProperty('uploads');
      const tom = ctx.world.users.tom.employeeId!;
      const terminate = await admin.put(`/api/v2/employees/${tom}/terminate.json`, {
        employee: { endDate: '2026-03-09' },
      });
      expect(terminate.status).toBe(200);
      expect(await terminate.json()).toMatchObject({ employee: { id: tom, active: false } });
    });
  },
);
