import {
  FIELD_MESSAGES,
  writableFields,
  type Actor,
  type FieldErrors,
  type ResourceContract,
} from '@tp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/registry.ts';
import { BACKENDS, createTestContext, type Backend, type TestContext } from '../harness.ts';
import { documentedOperations, seedHarnessWorld, type HarnessWorld } from './harness-world.ts';
import { createFixtureUser } from '../../auth/testing/user-fixtures.ts';
import { TestAgent } from '../agent.ts';
import { FIXTURE_LOGIN_PASSWORD } from '../fixtures.ts';
import { fixtureRoleAgents } from './role-agents.ts';

/** A key no contract has. */
const UNKNOWN_FIELD = 'notAFieldOfAnyRecord';
/** Answers that stop a call before its payload is read: this role may not write this record. */
const REFUSED = [401, 403, 404, 405];

/** The only role that features reviews, which the fixture roles leave out. */
const MANAGER = { email: 'manager@fixture.test', roles: ['instruction_manager' as const] };

/** The keys of a record contract (an object schema). */
function recordKeys(contract: ResourceContract): string[] {
  const shape = (contract.record as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

interface Answer {
  status: number;
  errors: FieldErrors;
}

async function send(agent: TestAgent, method: 'POST' | 'PUT', path: string, body: unknown) {
  const res = await agent.request(method, path, { body });
  const json = (await res.json().catch(() => ({}))) as { errors?: FieldErrors };
  return { status: res.status, errors: json.errors ?? {} } satisfies Answer;
}

/**
 * The harness's check that the API says no instead of ignoring: for every resource the engine
 * writes, and every fixture role that may write it, a key that is no field, a read-only field
 * of the record, and a field the role's field rules keep from it each answer 422 naming the key.
 * The calls are refused before any write, so the world stays as seeded.
 */
function describeUnwritableFields(backend: Backend) {
  describe(`write payloads name what they refuse (${backend})`, () => {
    let ctx: TestContext;
    let harness: HarnessWorld;
    let agents: { role: string; agent: TestAgent }[];

    beforeAll(async () => {
      ctx = await createTestContext(backend);
      harness = await seedHarnessWorld(ctx, await documentedOperations(ctx));
      await createFixtureUser(ctx.db, { ...MANAGER, password: FIXTURE_LOGIN_PASSWORD });
    });

    /** A record of the resource the agent reads (its newest), else the harness's id. */
    async function idFor(agent: TestAgent, name: string): Promise<number> {
      const res = await agent.get(`/api/v2/${name}?orderBy=id&orderSort=desc&per=1`);
      const json = (res.status === 200 ? await res.json() : {}) as Record<string, unknown>;
      const first = (json[name] as { id?: number }[] | undefined)?.[0]?.id;
      return first ?? harness.ids.idFor(name);
    }
    afterAll(() => ctx?.close());

    it('answers 422 naming an unknown, a read-only and a forbidden field, for every writable resource', async () => {
      const roles = fixtureRoleAgents(ctx.app);
      agents = [];
      for (const role of roles.order) agents.push({ role, agent: await roles.agent(role) });
      const manager = await new TestAgent(ctx.app).signIn(MANAGER.email, FIXTURE_LOGIN_PASSWORD);
      agents.push({ role: 'instruction_manager', agent: manager });
      const admin = await roles.agent('admin');
      const wrong: string[] = [];
      const unreached: string[] = [];
      let checks = 0;
      const expectNamed = (what: string, answer: Answer, key: string, messages: string[]) => {
        checks++;
        const named = answer.errors[key]?.[0];
        if (answer.status !== 422 || !named || !messages.includes(named))
          wrong.push(`${what}: ${answer.status} ${JSON.stringify(answer.errors)}`);
      };

      // Resources written with a payload (a delete-only one, like notices, has none to check).
      const withPayloads = RESOURCES.filter(
        (r) => r.write && (r.contract.create || r.contract.update),
      );
      for (const resource of withPayloads) {
        const { contract, name, singular } = resource;
        const keyed = (payload: Record<string, unknown>) => ({ [singular]: payload });
        let reached = false;
        const refusals: string[] = [];
        for (const { role, agent } of agents) {
          if (contract.create) {
            const created = await send(
              agent,
              'POST',
              `/api/v2/${name}`,
              keyed({ [UNKNOWN_FIELD]: 1 }),
            );
            if (!REFUSED.includes(created.status)) {
              reached = true;
              expectNamed(`${role} POST ${name} ${UNKNOWN_FIELD}`, created, UNKNOWN_FIELD, [
                FIELD_MESSAGES.unknown,
              ]);
            }
          }
          if (!contract.update) continue;
          const path = `/api/v2/${name}/${await idFor(agent, name)}`;
          const probe = await send(agent, 'PUT', path, keyed({ [UNKNOWN_FIELD]: 1 }));
          if (REFUSED.includes(probe.status)) {
            refusals.push(`${role} ${probe.status}`);
            continue;
          }
          reached = true;
          expectNamed(`${role} PUT ${name} ${UNKNOWN_FIELD}`, probe, UNKNOWN_FIELD, [
            FIELD_MESSAGES.unknown,
          ]);
          const readOnly = recordKeys(contract).find((key) => !(key in contract.update!.shape));
          if (readOnly) {
            const answer = await send(agent, 'PUT', path, keyed({ [readOnly]: null }));
            const actionMessage = answer.errors[readOnly]?.[0] ?? '';
            const viaAction = /^is changed with [A-Z]+ \/api\/v2\/\S+, not here$/.test(
              actionMessage,
            );
            expectNamed(`${role} PUT ${name} ${readOnly}`, answer, readOnly, [
              FIELD_MESSAGES.readOnly,
              ...(viaAction ? [actionMessage] : []),
            ]);
          }
          // A field the role's field rules keep from it, judged as the server does.
          const { user } = (await (await agent.get('/api/session.json')).json()) as { user: Actor };
          const record = ((await (await admin.get(path)).json()) as Record<string, unknown>)[
            singular
          ];
          const writable = writableFields(contract, user, record);
          const forbidden =
            writable === 'all'
              ? undefined
              : Object.keys(contract.update.shape).find((key) => !writable.includes(key));
          if (forbidden) {
            const answer = await send(agent, 'PUT', path, keyed({ [forbidden]: null }));
            expectNamed(`${role} PUT ${name} ${forbidden}`, answer, forbidden, [
              FIELD_MESSAGES.notYours,
            ]);
          }
        }
        if (!reached) unreached.push(`${name} (${refusals.join(', ')})`);
      }
      console.info(`unwritable fields (${backend}): ${checks} checks`);
      expect(wrong).toEqual([]);
      expect(unreached).toEqual([]);
    });
  });
}

describe.each(BACKENDS)('%s', (backend) => describeUnwritableFields(backend));
