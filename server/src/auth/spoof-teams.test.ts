import type { AuthUser } from '@tp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMemberships, teams } from '../db/schema/index.ts';
import { FIXTURE_LOGIN_PASSWORD, call, type ResourceWorld } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  type FixtureLogin,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';
import type { TestAgent } from '../test/agent.ts';
import { findAuthUserById } from './auth-user.query.ts';
import { managedTutorIds } from './spoof-teams.ts';
import { createFixtureUser } from './testing/user-fixtures.ts';

type AuthUserBody = { user: (AuthUser & { spoofedBy?: { id: number } }) | null };

/**
 * On top of the resource world: tutor Mara manages team North (tutor Tia, advisor as advisor
 * member); tutor Otto manages team South (tutor Tom). Tia manages no team.
 */
describe.each(BACKENDS)('team managers spoofing their tutors (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let mara: Awaited<ReturnType<typeof createFixtureUser>>;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    const tutor = (email: string) =>
      createFixtureUser(ctx.db, {
        email,
        roles: ['tutor'],
        employeeTitle: 'Tutor',
        password: FIXTURE_LOGIN_PASSWORD,
      });
    mara = await tutor('mara@fixture.test');
    const otto = await tutor('otto@fixture.test');
    const [north, south] = await ctx.db
      .insert(teams)
      .values([
        { name: 'North', managerId: mara.employeeId },
        { name: 'South', managerId: otto.employeeId },
      ])
      .returning();
    await ctx.db.insert(teamMemberships).values([
      { teamId: north!.id, employeeId: world.users.tia.employeeId!, role: 'tutor' },
      { teamId: north!.id, employeeId: world.users.advisor.employeeId!, role: 'advisor' },
      { teamId: south!.id, employeeId: world.users.tom.employeeId!, role: 'tutor' },
    ]);
  });
  afterAll(() => ctx?.close());

  async function authUser(userId: number): Promise<AuthUser> {
    const user = await findAuthUserById(ctx.db, userId);
    if (!user) throw new Error(`fixture user ${userId} cannot hold a session`);
    return user;
  }
  async function agentFor(login: FixtureLogin, spoof: string): Promise<TestAgent> {
    const agent = await ctx.signIn(login);
    agent.spoof = spoof;
    return agent;
  }
  const tutorRef = (user: { tutorId: number | null }) => `Tutor-${user.tutorId}`;

  it("answers a manager the tutor members of their team only, not its advisors or another team's", async () => {
    expect(await managedTutorIds(ctx.db, await authUser(mara.id))).toEqual([
      world.users.tia.tutorId,
    ]);
  });

  it('answers a team member who manages no team nothing', async () => {
    expect(await managedTutorIds(ctx.db, await authUser(world.users.tia.id))).toEqual([]);
  });

  it('lets a team manager tutor spoof a tutor of their team', async () => {
    const agent = await agentFor('mara@fixture.test', tutorRef(world.users.tia));
    const res = await agent.get('/api/session.json');
    expect(res.headers.get('X-Effective-User')).toBe(tutorRef(world.users.tia));
    const { status, body } = await call<AuthUserBody>(res);
    expect(status).toBe(200);
    expect(body.user?.id).toBe(world.users.tia.id);
    expect(body.user?.spoofedBy?.id).toBe(mara.id);
  });

  it('refuses a team manager spoofing a tutor outside their team (403)', async () => {
    const agent = await agentFor('mara@fixture.test', tutorRef(world.users.tom));
    const { status, body } = await call<{ error: string }>(agent.get('/api/session.json'));
    expect(status).toBe(403);
    expect(body.error).toBe('You are not allowed to spoof that user.');
  });

  it('refuses a team member who manages no team, for a team-mate and their manager alike (403)', async () => {
    for (const target of [tutorRef(mara), tutorRef(world.users.tom)]) {
      const agent = await agentFor('tutor@fixture.test', target);
      expect((await agent.get('/api/session.json')).status, target).toBe(403);
    }
  });
});
