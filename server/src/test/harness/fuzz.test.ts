import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedResourceWorld, type ResourceWorld } from '../fixtures.ts';
import { BACKENDS, createTestContext, type TestContext } from '../harness.ts';
import { fingerprinter } from './db-fingerprint.ts';
import { fuzzOperations } from './fuzz-runner.ts';
import {
  fetchOpenApiDocument,
  inlineRefs,
  operationsOf,
  type Operation,
} from './openapi-operations.ts';
import { realIds } from './real-ids.ts';
import { fixtureRoleAgents } from './role-agents.ts';

/** A tiny PNG, for the upload the fuzzer reads and deletes. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAcCBlCwAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

/**
 * Malformed input to every operation of the app's own OpenAPI document (an operation added
 * later is covered with no new code here): never a 5xx, never internals in an answer, nothing
 * stored by a refused request. One test walks them all, on a database of its own: a request
 * that fails inside the database must not poison a shared test transaction for the next one.
 */
describe.each(BACKENDS)('malformed input to every documented operation (%s)', (backend) => {
  let ctx: TestContext;
  let world: ResourceWorld;
  let operations: Operation[];

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    world = await seedResourceWorld(ctx.db);
    const document = await fetchOpenApiDocument(ctx.app);
    operations = operationsOf(document).map((operation) => ({
      ...operation,
      parameters: operation.parameters.map((p) => ({
        ...p,
        schema: p.schema && inlineRefs(document, p.schema),
      })),
      body: Object.fromEntries(
        Object.entries(operation.body).map(([type, schema]) => [
          type,
          inlineRefs(document, schema),
        ]),
      ),
    }));
  });
  afterAll(() => ctx?.close());

  it(
    'never answers 5xx, never shows internals, stores nothing it refuses',
    { meta: { ownDatabase: true }, timeout: 600_000 },
    async () => {
      const started = performance.now();
      const roles = fixtureRoleAgents(ctx.app);
      const admin = await roles.agent('admin');
      const form = new FormData();
      form.append('attachableType', 'Session');
      form.append('attachableId', String(world.sessions.s4.id));
      form.append('file', new File([PNG], 'seed.png', { type: 'image/png' }));
      const uploaded = await admin.post('/api/v2/uploads', form);
      expect(uploaded.status).toBe(201);
      const { upload } = (await uploaded.json()) as { upload: { id: number } };
      // Ids no list gives: the employee behind a tutor, the records files and avatars belong to.
      const ids = await realIds(admin, operations, {
        employeeId: world.users.tom.employeeId!,
        supervisorId: world.users.tom.employeeId!,
        attachableId: world.sessions.s4.id,
        avatarableId: world.users.nobody.id,
        avatars: world.users.nobody.id,
        uploads: upload.id,
      });

      const report = await fuzzOperations({
        app: ctx.app,
        operations,
        ids,
        roles,
        fingerprint: await fingerprinter(ctx.db),
      });

      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(
        `fuzz (${backend}): ${report.operations} operations, ${report.requests} requests, ` +
          `${report.serverErrors} answered 5xx, ${report.findings.length} findings, in ${seconds} s; ` +
          `statuses ${JSON.stringify(report.statuses)}`,
      );
      const notAdmin = Object.entries(report.roles).filter(
        ([, role]) => role !== 'admin' && role !== 'anonymous',
      );
      if (notAdmin.length > 0)
        console.info(
          `fuzzed as another role than admin: ${JSON.stringify(Object.fromEntries(notAdmin))}`,
        );
      expect(report.operations).toBe(operations.length);
      expect(report.findings.map((f) => `${f.operation}: ${f.request}: ${f.problem}`)).toEqual([]);
    },
  );

  it('refuses an include deeper than 3 levels with a 4xx', async () => {
    const admin = await fixtureRoleAgents(ctx.app).agent('admin');
    const deep = await admin.get(
      `/api/v2/sessions/${world.sessions.s1.id}?include=course.sessions.course.sessions`,
    );
    expect(deep.status).toBe(422);
    const list = await admin.get('/api/v2/courses?include=sessions.course.sessions.course');
    expect(list.status).toBe(422);
    const threeLevels = await admin.get(
      `/api/v2/sessions/${world.sessions.s1.id}?include=course.sessions.course`,
    );
    expect(threeLevels.status).toBe(200);
  });
});
