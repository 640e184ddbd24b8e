import { expect } from 'vitest';
import { PNG } from '../../storage/testing/sample-files.ts';
import { seedResourceWorld, type ResourceWorld } from '../fixtures.ts';
import type { TestContext } from '../harness.ts';
import {
  fetchOpenApiDocument,
  inlineRefs,
  operationsOf,
  type Operation,
} from './openapi-operations.ts';
import { realIds } from './real-ids.ts';
import { fixtureRoleAgents } from './role-agents.ts';
import type { SampleIds } from './sample-values.ts';

/** Every operation of the app's OpenAPI document, its schemas' references inlined. */
export async function documentedOperations(ctx: TestContext): Promise<Operation[]> {
  const document = await fetchOpenApiDocument(ctx.app);
  return operationsOf(document).map((operation) => ({
    ...operation,
    parameters: operation.parameters.map((parameter) => ({
      ...parameter,
      schema: parameter.schema && inlineRefs(document, parameter.schema),
    })),
    body: Object.fromEntries(
      Object.entries(operation.body).map(([type, schema]) => [type, inlineRefs(document, schema)]),
    ),
  }));
}

/** What the operation-wide harness tests need of the seeded world. */
export interface HarnessWorld {
  world: ResourceWorld;
  ids: SampleIds;
}

/**
 * Seeds `seedResourceWorld` plus one upload (through the API) and finds real ids for every
 * resource (call it in `beforeAll`). Each test signs in its own `fixtureRoleAgents`: a sign-in
 * made on one test's database copy does not exist in the next test's.
 */
export async function seedHarnessWorld(
  ctx: TestContext,
  operations: Operation[],
): Promise<HarnessWorld> {
  const world = await seedResourceWorld(ctx.db);
  const admin = await fixtureRoleAgents(ctx.app).agent('admin');
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
  return { world, ids };
}
