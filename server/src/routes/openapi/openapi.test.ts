import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BATCH_BYTES } from '@tp/domain';
import { MAX_JSON_BODY_BYTES } from '../../http/body-limit.ts';
import { RESOURCES } from '../../resources/registry.ts';
import { isDeleteOnlyResource } from '../../resources/routes.ts';
import { call } from '../../test/fixtures.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

interface Operation {
  operationId?: string;
  requestBody?: { content?: Record<string, unknown> };
  parameters?: { name?: string; $ref?: string; schema?: { enum?: string[] } }[];
  responses: Record<
    string,
    {
      description?: string;
      headers?: Record<string, unknown>;
      content?: Record<string, { schema?: { $ref?: string } }>;
    }
  >;
}

interface Document {
  openapi: string;
  servers: { url: string; description: string }[];
  info: { version: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }>;
    parameters: Record<string, { name: string; in: string }>;
    headers: Record<string, unknown>;
  };
}

const OPERATION_METHODS = ['get', 'put', 'post', 'patch', 'delete'];

/** Every operation of the document with its path and method. */
function operationsOf(document: Document): { label: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => OPERATION_METHODS.includes(method))
      .map(([method, operation]) => ({ label: `${method} ${path}`, operation })),
  );
}

/** The paths issue 3 added, with the methods each must describe. */
const ACCOUNT_CALLS: Record<string, string[]> = {
  '/api/v2/sso.json': ['get'],
  '/api/secret.json': ['post', 'put'],
  '/api/setup.json': ['put'],
  '/api/verification.json': ['get', 'post'],
  '/api/unlock.json': ['get', 'post'],
  '/api/v2/users/{id}': ['get'],
  '/api/v2/users/{id}/lock': ['put'],
  '/api/v2/users/{id}/unlock': ['put'],
  '/api/v2/users/{id}/freeze': ['put'],
  '/api/v2/users/{id}/unfreeze': ['put'],
  '/api/v2/users/{id}/change_password': ['put'],
};

/** The calls outside the resources and the account flows that issue 5 documented. */
const SHARED_CALLS = [
  '/api/v2/uploads.json',
  '/api/v2/uploads',
  '/api/v2/uploads/{id}',
  '/api/v2/uploads/{id}/file',
  '/api/v2/avatars',
  '/api/v2/avatars/{type}/{id}',
  '/api/v2/locales',
  '/api/v2/locales/{file}',
  '/api/v2/countries',
  '/api/v2/states',
  '/api/v2/time_zones',
];

/** A Hono route path as an OpenAPI path: `/uploads/:id{[0-9]+}` -> `/uploads/{id}`. */
function openApiPath(honoPath: string): string {
  return honoPath
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? `{${segment.slice(1).split('{')[0]!.replace(/\?$/, '')}}` : segment,
    )
    .join('/');
}

const RATE_LIMITED_CALLS: [string, string][] = [
  ['/api/login.json', 'post'],
  ['/api/v2/sso.json', 'get'],
  ['/api/secret.json', 'post'],
  ['/api/secret.json', 'put'],
  ['/api/setup.json', 'put'],
  ['/api/verification.json', 'get'],
  ['/api/verification.json', 'post'],
  ['/api/unlock.json', 'get'],
  ['/api/unlock.json', 'post'],
];

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
      // An update-only resource (reviews: the featured toggle) has PUT and PATCH alone.
      const isCreatable = resource.write !== null && resource.contract.create !== undefined;
      const isUpdatable = resource.write !== null && resource.contract.update !== undefined;
      // A collection action at the collection itself takes its method there (POST /tutorings
      // books): documented as that action, never as a create.
      const rootPost = Object.entries(resource.contract.actions ?? {}).find(
        ([, action]) =>
          action.on === 'collection' && action.path === '' && action.method === 'POST',
      );
      expect(Boolean(collection.post), resource.name).toBe(isCreatable || rootPost !== undefined);
      if (rootPost)
        expect(collection.post!.operationId, resource.name).toBe(`${resource.name}.${rootPost[0]}`);
      // A delete-only resource (notices: acknowledged by deleting) has DELETE besides GET.
      expect(Boolean(member.delete), resource.name).toBe(
        isCreatable || isDeleteOnlyResource(resource),
      );
      expect(Boolean(member.patch && member.put), resource.name).toBe(isUpdatable);
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
    expect(parameters.find((p) => p.name === 'orderBy')!.schema?.enum).toContain('starts_at');
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

  it('documents every route the app registers, with its method', () => {
    // ALL is middleware (app.use) and the catch-all 404; static app routes are not mounted here.
    const routes = ctx.app.routes.filter((route) => route.method !== 'ALL');
    const undocumented = routes
      .map((route) => `${route.method.toLowerCase()} ${openApiPath(route.path)}`)
      .filter((label) => {
        const [method, path] = label.split(' ') as [string, string];
        return !document.paths[path]?.[method];
      });
    expect(routes.length).toBeGreaterThan(50);
    expect([...new Set(undocumented)]).toEqual([]);
  });

  it('describes the uploads, avatars, locales and reference calls', () => {
    for (const path of SHARED_CALLS) expect(document.paths[path], path).toBeDefined();
  });

  it('describes request bodies with the payload schemas the routes validate with', () => {
    const body = (path: string, method: string) =>
      JSON.stringify(
        (document.paths[path]![method] as unknown as { requestBody: unknown }).requestBody,
      );
    expect(body('/api/login.json', 'post')).toContain('#/components/schemas/LoginRequest');
    expect(body('/api/profile.json', 'put')).toContain('#/components/schemas/ProfileRequest');
    expect(body('/api/secret.json', 'put')).toContain('#/components/schemas/NewPasswordRequest');
    expect(body('/api/unlock.json', 'post')).toContain('#/components/schemas/EmailRequest');
    expect(document.components.schemas.ProfileRequest!.properties).toHaveProperty('timeZone');
  });

  it('names the rules of the failures it answers, 401 and 422 included', () => {
    const profile = document.paths['/api/profile.json']!.put!.responses;
    expect(Object.keys(profile)).toEqual(expect.arrayContaining(['200', '401', '403', '422']));
    const upload = document.paths['/api/v2/uploads/{id}']!.get!.responses;
    expect(Object.keys(upload)).toEqual(expect.arrayContaining(['200', '401', '404']));
  });

  it('describes the account flows and staff account actions with their methods', () => {
    for (const [path, methods] of Object.entries(ACCOUNT_CALLS)) {
      for (const method of methods) {
        expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
      }
    }
  });

  it('answers 429 with Retry-After on every rate-limited call', () => {
    for (const [path, method] of RATE_LIMITED_CALLS) {
      const tooMany = document.paths[path]![method]!.responses[429];
      expect(tooMany?.headers, `${method} ${path}`).toHaveProperty('Retry-After');
    }
  });

  it('documents the 413 of the body limit on every operation that takes a body, as answered', async () => {
    const withBody = operationsOf(document).filter(({ operation }) => operation.requestBody);
    expect(withBody.length).toBeGreaterThan(100);
    const json = 'x'.repeat(MAX_JSON_BODY_BYTES + 1);
    const form = 'x'.repeat(MAX_UPLOAD_BATCH_BYTES + 1);
    for (const { label, operation } of withBody) {
      const documented = operation.responses['413'];
      expect(documented?.content?.['application/json']?.schema?.$ref, label).toBe(
        '#/components/schemas/ValidationError',
      );
      // The answer itself: a body one byte over the limit, refused before anything reads it.
      const [method, path] = label.split(' ') as [string, string];
      const multipart = Object.keys(operation.requestBody!.content ?? {}).some((type) =>
        type.startsWith('multipart/form-data'),
      );
      const res = await ctx.app.request(path.replace(/\{[^}]+\}/g, '1'), {
        method: method.toUpperCase(),
        headers: {
          'Content-Type': multipart ? 'multipart/form-data; boundary=x' : 'application/json',
        },
        body: multipart ? form : json,
      });
      expect(res.status, label).toBe(413);
      const body = (await res.json()) as { error: string; errors: { base: string[] } };
      expect(body.errors.base, label).toEqual([body.error]);
      expect(documented!.description ?? '', label).toContain(body.error);
    }
  });

  it('describes X-Spoof-User once and refers to it from every operation', () => {
    expect(document.components.parameters.SpoofUser).toMatchObject({
      name: 'X-Spoof-User',
      in: 'header',
    });
    for (const { label, operation } of operationsOf(document)) {
      const refs = (operation.parameters ?? []).map((p) => p.$ref);
      expect(refs, label).toContain('#/components/parameters/SpoofUser');
      expect(operation.responses[422], label).toBeDefined();
      expect(operation.responses[403], label).toBeDefined();
    }
  });

  it('names the effective user in the headers of successful answers', () => {
    const ok = document.paths['/api/session.json']!.get!.responses[200]!;
    expect(Object.keys(ok.headers!)).toEqual(['X-Effective-User', 'X-Spoofed-By']);
  });

  it('carries spoofedBy and the flags on the signed-in user', () => {
    expect(document.components.schemas.AuthUser!.properties).toHaveProperty('spoofedBy');
    expect(document.components.schemas.AuthUser!.required).toContain('flags');
  });

  it('says a shipment needs one observer at least, as its 422 does', () => {
    for (const name of ['ShipmentCreate', 'ShipmentUpdate']) {
      const observers = document.components.schemas[name]!.properties!.shipmentObservers as {
        minItems?: number;
      };
      expect(observers.minItems, name).toBe(1);
    }
  });

  it('names the server its paths are served from', () => {
    expect(document.servers).toEqual([
      { url: '/', description: 'The server that serves this document' },
    ]);
  });

  it('refers only to components it defines', () => {
    const refs = JSON.stringify(document).matchAll(/"#\/components\/(\w+)\/(\w+)"/g);
    const components = document.components as unknown as Record<string, Record<string, unknown>>;
    let count = 0;
    for (const [, kind, name] of refs) {
      count += 1;
      expect(components[kind!]?.[name!], `${kind}/${name}`).toBeDefined();
    }
    expect(count).toBeGreaterThan(0);
  });

  it('serves a self-contained HTML page grouped by resource', async () => {
    const res = await ctx.app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('<section id="sessions">');
    expect(html).toContain('/api/v2/courses/{id}');
    expect(html).toContain('<section id="users">');
    for (const path of [...Object.keys(ACCOUNT_CALLS), ...SHARED_CALLS])
      expect(html).toContain(`<code>${path}</code>`);
    expect(html).toContain('<code>X-Spoof-User</code>');
    expect(html).not.toMatch(/<script|https?:\/\/(?!localhost)/);
  });
});
