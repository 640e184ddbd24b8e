import type { TargetHistoriesAnswer } from '@tp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availabilities,
  sessions,
  targetHistories,
  teamMemberships,
  teams,
  tutors,
  users,
} from '../../db/schema/index.ts';
import type { TestAgent } from '../../test/agent.ts';
import { call } from '../../test/fixtures.ts';
import { storeEndedWeeks } from '../../services/target-histories.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

type Problem = { errors: Record<string, string[]> };

/**
 * GET /api/v2/target_histories through the app (spec scheduling §3, §7, §9). The clock is
 * Tuesday 2026-03-10 15:00 UTC; New York moved to daylight saving on Sunday 2026-03-08, so its
 * week of Monday 2026-03-02 runs 167 hours, to Monday 2026-03-09 04:00 UTC.
 */
describe.each(BACKENDS)('target histories (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let admin: TestAgent;
  let advisor: TestAgent;
  let tia: TestAgent;
  let tom: TestAgent;
  let sam: TestAgent;
  let tiaId: number;
  let tomId: number;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    tiaId = ctx.world.users.tia.tutorId!;
    tomId = ctx.world.users.tom.tutorId!;
    await ctx.db
      .update(users)
      .set({ timeZone: 'America/New_York' })
      .where(eq(users.id, ctx.world.users.tia.id));
    await ctx.db
      .update(tutors)
      .set({ deliveryTarget: 10, availabilityTarget: 20 })
      .where(eq(tutors.id, tiaId));
    const courseId = ctx.world.sessions.s1.courseId;
    const session = (startsAt: string, duration: number, canceled = false) => ({
      courseId,
      supervisorId: tiaId,
      type: 'Tutoring',
      startsAt: new Date(startsAt),
      endsAt: new Date(new Date(startsAt).getTime() + duration * 60_000),
      duration,
      canceledAt: canceled ? new Date('2026-03-01T00:00:00Z') : null,
    });
    await ctx.db.insert(sessions).values([
      // Sunday 2026-03-01 23:30 EST: the week of Feb 23 in New York (Monday already in UTC).
      session('2026-03-02T04:30:00Z', 45),
      // Monday 2026-03-02 00:30 EST: the first minutes of the DST week.
      session('2026-03-02T05:30:00Z', 30),
      // Sunday 2026-03-08 23:30 EDT: still the DST week in New York, Monday in UTC.
      session('2026-03-09T03:30:00Z', 60),
      // Canceled: never delivered.
      session('2026-03-04T15:00:00Z', 90, true),
    ]);
    await ctx.db.insert(availabilities).values([
      {
        tutorId: tiaId,
        startsAt: new Date('2026-03-08T14:00:00Z'),
        endsAt: new Date('2026-03-08T16:00:00Z'),
        duration: 120,
      },
      {
        tutorId: tiaId,
        startsAt: new Date('2026-03-03T14:00:00Z'),
        endsAt: new Date('2026-03-03T15:00:00Z'),
        duration: 60,
        maxedOut: true,
      },
    ]);
    [admin, advisor, tia, tom, sam] = await ctx.signInAs('admin', 'advisor', 'tia', 'tom', 'sam');
  });
  afterAll(() => ctx?.close());

  const read = (agent: TestAgent, query: string) =>
    call<TargetHistoriesAnswer>(agent.get(`/api/v2/target_histories?${query}`));

  it('answers 6 weeks from 3 weeks back by default, cut at Monday midnight in the tutor’s zone', async () => {
    const { status, body } = await read(tia, `tutorId=${tiaId}`);
    expect(status).toBe(200);
    expect(body.timeZone).toBe('America/New_York');
    expect(body.targetHistories.map((week) => week.date)).toEqual([
      '2026-02-16',
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
    ]);
    const [, feb23, mar2, mar9] = body.targetHistories;
    expect(feb23).toEqual({
      date: '2026-02-23',
      deliveryTarget: 10,
      deliveryActual: 0.75,
      availabilityTarget: 20,
      availabilityActual: 0,
      availableAvailabilityActual: 0,
    });
    // 30 + 60 minutes in the 167-hour week; the canceled session is not delivered; the maxed-out
    // availability is offered but no longer bookable.
    expect(mar2).toMatchObject({
      deliveryActual: 1.5,
      availabilityActual: 3,
      availableAvailabilityActual: 2,
    });
    // This week: the fixture's session at 16:00 UTC today is not over yet; its availabilities are.
    expect(mar9).toMatchObject({ deliveryActual: 0, availabilityActual: 3 });
  });

  it('stores each week once it has ended (the job), and keeps its targets when the tutor’s change', async () => {
    const storedWeeks = async () =>
      (
        await ctx.db
          .select()
          .from(targetHistories)
          .where(eq(targetHistories.tutorId, tiaId))
          .orderBy(targetHistories.weekOf)
      ).map((row) => [row.weekOf, row.deliveryTarget, row.deliveryMinutes]);
    // A read stores nothing: the weeks are computed for it.
    await read(tia, `tutorId=${tiaId}&weeks=2&startDate=2026-03-04`);
    expect(await storedWeeks()).toEqual([]);
    // The job runner's pass stores the last two ended weeks, once (a second run changes nothing).
    await storeEndedWeeks(ctx.db, ctx.clock.now());
    await storeEndedWeeks(ctx.db, ctx.clock.now());
    expect(await storedWeeks()).toEqual([
      ['2026-02-23', 10, 45],
      ['2026-03-02', 10, 90],
    ]);
    const changed = await call(
      admin.put(`/api/v2/tutors/${tiaId}`, { tutor: { deliveryTarget: 30 } }),
    );
    expect(changed.status).toBe(200);
    const { body } = await read(tia, `tutorId=${tiaId}&weeks=2&startDate=2026-03-02`);
    expect(body.targetHistories.map((week) => week.deliveryTarget)).toEqual([10, 30]);
  });

  it('follows a schedule change at the next read', async () => {
    const [row] = await ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.supervisorId, tiaId), eq(sessions.duration, 30)));
    await ctx.db
      .update(sessions)
      .set({ canceledAt: new Date('2026-03-05T00:00:00Z') })
      .where(eq(sessions.id, row!.id));
    const { body } = await read(tia, `tutorId=${tiaId}&weeks=1&startDate=2026-03-02`);
    expect(body.targetHistories[0]!.deliveryActual).toBe(1);
  });

  it('lets staff read any tutor’s, a team manager their members’, and nobody else', async () => {
    expect((await read(admin, `tutorId=${tiaId}`)).status).toBe(200);
    expect((await read(advisor, `tutorId=${tiaId}`)).status).toBe(200);
    expect((await read(tom, `tutorId=${tiaId}`)).status).toBe(404);
    expect((await read(sam, `tutorId=${tiaId}`)).status).toBe(404);
    expect((await read(tia, `tutorId=${tomId}`)).status).toBe(404);
    expect((await read(admin, 'tutorId=999999')).status).toBe(404);
    const [team] = await ctx.db
      .insert(teams)
      .values({ name: 'Tom’s team', managerId: ctx.world.users.tom.employeeId! })
      .returning();
    await ctx.db
      .insert(teamMemberships)
      .values({ teamId: team!.id, employeeId: tiaId, role: 'tutor' });
    expect((await read(tom, `tutorId=${tiaId}`)).status).toBe(200);
  });

  it('refuses a bad query with 422', async () => {
    expect((await read(tia, '')).status).toBe(422);
    expect((await read(tia, `tutorId=${tiaId}&weeks=66`)).status).toBe(422);
    const bad = await read(tia, `tutorId=${tiaId}&startDate=2026-02-30`);
    expect(bad.status).toBe(422);
    expect((bad.body as unknown as Problem).errors.startDate).toEqual([
      'must be a date (YYYY-MM-DD)',
    ]);
  });

  it('answers five quarters of weeks in one call', async () => {
    const { status, body } = await read(tia, `tutorId=${tiaId}&weeks=65&startDate=2024-12-16`);
    expect(status).toBe(200);
    expect(body.targetHistories).toHaveLength(65);
    expect(body.targetHistories.at(-1)!.date).toBe('2026-03-09');
  });

  it('refuses targets over 80 hours a week and takes 80 (spec §5)', async () => {
    const refused = await call<Problem>(
      admin.put(`/api/v2/tutors/${tiaId}`, { tutor: { availabilityTarget: 81 } }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors.availabilityTarget).toEqual(['must be a number from 0 to 80']);
    const taken = await call(
      admin.put(`/api/v2/tutors/${tiaId}`, {
        tutor: { availabilityTarget: 80, deliveryTarget: 0 },
      }),
    );
    expect(taken.status).toBe(200);
  });
});
