import {
  DEFAULT_TIME_ZONE,
  FAMILY_BOOKING_POLICY,
  hoursRunOutOn,
  PENDING_PAY_AS_YOU_GO_OFF_REASON,
  PACE_STEP_MESSAGE,
  PAY_AS_YOU_GO_OWED_MESSAGE,
  PACE_TOO_HIGH_MESSAGE,
  PACE_TOO_LOW_MESSAGE,
  type StudentHours,
} from '@tp/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arrearCharges,
  attendances,
  brands,
  courses,
  enrollments,
  paceHistories,
  pendingTutorings,
  sessions,
  students,
} from '../db/schema/index.ts';
import { TestAgent } from '../test/agent.ts';
import { call, type ProblemBody, type ResourceWorld } from '../test/fixtures.ts';
import { BACKENDS, TEST_NOW } from '../test/harness.ts';
import { PRICE_65_AN_HOUR } from '../test/payment-fixtures.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';
import { replenishOnCredit } from './pay-as-you-go.ts';

const HOUR = 60 * 60_000;

describe.each(BACKENDS)('hours, pace and Pay As You Go (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let advisor: TestAgent;
  let pam: TestAgent;
  let sam: TestAgent;
  let tia: TestAgent;
  let piaEnrollment: { id: number; courseId: number };
  let samEnrollment: number;

  /** A Tutoring session of Pia's enrollment starting `hoursFromNow` hours from now. */
  async function piaSession(hoursFromNow: number, minutes = 60): Promise<number> {
    const startsAt = new Date(TEST_NOW.getTime() + hoursFromNow * HOUR);
    const [row] = await ctx.db
      .insert(sessions)
      .values({
        courseId: piaEnrollment.courseId,
        type: 'Tutoring',
        startsAt,
        endsAt: new Date(startsAt.getTime() + minutes * 60_000),
        duration: minutes,
        enrollmentId: piaEnrollment.id,
      })
      .returning({ id: sessions.id });
    await ctx.db.insert(attendances).values({ sessionId: row!.id, studentId: world.students.pia });
    return row!.id;
  }

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [admin, advisor, pam, sam, tia] = await ctx.signInAs('admin', 'advisor', 'pam', 'sam', 'tia');
    const rows = await ctx.db.select().from(enrollments);
    const pia = rows.find((r) => r.studentId === world.students.pia)!;
    piaEnrollment = { id: pia.id, courseId: pia.courseId };
    samEnrollment = rows.find((r) => r.studentId === world.students.sam)!.id;
    await ctx.db.update(courses).set({ duration: 600 }).where(eq(courses.id, pia.courseId));
  });
  afterAll(() => ctx?.close());

  const hoursOf = (agent: TestAgent, studentId: number) =>
    call<StudentHours & ProblemBody>(agent.get(`/api/v2/students/${studentId}/hours`));
  const setPace = (agent: TestAgent, studentId: number, pace: unknown) =>
    call<{ student: { pace: number } } & ProblemBody>(
      agent.put(`/api/v2/students/${studentId}/pace`, { pace }),
    );
  const setArrears = (agent: TestAgent, id: number, arrearBilling: unknown) =>
    call<{ arrearBilling: boolean; removedSessionIds: number[] } & ProblemBody>(
      agent.put(`/api/v2/enrollments/${id}/arrear_billing`, { enrollment: { arrearBilling } }),
    );

  describe('GET /students/{id}/hours', () => {
    it('counts bought, used, scheduled and remaining minutes per tutoring enrollment', async () => {
      const baseline = (await hoursOf(admin, world.students.pia)).body.enrollments.find(
        (e) => e.enrollmentId === piaEnrollment.id,
      )!;
      await piaSession(-48);
      await piaSession(48, 90);
      const { status, body } = await hoursOf(pam, world.students.pia);
      expect(status).toBe(200);
      const hours = body.enrollments.find((e) => e.enrollmentId === piaEnrollment.id)!;
      expect(hours.boughtMinutes).toBe(600);
      expect(hours.usedMinutes).toBe(baseline.usedMinutes + 60);
      expect(hours.scheduledMinutes).toBe(baseline.scheduledMinutes + 90);
      expect(hours.remainingMinutes).toBe(600 - hours.usedMinutes);
      expect(hours.unscheduledMinutes).toBe(600 - hours.usedMinutes - hours.scheduledMinutes);
      expect(hours.upcomingSessionsCount).toBeGreaterThanOrEqual(1);
      // Pace 0: the hours never run out.
      expect(hours.runsOutOn).toBeNull();
    });

    it('lets staff, the student and the parent read it; 401, 403 for a tutor, 404 for others', async () => {
      expect((await hoursOf(advisor, world.students.sam)).status).toBe(200);
      expect((await hoursOf(sam, world.students.sam)).status).toBe(200);
      expect((await hoursOf(sam, world.students.pia)).status).toBe(404);
      expect((await hoursOf(pam, world.students.sam)).status).toBe(404);
      expect((await hoursOf(tia, world.students.pia)).status).toBe(403);
      expect((await hoursOf(admin, 999999)).status).toBe(404);
      expect((await hoursOf(new TestAgent(ctx.app), world.students.pia)).status).toBe(401);
    });
  });

  describe('PUT /students/{id}/pace', () => {
    it('sets the pace and writes its history in the same call; the run-out date follows', async () => {
      const { status, body } = await setPace(admin, world.students.pia, 2.5);
      expect(status).toBe(200);
      expect(body.student.pace).toBe(2.5);
      const history = await ctx.db
        .select()
        .from(paceHistories)
        .where(eq(paceHistories.studentId, world.students.pia));
      expect(history).toMatchObject([
        { pace: 2.5, previousPace: 0, changedById: world.users.admin.id },
      ]);
      const hours = (await hoursOf(pam, world.students.pia)).body;
      expect(hours.pace).toBe(2.5);
      expect(hours.paceHistory[0]).toMatchObject({ pace: 2.5, previousPace: 0 });
      const enrollment = hours.enrollments.find((e) => e.enrollmentId === piaEnrollment.id)!;
      // The day in the student's zone, as domain's rule counts it (its tests cover the DST case).
      const [pia] = await ctx.db
        .select({ zone: students.timeZone })
        .from(students)
        .where(eq(students.id, world.students.pia));
      expect(enrollment.runsOutOn).toBe(
        hoursRunOutOn(enrollment.remainingMinutes, 2.5, TEST_NOW, pia!.zone ?? DEFAULT_TIME_ZONE),
      );
      expect(enrollment.runsOutOn! > TEST_NOW.toISOString().slice(0, 10)).toBe(true);
    });

    it.each([
      [-0.25, PACE_TOO_LOW_MESSAGE],
      [0.3, PACE_STEP_MESSAGE],
      [10.25, PACE_TOO_HIGH_MESSAGE],
    ])('refuses %s with the spec’s message (422)', async (pace, message) => {
      const { status, body } = await setPace(admin, world.students.pia, pace);
      expect(status).toBe(422);
      expect(body.errors?.pace).toEqual([message]);
    });

    it('is for admins only: 403 for other staff and the family, 404, 401', async () => {
      await setPace(admin, world.students.pia, 2.5);
      expect((await setPace(advisor, world.students.pia, 1)).status).toBe(403);
      expect([403, 404]).toContain((await setPace(pam, world.students.pia, 1)).status);
      expect([403, 404]).toContain((await setPace(sam, world.students.sam, 1)).status);
      expect((await setPace(admin, 999999, 1)).status).toBe(404);
      const stranger = new TestAgent(ctx.app);
      await stranger.get('/api/session.json');
      expect((await setPace(stranger, world.students.pia, 1)).status).toBe(401);
      const [pia] = await ctx.db
        .select({ pace: students.pace })
        .from(students)
        .where(eq(students.id, world.students.pia));
      expect(pia!.pace).toBe(2.5);
    });
  });

  describe('PUT /enrollments/{id}/arrear_billing', () => {
    it('turning on sets the flag and removes nothing', async () => {
      const { status, body } = await setArrears(pam, piaEnrollment.id, true);
      expect(status).toBe(200);
      expect(body).toEqual({ arrearBilling: true, removedSessionIds: [] });
      const [row] = await ctx.db
        .select({ on: enrollments.arrearBilling })
        .from(enrollments)
        .where(eq(enrollments.id, piaEnrollment.id));
      expect(row!.on).toBe(true);
    });

    it('turning off cancels every upcoming session of the enrollment, past ones stay', async () => {
      await setArrears(pam, piaEnrollment.id, true);
      const past = await piaSession(-72);
      const soon = await piaSession(24);
      const later = await piaSession(24 * 8);
      const { status, body } = await setArrears(advisor, piaEnrollment.id, false);
      expect(status).toBe(200);
      expect(body.arrearBilling).toBe(false);
      expect(body.removedSessionIds).toEqual(expect.arrayContaining([soon, later]));
      expect(body.removedSessionIds).not.toContain(past);
      const open = await ctx.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.enrollmentId, piaEnrollment.id), isNull(sessions.canceledAt)));
      expect(open.map((s) => s.id)).toContain(past);
      expect(open.map((s) => s.id)).not.toContain(soon);
      const hours = (await hoursOf(pam, world.students.pia)).body.enrollments.find(
        (e) => e.enrollmentId === piaEnrollment.id,
      )!;
      expect(hours).toMatchObject({ arrearBilling: false, upcomingSessionsCount: 0 });
    });

    it('turning off also drops the dates kept pending, so they are not booked later on their own', async () => {
      await setArrears(pam, piaEnrollment.id, true);
      const kept = async (hoursFromNow: number) => {
        const startsAt = new Date(TEST_NOW.getTime() + hoursFromNow * HOUR);
        const [row] = await ctx.db
          .insert(pendingTutorings)
          .values({
            enrollmentId: piaEnrollment.id,
            studentId: world.students.pia,
            tutorId: world.users.tia.employeeId!,
            startsAt,
            endsAt: new Date(startsAt.getTime() + HOUR),
            duration: 60,
            policy: FAMILY_BOOKING_POLICY,
          })
          .returning({ id: pendingTutorings.id });
        return row!.id;
      };
      const upcoming = await kept(24 * 30);
      const other = await ctx.db
        .insert(pendingTutorings)
        .values({
          enrollmentId: samEnrollment,
          studentId: world.students.sam,
          tutorId: world.users.tia.employeeId!,
          startsAt: new Date(TEST_NOW.getTime() + 24 * 30 * HOUR),
          endsAt: new Date(TEST_NOW.getTime() + (24 * 30 + 1) * HOUR),
          duration: 60,
          policy: FAMILY_BOOKING_POLICY,
        })
        .returning({ id: pendingTutorings.id });
      expect((await setArrears(pam, piaEnrollment.id, false)).status).toBe(200);
      const rows = await ctx.db
        .select({
          id: pendingTutorings.id,
          status: pendingTutorings.status,
          reasons: pendingTutorings.reasons,
        })
        .from(pendingTutorings);
      expect(rows.find((r) => r.id === upcoming)).toMatchObject({
        status: 'failed',
        reasons: [PENDING_PAY_AS_YOU_GO_OFF_REASON],
      });
      // Another enrollment's kept dates are not touched.
      expect(rows.find((r) => r.id === other[0]!.id)).toMatchObject({ status: 'pending' });
    });

    it('answers 422 for a bad body, 403 for a student and a tutor, 404, 401', async () => {
      expect((await setArrears(pam, piaEnrollment.id, 'yes')).status).toBe(422);
      expect([403, 404]).toContain((await setArrears(sam, samEnrollment, true)).status);
      expect((await setArrears(tia, piaEnrollment.id, true)).status).toBe(403);
      expect((await setArrears(pam, samEnrollment, true)).status).toBe(404);
      expect((await setArrears(admin, 999999, true)).status).toBe(404);
      const stranger = new TestAgent(ctx.app);
      await stranger.get('/api/session.json');
      expect((await setArrears(stranger, piaEnrollment.id, true)).status).toBe(401);
    });

    it('replenishes 5-hour blocks on credit when a booking needs more than remain', async () => {
      const [before] = await ctx.db
        .select({ duration: courses.duration })
        .from(courses)
        .where(eq(courses.id, piaEnrollment.courseId));
      const added = await ctx.db.transaction((tx) =>
        replenishOnCredit(
          tx,
          { now: TEST_NOW } as Parameters<typeof replenishOnCredit>[1],
          { ...piaEnrollment, unscheduledMinutes: 30 },
          400,
        ),
      );
      expect(added).toBe(600);
      const [after] = await ctx.db
        .select({ duration: courses.duration })
        .from(courses)
        .where(eq(courses.id, piaEnrollment.courseId));
      expect(after!.duration).toBe(before!.duration! + 600);
      const owed = await ctx.db
        .select()
        .from(arrearCharges)
        .where(eq(arrearCharges.enrollmentId, piaEnrollment.id));
      expect(owed).toHaveLength(2);
      expect(owed.every((charge) => charge.minutes === 300 && charge.paidAt === null)).toBe(true);
    });

    it('adds no more on credit while blocks added before are unpaid (the booking is refused)', async () => {
      const [course] = await ctx.db
        .select({ brandId: courses.brandId, duration: courses.duration })
        .from(courses)
        .where(eq(courses.id, piaEnrollment.courseId));
      await ctx.db
        .update(brands)
        .set({ pricing: PRICE_65_AN_HOUR })
        .where(eq(brands.id, course!.brandId!));
      const replenish = () =>
        ctx.db.transaction((tx) =>
          replenishOnCredit(
            tx,
            { now: TEST_NOW } as Parameters<typeof replenishOnCredit>[1],
            { ...piaEnrollment, unscheduledMinutes: 0 },
            60,
          ),
        );
      // No card kept: the first block stays owed.
      expect(await replenish()).toBe(300);
      await expect(replenish()).rejects.toMatchObject({
        status: 422,
        errors: { base: [PAY_AS_YOU_GO_OWED_MESSAGE] },
      });
      const owed = () =>
        ctx.db.select().from(arrearCharges).where(eq(arrearCharges.enrollmentId, piaEnrollment.id));
      expect(await owed()).toHaveLength(1);
      const [after] = await ctx.db
        .select({ duration: courses.duration })
        .from(courses)
        .where(eq(courses.id, piaEnrollment.courseId));
      expect(after!.duration).toBe(course!.duration! + 300);
      // Once paid, the next booking may add hours again.
      await ctx.db
        .update(arrearCharges)
        .set({ paidAt: TEST_NOW })
        .where(eq(arrearCharges.enrollmentId, piaEnrollment.id));
      expect(await replenish()).toBe(300);
    });

    it('owes each block at the brand’s hourly price, and nothing when it has none', async () => {
      const [course] = await ctx.db
        .select({ brandId: courses.brandId })
        .from(courses)
        .where(eq(courses.id, piaEnrollment.courseId));
      const setPricing = (pricing: typeof PRICE_65_AN_HOUR) =>
        ctx.db.update(brands).set({ pricing }).where(eq(brands.id, course!.brandId!));
      const replenishOneBlock = async () => {
        await ctx.db.delete(arrearCharges).where(eq(arrearCharges.enrollmentId, piaEnrollment.id));
        await ctx.db.transaction((tx) =>
          replenishOnCredit(
            tx,
            { now: TEST_NOW } as Parameters<typeof replenishOnCredit>[1],
            { ...piaEnrollment, unscheduledMinutes: 0 },
            60,
          ),
        );
        const owed = await ctx.db
          .select({ amountCents: arrearCharges.amountCents })
          .from(arrearCharges)
          .where(eq(arrearCharges.enrollmentId, piaEnrollment.id));
        return owed.map((charge) => charge.amountCents);
      };
      try {
        // $399 a month and $65 an hour: a block is 5 hours at $65, not at $399.
        await setPricing(PRICE_65_AN_HOUR);
        expect(await replenishOneBlock()).toEqual([32_500]);
        // No hourly price: the block is owed nothing (the payment job charges only amounts > 0).
        await setPricing({ ...PRICE_65_AN_HOUR, hourlyPrice: null });
        expect(await replenishOneBlock()).toEqual([0]);
      } finally {
        await ctx.db.update(brands).set({ pricing: null }).where(eq(brands.id, course!.brandId!));
      }
    });
  });
});
