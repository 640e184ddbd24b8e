import { actionPath, canOn, ruleOf, type ActionContract, type Actor } from '@tp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestAgent } from '../test/agent.ts';
import { call, type ListBody, type ProblemBody } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  type FixtureLogin,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';
import { RESOURCES } from './registry.ts';
import type { Resource } from './types.ts';
import { notices } from '../db/schema/index.ts';

/** Every named action of every resource: the conventions below cover each with no code of its own. */
const ACTIONS = RESOURCES.flatMap((resource) =>
  Object.entries(resource.contract.actions ?? {}).map(
    ([name, action]) => [`${resource.name}.${name}`, { resource, name, action }] as const,
  ),
);

const LOGINS = {
  admin: 'admin',
  advisor: 'advisor',
  tutor: 'tia',
  student: 'sam',
  parent: 'pam',
  nobody: 'nobody',
  // Some actions are theirs alone (reassigning a removed student's tutoring).
  instructionManager: 'manager',
} as const satisfies Record<string, FixtureLogin>;
type Login = keyof typeof LOGINS;

const NO_SUCH_ID = 987654;

function pathOf(resource: Resource, action: ActionContract<never>, id: number): string {
  const base = `/api/v2/${resource.name}`;
  return actionPath(base, action, id);
}

describe.each(BACKENDS)('every resource action follows the conventions (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let agents: Record<Login, TestAgent>;
  let actors: Record<Login, Actor>;
  const firstIds = new Map<string, number>();

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend, { extraStaff: ['manager'] });
    // A tutor's notice: notices are read by their owner alone, and the world seeds none.
    await ctx.db
      .insert(notices)
      .values({ userId: ctx.world.users.tia.id, title: 'New Session', message: 'Booked.' });
    agents = {} as Record<Login, TestAgent>;
    actors = {} as Record<Login, Actor>;
    for (const [login, who] of Object.entries(LOGINS) as [Login, FixtureLogin][]) {
      agents[login] = await ctx.signIn(who);
      const me = await call<{ user: Actor }>(agents[login].get('/api/session.json'));
      actors[login] = me.body.user;
    }
    for (const [, { resource }] of ACTIONS) {
      const path = `/api/v2/${resource.name}?per=1&orderBy=id&orderSort=desc`;
      const asAdmin = await call<ListBody<string, { id: number }>>(agents.admin.get(path));
      // Records only their owners read (a tutor's notices) are found by the tutor.
      const { body } =
        asAdmin.status === 403
          ? await call<ListBody<string, { id: number }>>(agents.tutor.get(path))
          : asAdmin;
      firstIds.set(resource.name, body[resource.name]![0]!.id);
    }
  });
  afterAll(() => ctx?.close());

  const send = (
    agent: TestAgent,
    action: ActionContract<never>,
    path: string,
    options: { csrf?: boolean; body?: unknown } = {},
  ) =>
    agent.request(action.method, path, {
      // A GET carries no body (fetch refuses one); its input, if any, is in the query.
      body: action.method === 'GET' ? undefined : (options.body ?? {}),
      csrf: options.csrf,
    });

  it.each(ACTIONS)(
    '%s answers 401 to a signed-out caller',
    async (_label, { resource, action }) => {
      const signedOut = new TestAgent(ctx.app);
      await signedOut.get('/api/session.json');
      const res = await send(
        signedOut,
        action,
        pathOf(resource, action, firstIds.get(resource.name)!),
      );
      expect(res.status).toBe(401);
    },
  );

  it.each(ACTIONS.filter(([, a]) => a.action.method !== 'GET'))(
    '%s refuses a call without the CSRF header (403)',
    async (_label, { resource, action }) => {
      const path = pathOf(resource, action, firstIds.get(resource.name)!);
      const { status, body } = await call<ProblemBody>(
        send(agents.admin, action, path, { csrf: false }),
      );
      expect(status).toBe(403);
      expect(body.error).toBe('Invalid CSRF token.');
    },
  );

  it.each(ACTIONS)(
    '%s: each role gets what domain’s can() says (403 refused, 404 unseen, allowed callers reach validation or the record)',
    async (_label, { resource, name, action }) => {
      for (const login of Object.keys(LOGINS) as Login[]) {
        const actor = actors[login];
        const reach = ruleOf(resource.contract, name).reach(actor);
        if (reach === 'own') continue; // decided on the record: covered by the resource's tests
        const existing = pathOf(resource, action, firstIds.get(resource.name)!);
        if (reach === 'none') {
          const unseen = action.on === 'member' && !canOn(resource.contract, actor, 'read');
          const res = await send(agents[login], action, existing);
          expect(res.status, `${login}`).toBe(unseen ? 404 : 403);
          continue;
        }
        if (action.on === 'member') {
          const missing = await send(agents[login], action, pathOf(resource, action, NO_SUCH_ID));
          expect(missing.status, `${login} on a missing record`).toBe(404);
        }
      }
    },
  );

  it.each(ACTIONS.filter(([, a]) => a.action.input?.in === 'body'))(
    '%s answers 422 to a malformed input, changing nothing',
    async (_label, { resource, name, action }) => {
      const path = pathOf(resource, action, firstIds.get(resource.name)!);
      // Sent by someone the action allows on every record, so the input is what is refused.
      const login =
        (Object.keys(LOGINS) as Login[]).find(
          (candidate) => ruleOf(resource.contract, name).reach(actors[candidate]) === 'all',
        ) ?? 'admin';
      const before = await call(
        agents.admin.get(`/api/v2/${resource.name}/${firstIds.get(resource.name)}`),
      );
      const body = action.input?.keyed
        ? { [resource.singular]: 'not an object' }
        : ['not', 'an', 'object'];
      const { status, body: problem } = await call<ProblemBody>(
        send(agents[login], action, path, { body }),
      );
      expect(status, login).toBe(422);
      expect(Object.keys(problem.errors).length).toBeGreaterThan(0);
      const after = await call(
        agents.admin.get(`/api/v2/${resource.name}/${firstIds.get(resource.name)}`),
      );
      expect(after.body).toEqual(before.body);
    },
  );
});
