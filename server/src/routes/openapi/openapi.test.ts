import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/registry.ts';
import { call } from '../../test/fixtures.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

interface Document {
  openapi: string;
  info: { version: string };
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; schema: { enum?: string[] } }[] }>
  >;
  components: {
    schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }>;
  };
}

// The document is built from code, not data: one backend is enough.
describe('OpenAPI document and docs page', () => {
  let ctx: TestContext;
  let document: Document;

  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    const { status, body } = await call<Document>(ctx.app.request('/api/openapi.json'));
    expect(status).toBe(200);
    document = body;
  });
  afterAll(() => ctx?.close());

  it('is OpenAPI 3.1 with the app version', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe(ctx.deps.config.version);
  });

  it('has list and show paths for every resource, and writes where the resource accepts them', () => {
    for (const resource of RESOURCES) {
      const collection = document.paths[`/api/v2/${resource.name}`]!;
      const member = document.paths[`/api/v2/${resource.name}/{id}`]!;
      expect(collection.get, resource.name).toBeDefined();
      expect(member.get, resource.name).toBeDefined();
      expect(Boolean(collection.post), resource.name).toBe(resource.write !== null);
      expect(Boolean(member.patch && member.put && member.delete), resource.name).toBe(
        resource.write !== null,
      );
    }
  });

  it('documents the list parameters, sortable columns, filters and includes', () => {
    const parameters = document.paths['/api/v2/sessions']!.get!.parameters!;
    const names = parameters.map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'page',
        'per',
        'orderBy',
        'orderSort',
        'noPagination',
        'ids[]',
        'include',
      ]),
    );
    expect(names).toEqual(
      expect.arrayContaining(['tutorId', 'tutorId[]', 'startsAt', 'endsAt', 'upcoming']),
    );
    expect(parameters.find((p) => p.name === 'orderBy')!.schema.enum).toContain('starts_at');
  });

  it('describes payloads from the same zod schemas the handlers validate with', () => {
    const create = document.components.schemas.SessionCreate!;
    expect(create.required).toEqual(expect.arrayContaining(['courseId', 'startsAt']));
    expect(Object.keys(create.properties!)).toEqual(
      expect.arrayContaining(['duration', 'endsAt', 'supervisorId']),
    );
    expect(document.components.schemas.ValidationError).toBeDefined();
  });

  it('describes the sign-in endpoints', () => {
    for (const path of [
      '/api/session.json',
      '/api/login.json',
      '/api/logout.json',
      '/api/config.json',
      '/api/auth/pusher/auth',
    ]) {
      expect(document.paths[path], path).toBeDefined();
    }
  });

  it('serves a self-contained HTML page grouped by resource', async () => {
    const res = await ctx.app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('<section id="sessions">');
    expect(html).toContain('/api/v2/courses/{id}');
    expect(html).not.toMatch(/<script|https?:\/\/(?!localhost)/);
  });
});
