import type { Team, TeamCandidate, TeamStats } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMemberships, tutors } from '../../db/schema/index.ts';
import type { TestAgent } from '../../test/agent.ts';
import {
  call,
  type ListBody,
  type OneBody,
  type ProblemBody,
  type ResourceWorld,
} from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

describe.each(BACKENDS)('teams (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let advisor: TestAgent;
  let tia: TestAgent;
  let tom: TestAgent;
  let student: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [admin, advisor, tia, tom, student] = await ctx.signInAs(
      'admin',
      'advisor',
      'tia',
      'tom',
      'sam',
    );
  });
  afterAll(() => ctx?.close());

  const employee = (name: keyof ResourceWorld['users']) => world.users[name].employeeId!;
  const membersOf = async (teamId: number) =>
    (
      await ctx.db
        .select({ employeeId: teamMemberships.employeeId, role: teamMemberships.role })
        .from(teamMemberships)
        .where(eq(teamMemberships.teamId, teamId))
    )
      .map((m) => `${m.role}:${m.employeeId}`)
      .sort();

  /** Tom joins Tia's team; weekly targets: Tia 10 h delivery and 4 h availability, Tom 2 and 2. */
  const tiaAndTomInTiasTeam = async () => {
    await ctx.db
      .update(tutors)
      .set({ deliveryTarget: 2, availabilityTarget: 2 })
      .where(eq(tutors.id, world.users.tom.tutorId!));
    await ctx.db
      .update(tutors)
      .set({ deliveryTarget: 10, availabilityTarget: 4 })
      .where(eq(tutors.id, world.users.tia.tutorId!));
    await admin.put(`/api/v2/teams/${world.teams.tia.id}`, {
      team: { tutorIds: [employee('tia'), employee('tom')] },
    });
  };

  it('lists teams to staff with their manager and member counts', async () => {
    const { status, body } = await call<ListBody<'teams', Team>>(advisor.get('/api/v2/teams'));
    expect(status).toBe(200);
    expect(body.teams.map((t) => [t.name, t.managerName, t.tutorsCount, t.advisorsCount])).toEqual([
      ['Fixture Tutors', 'Ada Admin', 1, 1],
      ['Other Tutors', null, 1, 0],
    ]);
    expect(body.teams[0]!.tutorIds).toEqual([employee('tia')]);
  });

  it('shows a tutor only the teams they belong to, and a student none', async () => {
    const mine = await call<ListBody<'teams', Team>>(tia.get('/api/v2/teams'));
    expect(mine.body.teams.map((t) => t.name)).toEqual(['Fixture Tutors']);
    expect((await tia.get(`/api/v2/teams/${world.teams.tom.id}`)).status).toBe(404);
    expect((await student.get('/api/v2/teams')).status).toBe(403);
  });

  it('creates a team and its memberships in one call', async () => {
    const created = await call<OneBody<'team', Team>>(
      admin.post('/api/v2/teams', {
        team: {
          name: 'Night Owls',
          type: 'Tutor',
          managerId: employee('advisor'),
          tutorIds: [employee('tia'), employee('tom')],
        },
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body.team).toMatchObject({
      name: 'Night Owls',
      managerName: expect.any(String),
      tutorsCount: 2,
      advisorsCount: 0,
      lockVersion: 0,
    });
    expect(await membersOf(created.body.team.id)).toEqual(
      [`tutor:${employee('tia')}`, `tutor:${employee('tom')}`].sort(),
    );
  });

  it('replaces the members of a role that is sent, keeps the others, and moves the version on', async () => {
    const id = world.teams.tia.id;
    const updated = await call<OneBody<'team', Team>>(
      admin.put(`/api/v2/teams/${id}`, { team: { tutorIds: [employee('tom')], lockVersion: 0 } }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.team).toMatchObject({ tutorIds: [employee('tom')], lockVersion: 1 });
    expect(await membersOf(id)).toEqual(
      [`advisor:${employee('advisor')}`, `tutor:${employee('tom')}`].sort(),
    );
  });

  it('writes nothing when a member is not a tutor: the team and its members roll back together', async () => {
    const refused = await call<ProblemBody>(
      admin.post('/api/v2/teams', {
        team: { name: 'Ghosts', type: 'Tutor', tutorIds: [employee('tia'), employee('advisor')] },
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors.tutorIds).toEqual([`are not tutors: ${employee('advisor')}`]);
    const list = await call<ListBody<'teams', Team>>(admin.get('/api/v2/teams?query=Ghosts'));
    expect(list.body.teams).toEqual([]);
  });

  it('refuses a manager among the members and someone both tutor and advisor', async () => {
    const refused = await call<ProblemBody>(
      admin.put(`/api/v2/teams/${world.teams.tia.id}`, {
        team: { managerId: employee('tia'), advisorIds: [employee('tia')] },
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      tutorIds: ['must not include the manager'],
      advisorIds: ['must not name a tutor of the team', 'must not include the manager'],
    });
  });

  it('refuses writes to staff who do not manage teams, and to tutors', async () => {
    const body = { team: { name: 'X', type: 'Tutor' } };
    expect((await advisor.post('/api/v2/teams', body)).status).toBe(403);
    expect((await tia.put(`/api/v2/teams/${world.teams.tia.id}`, body)).status).toBe(403);
    expect((await tia.delete(`/api/v2/teams/${world.teams.tia.id}`)).status).toBe(403);
  });

  it('deletes a team with its memberships', async () => {
    const id = world.teams.tom.id;
    expect((await admin.delete(`/api/v2/teams/${id}`)).status).toBe(204);
    expect(await membersOf(id)).toEqual([]);
  });

  it("answers each tutor's week against their targets, capped, with the bars fitting in 100", async () => {
    // TEST_NOW is Tuesday 2026-03-10 15:00Z: in the viewer's zone (Tia's, or the default New
    // York when she has none) the week began on Monday 03-09 at midnight, 04:00Z in daylight time.
    await tiaAndTomInTiasTeam();
    const { status, body } = await call<{ stats: TeamStats }>(
      tia.get(`/api/v2/teams/${world.teams.tia.id}/stats`),
    );
    expect(status).toBe(200);
    expect(body.stats.weekStartsAt).toBe('2026-03-09T04:00:00.000Z');
    expect(body.stats.weekEndsAt).toBe('2026-03-16T04:00:00.000Z');
    const byName = Object.fromEntries(body.stats.members.map((m) => [m.name, m]));
    // Tom taught s3 (Monday, one hour, over) and offered three hours.
    expect(byName['Tom Teacher']).toMatchObject({
      deliveryActual: 1,
      deliveryTarget: 2,
      deliveryPercent: 50,
      availabilityActual: 3,
      availabilityPercent: 100,
      availabilityBarPercent: 50,
    });
    // Tia's s1 starts at 16:00, not over yet; she offered three hours (one locked).
    expect(byName['Tia Tutor']).toMatchObject({
      deliveryActual: 0,
      deliveryPercent: 0,
      availabilityActual: 3,
      availabilityPercent: 75,
      availabilityBarPercent: 75,
    });
  });

  it("refuses a team's stats to a tutor outside it", async () => {
    expect((await tom.get(`/api/v2/teams/${world.teams.tia.id}/stats`)).status).toBe(404);
  });

  it("gives the team view its heading, totals and each tutor's contact, Spoof only where permitted", async () => {
    await tiaAndTomInTiasTeam();
    // Tia manages the other team (Tom's): a team manager spoofs their own tutors.
    await admin.put(`/api/v2/teams/${world.teams.tom.id}`, {
      team: { managerId: employee('tia') },
    });
    const statsOf = async (agent: TestAgent, teamId: number) => {
      const { status, body } = await call<{ stats: TeamStats }>(
        agent.get(`/api/v2/teams/${teamId}/stats`),
      );
      expect(status).toBe(200);
      return body.stats;
    };
    const spoofable = (stats: TeamStats) =>
      Object.fromEntries(stats.members.map((m) => [m.name, m.canSpoof]));

    const own = await statsOf(tia, world.teams.tia.id);
    expect(own).toMatchObject({
      teamName: 'Fixture Tutors',
      weekNumber: 11,
      manager: { name: 'Ada Admin', email: world.users.admin.email },
    });
    expect(own.members.find((m) => m.name === 'Tia Tutor')).toMatchObject({
      email: world.users.tia.email,
      canSpoof: false,
    });
    // The team's bars: Tom's hour delivered of the 2 + 10 targeted, 6 hours offered of 2 + 4,
    // the availability bar trimmed to what delivery leaves.
    expect(own.totals).toMatchObject({
      deliveryActual: 1,
      deliveryTarget: 12,
      deliveryPercent: 8,
      availabilityActual: 6,
      availabilityTarget: 6,
      availabilityPercent: 100,
      availabilityBarPercent: 92,
    });
    // Never oneself; Tom is a tutor of the team Tia manages, so she may spoof him wherever he shows.
    expect(spoofable(own)).toEqual({ 'Tia Tutor': false, 'Tom Teacher': true });
    expect(spoofable(await statsOf(tia, world.teams.tom.id))).toEqual({ 'Tom Teacher': true });
    // Tom manages nothing: no Spoof in his own team.
    expect(spoofable(await statsOf(tom, world.teams.tom.id))).toEqual({ 'Tom Teacher': false });
    // An admin may spoof any tutor.
    expect(spoofable(await statsOf(admin, world.teams.tia.id))).toEqual({
      'Tia Tutor': true,
      'Tom Teacher': true,
    });
    // Target histories: one's own, a managed tutor's, or any for an admin; not a teammate's.
    const readable = (stats: TeamStats) =>
      Object.fromEntries(stats.members.map((m) => [m.name, m.canReadTargetHistory]));
    expect(readable(own)).toEqual({ 'Tia Tutor': true, 'Tom Teacher': true });
    expect(readable(await statsOf(tom, world.teams.tia.id))).toEqual({
      'Tia Tutor': false,
      'Tom Teacher': true,
    });
    expect(readable(await statsOf(admin, world.teams.tia.id))).toEqual({
      'Tia Tutor': true,
      'Tom Teacher': true,
    });
    expect((await student.get(`/api/v2/teams/${world.teams.tia.id}/stats`)).status).toBe(404);
  });

  it("finds the teams an employee manages or belongs to (the tutor app's team view)", async () => {
    await admin.put(`/api/v2/teams/${world.teams.tom.id}`, {
      team: { managerId: employee('tia') },
    });
    const teamsOf = async (agent: TestAgent, name: keyof ResourceWorld['users']) => {
      const { status, body } = await call<ListBody<'teams', Team>>(
        agent.get(`/api/v2/teams?memberOrManagerId=${employee(name)}`),
      );
      expect(status).toBe(200);
      return body.teams.map((t) => t.name);
    };
    expect(await teamsOf(admin, 'tia')).toEqual(['Fixture Tutors', 'Other Tutors']);
    expect(await teamsOf(admin, 'advisor')).toEqual(['Fixture Tutors']);
    expect(await teamsOf(tom, 'tom')).toEqual(['Other Tutors']);
    // A tutor asking about someone else still sees only their own teams.
    expect(await teamsOf(tom, 'advisor')).toEqual([]);
  });

  it('offers team managers the active employees as candidates, tutors marked', async () => {
    const { status, body } = await call<{ candidates: TeamCandidate[] }>(
      admin.get('/api/v2/teams/candidates'),
    );
    expect(status).toBe(200);
    const tiaCandidate = body.candidates.find((c) => c.id === employee('tia'));
    expect(tiaCandidate).toMatchObject({ name: 'Tia Tutor', isTutor: true });
    expect(body.candidates.find((c) => c.id === employee('advisor'))?.isTutor).toBe(false);
    expect((await advisor.get('/api/v2/teams/candidates')).status).toBe(403);
  });
});
