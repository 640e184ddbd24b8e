import {
  BOOKING_REASONS,
  NOT_WEEKLY_REPEAT_MESSAGE,
  DURATION_NOT_AN_OPTION_MESSAGE,
  FAMILY_CHANGE_CLOSED_MESSAGE,
  NOT_FAMILY_STUDENT_MESSAGE,
  NOT_FAMILY_TUTOR_MESSAGE,
  NOT_MANUALLY_ATTENDABLE_MESSAGE,
  UNRESERVE_CLOSED_MESSAGE,
  type BookingMeta,
  type Tutoring,
  type TutoringBookingResult,
} from '@tp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignments,
  attendances,
  availabilities,
  courses,
  enrollments,
  sessions,
} from '../../db/schema/index.ts';
import { TestAgent } from '../../test/agent.ts';
import { call, type OneBody, type ProblemBody, type ResourceWorld } from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

type Problem = ProblemBody & { meta?: BookingMeta };

/**
 * The student and parent apps on the booking engine (TEST_NOW 2026-03-10T15:00Z). Sam has a
 * private tutoring enrollment of 10 hours with Tia, who offers 18:00-20:00Z on the 10th (the
 * fixture's), 17th and 24th; Pam's daughter Pia has her enrollment with Tom (09:00-12:00Z on
 * the 11th).
 */
describe.each(BACKENDS)('tutorings: students and parents (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let sam: TestAgent;
  let pam: TestAgent;
  let tia: TestAgent;
  let enrollmentId: number;
  let piaEnrollmentId: number;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [sam, pam, tia] = await ctx.signInAs('sam', 'pam', 'tia');
    const [course] = await ctx.db
      .insert(courses)
      .values({
        title: 'Private Tutoring: Sam Student',
        name: 'pt-sam-family',
        status: 'published',
        brandId: world.brands.private.id,
        duration: 600,
      })
      .returning();
    const [enrollment] = await ctx.db
      .insert(enrollments)
      .values({
        courseId: course!.id,
        studentId: world.students.sam,
        tutorId: world.users.tia.tutorId,
      })
      .returning();
    enrollmentId = enrollment!.id;
    const [pia] = await ctx.db
      .update(enrollments)
      .set({ tutorId: world.users.tom.tutorId })
      .where(eq(enrollments.studentId, world.students.pia))
      .returning({ id: enrollments.id });
    piaEnrollmentId = pia!.id;
    await ctx.db.insert(availabilities).values(
      ['2026-03-17', '2026-03-24'].map((day) => ({
        tutorId: world.users.tia.tutorId!,
        startsAt: new Date(`${day}T18:00:00Z`),
        endsAt: new Date(`${day}T20:00:00Z`),
        duration: 120,
      })),
    );
  });
  afterAll(() => ctx?.close());

  const samBooking = (
    overrides: Record<string, unknown> = {},
    slot: Record<string, unknown> = {},
  ) => ({
    tutoring: {
      studentId: world.students.sam,
      enrollmentId,
      tutorId: world.users.tia.tutorId,
      bookings: [
        {
          startsAt: '2026-03-17T18:00:00Z',
          duration: 60,
          availabilityId: null,
          ...slot,
        },
      ],
      ...overrides,
    },
  });
  /** A signed-out browser: it has fetched the CSRF token, so the answer is about the sign-in. */
  const signedOut = async () => {
    const agent = new TestAgent(ctx.app);
    await agent.get('/api/session.json');
    return agent;
  };
  const book = (agent: TestAgent, body: unknown) =>
    call<TutoringBookingResult & Problem>(agent.post('/api/v2/tutorings', body));

  describe('booking', () => {
    it('lets a student book themself with their tutor, two subjects and notes', async () => {
      const { status, body } = await book(
        sam,
        samBooking({
          subjectIds: [world.subjects.math.id, world.subjects.algebra.id],
          notes: 'Chapter 4, please.',
        }),
      );
      expect(status).toBe(201);
      expect(body.tutoring).toMatchObject({
        studentId: world.students.sam,
        enrollmentId,
        supervisorId: world.users.tia.employeeId,
        startsAt: '2026-03-17T18:00:00.000Z',
        duration: 60,
        subjectIds: [world.subjects.math.id, world.subjects.algebra.id],
        scheduledById: world.users.sam.id,
      });
    });

    it('lets a parent book a 4-week series for their child', async () => {
      const { status, body } = await book(pam, {
        tutoring: {
          studentId: world.students.pia,
          enrollmentId: piaEnrollmentId,
          tutorId: world.users.tom.tutorId,
          bookings: [{ startsAt: '2026-03-11T09:00:00Z', duration: 90 }],
          repeatWeeks: 4,
        },
      });
      expect(status).toBe(201);
      expect(body.meta.booked).toHaveLength(1);
      // Tom has published nothing past the 11th: the other weeks wait for his availability.
      expect(body.meta.pending).toHaveLength(4);
    });

    it("refuses a parent booking another family's child (422 on the student)", async () => {
      const { status, body } = await book(pam, samBooking());
      expect(status).toBe(422);
      expect(body.errors).toMatchObject({ studentId: [NOT_FAMILY_STUDENT_MESSAGE] });
    });

    it('refuses a student booking for someone else (422 on the student)', async () => {
      const { status } = await book(sam, {
        tutoring: {
          studentId: world.students.pia,
          enrollmentId: piaEnrollmentId,
          tutorId: world.users.tom.tutorId,
          bookings: [{ startsAt: '2026-03-11T10:00:00Z', duration: 60 }],
        },
      });
      expect(status).toBe(422);
    });

    it("refuses a tutor other than the enrollment's (422 on the tutor)", async () => {
      const { status, body } = await book(
        sam,
        samBooking({ tutorId: world.users.tom.tutorId }, { startsAt: '2026-03-11T09:00:00Z' }),
      );
      expect(status).toBe(422);
      expect(body.errors).toMatchObject({ tutorId: [NOT_FAMILY_TUTOR_MESSAGE] });
    });

    it('refuses a custom duration from a student (422)', async () => {
      const { status, body } = await book(sam, samBooking({}, { duration: 45 }));
      expect(status).toBe(422);
      expect(body.errors).toEqual({ duration: [DURATION_NOT_AN_OPTION_MESSAGE] });
    });

    it('refuses a start less than 60 minutes before the availability ends (422)', async () => {
      const { status, body } = await book(
        sam,
        samBooking({}, { startsAt: '2026-03-17T19:30:00Z', duration: 60 }),
      );
      expect(status).toBe(422);
      expect(JSON.stringify(body.errors)).toContain(BOOKING_REASONS.outsideAvailability);
    });

    it('refuses a locked availability and time outside availability (422)', async () => {
      const locked = await book(sam, samBooking({}, { startsAt: '2026-03-12T18:00:00Z' }));
      expect(locked.status).toBe(422);
      expect(JSON.stringify(locked.body.errors)).toContain(BOOKING_REASONS.lockedAvailability);
      const outside = await book(sam, samBooking({}, { startsAt: '2026-03-17T10:00:00Z' }));
      expect(outside.status).toBe(422);
    });

    it("holds a family's start to the planner's 30-minute grid, sent straight to the API (422)", async () => {
      const { status, body } = await book(
        sam,
        samBooking({}, { startsAt: '2026-03-17T18:10:00Z', duration: 60 }),
      );
      expect(status).toBe(422);
      expect(JSON.stringify(body.errors)).toContain(BOOKING_REASONS.offStartGrid);
    });

    it("refuses a family's repeat dates that are not weekly (422), before booking any", async () => {
      const { status, body } = await book(
        sam,
        samBooking({
          repeatOptions: [
            { startsAt: '2026-03-17T18:00:00Z', book: true },
            { startsAt: '2026-03-18T18:30:00Z', book: true },
          ],
        }),
      );
      expect(status).toBe(422);
      expect(body.errors?.repeatOptions).toEqual([NOT_WEEKLY_REPEAT_MESSAGE]);
    });

    it('refuses more repeats than the hours allow (422)', async () => {
      const { status, body } = await book(sam, samBooking({ repeatWeeks: 12 }, { duration: 120 }));
      expect(status).toBe(422);
      expect(body.errors?.repeatWeeks?.[0]).toMatch(/at most/);
    });

    it('refuses the signed-out (401)', async () => {
      const { status } = await book(await signedOut(), samBooking());
      expect(status).toBe(401);
    });

    it("answers a student's repeat options with the hours left", async () => {
      const { status, body } = await call<{ unscheduledMinutes: number; choices: unknown[] }>(
        sam.get(
          `/api/v2/availabilities/repeat_options?enrollmentId=${enrollmentId}&startsAt=2026-03-24T18:00:00Z&duration=60`,
        ),
      );
      expect(status).toBe(200);
      expect(body.unscheduledMinutes).toBeGreaterThan(0);
      const other = await pam.get(
        `/api/v2/availabilities/repeat_options?enrollmentId=${enrollmentId}&startsAt=2026-03-24T18:00:00Z&duration=60`,
      );
      expect(other.status).toBe(422);
    });
  });

  describe('cancel and reschedule', () => {
    const fresh = async (startsAt: string) => {
      const { body } = await book(sam, samBooking({}, { startsAt }));
      return body.tutoring!.id;
    };

    it('lets the student cancel an upcoming tutoring, giving the time back', async () => {
      const id = await fresh('2026-03-10T18:00:00Z');
      const { status, body } = await call<OneBody<'tutoring', Tutoring>>(
        sam.put(`/api/v2/tutorings/${id}/cancel`),
      );
      expect(status).toBe(200);
      expect(body.tutoring.canceledAt).not.toBeNull();
      // The time is free again: the same slot books.
      const again = await book(sam, samBooking({}, { startsAt: '2026-03-10T18:00:00Z' }));
      expect(again.status).toBe(201);
      await sam.put(`/api/v2/tutorings/${again.body.tutoring!.id}/cancel`);
    });

    it("hides another family's tutoring (404) and refuses tutors (403)", async () => {
      const id = await fresh('2026-03-24T18:00:00Z');
      expect((await pam.put(`/api/v2/tutorings/${id}/cancel`)).status).toBe(404);
      expect((await tia.put(`/api/v2/tutorings/${id}/cancel`)).status).toBe(403);
      expect((await (await signedOut()).put(`/api/v2/tutorings/${id}/cancel`)).status).toBe(401);
      await sam.put(`/api/v2/tutorings/${id}/cancel`);
    });

    it('lets scheduling staff cancel on the family’s behalf', async () => {
      const id = await fresh('2026-03-24T18:00:00Z');
      const [admin] = await ctx.signInAs('admin');
      const { status, body } = await call<OneBody<'tutoring', Tutoring>>(
        admin!.put(`/api/v2/tutorings/${id}/cancel`),
      );
      expect(status).toBe(200);
      expect(body.tutoring.canceledAt).not.toBeNull();
    });

    it('refuses to cancel a session that has started (422)', async () => {
      const { status, body } = await call<Problem>(
        pam.put(`/api/v2/tutorings/${world.sessions.s3.id}/cancel`),
      );
      expect(status).toBe(422);
      expect(body.errors).toEqual({ base: [FAMILY_CHANGE_CLOSED_MESSAGE] });
    });

    it('moves a tutoring to another time, and a refused time changes nothing', async () => {
      const id = await fresh('2026-03-10T18:00:00Z');
      const refused = await call<Problem>(
        sam.put(`/api/v2/tutorings/${id}/reschedule`, {
          startsAt: '2026-03-24T19:30:00Z',
          duration: 60,
        }),
      );
      expect(refused.status).toBe(422);
      const [still] = await ctx.db.select().from(sessions).where(eq(sessions.id, id));
      expect(still!.canceledAt).toBeNull();
      const moved = await call<TutoringBookingResult>(
        sam.put(`/api/v2/tutorings/${id}/reschedule`, {
          startsAt: '2026-03-24T18:30:00Z',
          duration: 90,
        }),
      );
      expect(moved.status).toBe(200);
      expect(moved.body.tutoring).toMatchObject({
        startsAt: '2026-03-24T18:30:00.000Z',
        duration: 90,
      });
      const [old] = await ctx.db.select().from(sessions).where(eq(sessions.id, id));
      expect(old!.canceledAt).not.toBeNull();
      const custom = await sam.put(`/api/v2/tutorings/${moved.body.tutoring!.id}/reschedule`, {
        startsAt: '2026-03-10T18:00:00Z',
        duration: 45,
      });
      expect(custom.status).toBe(422);
    });
  });

  describe('unreserve', () => {
    const manualSession = async (startsAt: string, type = 'Session::ManuallyAttendable') => {
      const start = new Date(startsAt);
      const [row] = await ctx.db
        .insert(sessions)
        .values({
          courseId: world.courses.c1.id,
          supervisorId: world.users.tom.employeeId,
          startsAt: start,
          endsAt: new Date(start.getTime() + 60 * 60_000),
          duration: 60,
          type,
        })
        .returning();
      await ctx.db
        .insert(assignments)
        .values({ sessionId: row!.id, employeeId: world.users.tom.employeeId!, supervisor: true });
      await ctx.db
        .insert(attendances)
        .values({ sessionId: row!.id, studentId: world.students.sam });
      return row!.id;
    };

    it('lets the student give up a manually attendable session more than 5 minutes ahead', async () => {
      const id = await manualSession('2026-03-10T15:06:00Z');
      const { status } = await sam.put(`/api/v2/sessions/${id}/unreserve`);
      expect(status).toBe(204);
      const left = await ctx.db
        .select()
        .from(attendances)
        .where(and(eq(attendances.sessionId, id), eq(attendances.studentId, world.students.sam)));
      expect(left).toEqual([]);
    });

    it('refuses 5 minutes or less before the start, and other session types (422)', async () => {
      const soon = await manualSession('2026-03-10T15:05:00Z');
      const late = await call<Problem>(sam.put(`/api/v2/sessions/${soon}/unreserve`));
      expect(late.status).toBe(422);
      expect(late.body.errors).toEqual({ base: [UNRESERVE_CLOSED_MESSAGE] });
      const tutoring = await manualSession('2026-03-20T15:00:00Z', 'Tutoring');
      const wrong = await call<Problem>(sam.put(`/api/v2/sessions/${tutoring}/unreserve`));
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors).toEqual({ base: [NOT_MANUALLY_ATTENDABLE_MESSAGE] });
    });

    it('is for the student app only: parents and tutors are refused (403), others 401', async () => {
      const id = await manualSession('2026-03-20T15:00:00Z');
      expect((await pam.put(`/api/v2/sessions/${id}/unreserve`)).status).toBe(403);
      expect((await tia.put(`/api/v2/sessions/${id}/unreserve`)).status).toBe(403);
      expect((await (await signedOut()).put(`/api/v2/sessions/${id}/unreserve`)).status).toBe(401);
    });

    it('hides a session the student does not attend (404)', async () => {
      expect((await sam.put(`/api/v2/sessions/${world.sessions.s3.id}/unreserve`)).status).toBe(
        404,
      );
    });
  });
});
