import {
  AVAILABILITY_NOT_FOUND_MESSAGE,
  BOOKING_ERROR_TITLE,
  BOOKING_REASONS,
  NOT_OWN_STUDENT_MESSAGE,
  NOT_OWN_TUTOR_MESSAGE,
  SCHEDULE_CHANGE_EVENT,
  TUTOR_DOUBLE_BOOKED_MESSAGE,
  type Availability,
  type BookingMeta,
  type Session,
  type Tutoring,
  type TutoringBookingResult,
} from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignments,
  attendances,
  availabilities,
  brands,
  courseHistories,
  courses,
  enrollments,
  sessions,
} from '../../db/schema/index.ts';
import { TestAgent } from '../../test/agent.ts';
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

type Problem = ProblemBody & { meta?: BookingMeta };

/**
 * The booking engine through the app (TEST_NOW is 2026-03-10T15:00Z; Tia's zone is New
 * York, so 18:00Z is 2 pm EDT). Sam has a private tutoring enrollment of 10 hours; Tia, who
 * teaches Sam (s1), offers 18:00-20:00Z on the 10th (the fixture's open availability), the
 * 17th and the 24th.
 */
describe.each(BACKENDS)('tutorings: booking (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let advisor: TestAgent;
  let tia: TestAgent;
  let tom: TestAgent;
  let student: TestAgent;
  let enrollmentId: number;
  let courseId: number;
  let piaEnrollmentId: number;

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
    const [course] = await ctx.db
      .insert(courses)
      .values({
        title: 'Private Tutoring: Sam Student',
        name: 'pt-sam',
        status: 'published',
        brandId: world.brands.private.id,
        duration: 600,
      })
      .returning();
    courseId = course!.id;
    const [enrollment] = await ctx.db
      .insert(enrollments)
      .values({ courseId, studentId: world.students.sam })
      .returning();
    enrollmentId = enrollment!.id;
    const [pia] = await ctx.db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(eq(enrollments.studentId, world.students.pia));
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

  const booking = (
    overrides: Record<string, unknown> = {},
    slot: Record<string, unknown> = {},
  ) => ({
    tutoring: {
      studentId: world.students.sam,
      enrollmentId,
      tutorId: world.users.tia.tutorId,
      bookings: [
        {
          startsAt: '2026-03-10T18:00:00Z',
          duration: 60,
          availabilityId: world.availabilities.openTia.id,
          ...slot,
        },
      ],
      ...overrides,
    },
  });
  const book = (agent: TestAgent, body: unknown) =>
    call<TutoringBookingResult & Problem>(agent.post('/api/v2/tutorings', body));

  it('books one session for a student and answers it with what happened to each date', async () => {
    const { status, body } = await book(
      admin,
      booking({ subjectIds: [world.subjects.math.id], notes: 'Bring the mock test.' }),
    );
    expect(status).toBe(201);
    expect(body.tutoring).toMatchObject({
      studentId: world.students.sam,
      enrollmentId,
      courseId,
      supervisorId: world.users.tia.employeeId,
      title: 'Private Tutoring: Sam Student',
      startsAt: '2026-03-10T18:00:00.000Z',
      endsAt: '2026-03-10T19:00:00.000Z',
      duration: 60,
      notes: 'Bring the mock test.',
      subjectIds: [world.subjects.math.id],
      canceledAt: null,
      scheduledById: world.users.admin.id,
    });
    expect(body.meta).toEqual({
      booked: [
        {
          id: body.tutoring!.id,
          startsAt: '2026-03-10T18:00:00.000Z',
          endsAt: '2026-03-10T19:00:00.000Z',
        },
      ],
      pending: [],
      failed: [],
    });
    expect(body.errors).toEqual({});
    // The same row is a Tutoring session of the enrollment's course, with Tia staffed on it.
    const session = await call<OneBody<'session', Session>>(
      admin.get(`/api/v2/sessions/${body.tutoring!.id}?include=assignments,attendances`),
    );
    expect(session.body.session).toMatchObject({ type: 'Tutoring', enrollmentId, courseId });
    const history = await ctx.db
      .select()
      .from(courseHistories)
      .where(eq(courseHistories.sessionId, body.tutoring!.id));
    expect(history.map((h) => [h.change, h.details, h.updatedBy])).toEqual([
      ['Tutoring booked', '2026-03-10 18:00 UTC, 60 min', 'Ada Admin'],
    ]);
    const listed = await call<ListBody<'tutorings', Tutoring>>(
      admin.get(
        `/api/v2/tutorings?studentId=${world.students.sam}&startsAt=2026-03-10T00:00:00Z&endsAt=2026-03-11T00:00:00Z&include=supervisor`,
      ),
    );
    // The fixture's s1 (Sam with Tia at 16:00) and the new one, in time order.
    expect(listed.body.tutorings.map((t) => t.id)).toEqual([
      world.sessions.s1.id,
      body.tutoring!.id,
    ]);
    expect(listed.body.tutorings[1]!.supervisor).toMatchObject({ id: world.users.tia.tutorId });
  });

  it('tells the tutor and the student (and a parent) their schedules changed, after the commit', async () => {
    const { body } = await book(admin, booking());
    const channels = ctx.realtime.events
      .filter((e) => e.event === SCHEDULE_CHANGE_EVENT)
      .map((e) => e.channel)
      .sort();
    expect(channels).toEqual(
      [
        `private-student-user-${world.users.sam.id}`,
        `private-tutor-user-${world.users.tia.id}`,
      ].sort(),
    );
    expect(ctx.realtime.events[0]!.data).toEqual({
      sessionId: body.tutoring!.id,
      action: 'created',
    });
  });

  it('tells a parent when their child is booked', async () => {
    const { status } = await book(
      admin,
      booking(
        {
          studentId: world.students.pia,
          enrollmentId: piaEnrollmentId,
          tutorId: world.users.tom.tutorId,
        },
        { startsAt: '2026-03-11T09:00:00Z', availabilityId: world.availabilities.openTom.id },
      ),
    );
    expect(status).toBe(201);
    // Pia has no sign-in of her own: her tutor and her parent hear of it (the tutor's notice
    // of the booking comes as new-notice besides).
    const changes = ctx.realtime.events.filter((e) => e.event === SCHEDULE_CHANGE_EVENT);
    expect(changes.map((e) => e.channel).sort()).toEqual(
      [
        `private-parent-user-${world.users.pam.id}`,
        `private-tutor-user-${world.users.tom.id}`,
      ].sort(),
    );
  });

  it('books a weekly series date by date: booked, failed with reasons, pending past the availability', async () => {
    // Sam has another session on the 17th: that week fails, the others go ahead.
    const [other] = await ctx.db
      .insert(sessions)
      .values({
        courseId: world.courses.c1.id,
        startsAt: new Date('2026-03-17T18:30:00Z'),
        endsAt: new Date('2026-03-17T19:30:00Z'),
        duration: 60,
        supervisorId: world.users.tom.employeeId,
      })
      .returning();
    await ctx.db
      .insert(attendances)
      .values({ sessionId: other!.id, studentId: world.students.sam });
    const { status, body } = await book(admin, booking({ repeatWeeks: 3 }));
    expect(status).toBe(201);
    expect(body.meta.booked.map((b) => b.startsAt)).toEqual([
      '2026-03-10T18:00:00.000Z',
      '2026-03-24T18:00:00.000Z',
      // Admins are not bound by availability: the 31st, past Tia's, is booked too.
      '2026-03-31T18:00:00.000Z',
    ]);
    expect(body.meta.failed).toEqual([
      {
        startsAt: '2026-03-17T18:00:00.000Z',
        endsAt: '2026-03-17T19:00:00.000Z',
        reasons: [BOOKING_REASONS.studentBusy],
      },
    ]);
    expect(body.meta.pending).toEqual([]);
    expect(body.errors.base).toEqual([`Tue, Mar 17, 2:00 PM: ${BOOKING_REASONS.studentBusy}`]);
  });

  it('holds dates past the tutor published availability as pending for staff bound by it', async () => {
    const { status, body } = await book(advisor, booking({ repeatWeeks: 3 }));
    expect(status).toBe(201);
    expect(body.meta.booked.map((b) => b.startsAt)).toEqual([
      '2026-03-10T18:00:00.000Z',
      '2026-03-17T18:00:00.000Z',
      '2026-03-24T18:00:00.000Z',
    ]);
    expect(body.meta.pending).toEqual([
      {
        startsAt: '2026-03-31T18:00:00.000Z',
        endsAt: '2026-03-31T19:00:00.000Z',
        reasons: [BOOKING_REASONS.pendingAvailability],
      },
    ]);
  });

  it('books the dates picked from repeat_options (those with book true)', async () => {
    const { status, body } = await book(
      advisor,
      booking({
        repeatOptions: [
          { startsAt: '2026-03-17T18:00:00Z', book: true },
          { startsAt: '2026-03-24T18:00:00Z', book: false },
        ],
      }),
    );
    expect(status).toBe(201);
    expect(body.meta.booked.map((b) => b.startsAt)).toEqual([
      '2026-03-10T18:00:00.000Z',
      '2026-03-17T18:00:00.000Z',
    ]);
  });

  it('fixes the duration of a forceDuration brand and starts on its steps', async () => {
    await ctx.db
      .update(brands)
      .set({ forceDuration: 60 })
      .where(eq(brands.id, world.brands.private.id));
    const longer = await book(advisor, booking({}, { duration: 90 }));
    expect(longer.status).toBe(422);
    expect(longer.body.errors).toEqual({ duration: ['must be 60 minutes for this brand'] });
    const offStep = await book(advisor, booking({}, { startsAt: '2026-03-10T18:30:00Z' }));
    expect(offStep.status).toBe(422);
    expect(offStep.body.meta!.failed[0]!.reasons).toEqual([BOOKING_REASONS.offForcedStep]);
    expect((await book(advisor, booking({}, { startsAt: '2026-03-10T19:00:00Z' }))).status).toBe(
      201,
    );
  });

  it('never double-books the tutor: the same slot again is a 409 saying why', async () => {
    expect((await book(admin, booking())).status).toBe(201);
    const { status, body } = await book(admin, booking());
    expect(status).toBe(409);
    expect(body.error).toBe(BOOKING_ERROR_TITLE);
    expect(body.errors.base![0]).toContain(TUTOR_DOUBLE_BOOKED_MESSAGE);
    // The same student was booked then too.
    expect(body.meta!.failed[0]!.reasons).toEqual([
      TUTOR_DOUBLE_BOOKED_MESSAGE,
      BOOKING_REASONS.studentBusy,
    ]);
  });

  it('lets a tutor book their own time for their own student, within their availability', async () => {
    expect((await book(tia, booking())).status).toBe(201);
    const outside = await book(
      tia,
      booking({}, { startsAt: '2026-03-10T21:00:00Z', availabilityId: null }),
    );
    expect(outside.status).toBe(422);
    expect(outside.body.meta!.failed[0]!.reasons).toEqual([BOOKING_REASONS.outsideAvailability]);
    const tooLong = await book(tia, booking({}, { duration: 150 }));
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toEqual({ duration: [BOOKING_REASONS.exceedsAvailability] });
  });

  it('lets an admin book outside availability, with a custom duration', async () => {
    const { status, body } = await book(
      admin,
      booking({}, { startsAt: '2026-03-10T21:00:00Z', duration: 45, availabilityId: null }),
    );
    expect(status).toBe(201);
    expect(body.tutoring!.duration).toBe(45);
  });

  it('refuses a tutor booking another tutor, or a student who is not theirs (403)', async () => {
    const other = await book(tom, booking());
    expect(other.status).toBe(403);
    expect(other.body.error).toBe(NOT_OWN_TUTOR_MESSAGE);
    const notTheirs = await book(
      tia,
      booking({ studentId: world.students.pia, enrollmentId: piaEnrollmentId }),
    );
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body.error).toBe(NOT_OWN_STUDENT_MESSAGE);
  });

  it('refuses a student booking another student (422), the signed-out (401) and a call without CSRF (403), booking nothing', async () => {
    expect((await book(student, booking())).status).toBe(422);
    const anonymous = new TestAgent(ctx.app);
    await anonymous.get('/api/session.json');
    expect((await book(anonymous, booking())).status).toBe(401);
    expect(
      (await admin.request('POST', '/api/v2/tutorings', { body: booking(), csrf: false })).status,
    ).toBe(403);
    const rows = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.enrollmentId, enrollmentId));
    expect(rows).toEqual([]);
  });

  it('answers 422 for what the rules refuse as a whole', async () => {
    const refused = async (body: unknown) => {
      const { status, body: problem } = await book(admin, body);
      expect(status).toBe(422);
      return problem.errors;
    };
    expect(await refused(booking({ enrollmentId: piaEnrollmentId }))).toEqual({
      enrollmentId: ["is not this student's enrollment"],
    });
    expect(await refused(booking({ enrollmentId: 987654 }))).toEqual({
      enrollmentId: ['is not an enrollment'],
    });
    expect(await refused(booking({}, { availabilityId: 987654 }))).toEqual({
      base: [AVAILABILITY_NOT_FOUND_MESSAGE],
    });
    expect(await refused(booking({ subjectIds: [1, 2, 3] }))).toHaveProperty('subjectIds');
    expect(await refused(booking({ notes: 'x'.repeat(251) }))).toHaveProperty('notes');
    expect(await refused(booking({}, { duration: 400 }))).toEqual({
      duration: ['must be less than or equal to 360'],
    });
    // 10 hours of 60 minutes: the first and at most 9 repeats.
    expect(await refused(booking({ repeatWeeks: 12 }))).toEqual({
      repeatWeeks: ['is more than the unscheduled hours allow (at most 9)'],
    });
    expect(await refused({ tutoring: { studentId: 'x' } })).toHaveProperty('studentId');
  });

  it('draws on the enrollment hours: a date past them fails', async () => {
    await ctx.db.update(courses).set({ duration: 120 }).where(eq(courses.id, courseId));
    const { status, body } = await book(admin, booking({ repeatWeeks: 'all' }, { duration: 60 }));
    expect(status).toBe(201);
    expect(body.meta.booked).toHaveLength(2);
    expect(
      (await book(admin, booking({}, { startsAt: '2026-03-24T18:00:00Z', availabilityId: null })))
        .body.meta!.failed[0]!.reasons,
    ).toEqual([BOOKING_REASONS.notEnoughHours]);
  });

  it('consumes availability, and a cancel gives the time back', async () => {
    const remaining = async () =>
      (
        await call<OneBody<'availability', Availability>>(
          admin.get(`/api/v2/availabilities/${world.availabilities.openTia.id}`),
        )
      ).body.availability.remainingAvailability;
    expect(await remaining()).toBe(120);
    const { body } = await book(tia, booking());
    expect(await remaining()).toBe(60);
    ctx.realtime.events.length = 0;
    const canceled = await call<OneBody<'session', Session>>(
      tia.put(`/api/v2/sessions/${body.tutoring!.id}/cancel`),
    );
    expect(canceled.status).toBe(200);
    expect(canceled.body.session.canceledAt).toBe('2026-03-10T15:00:00.000Z');
    expect(ctx.realtime.events.map((e) => e.data)).toContainEqual({
      sessionId: body.tutoring!.id,
      action: 'canceled',
    });
    expect(await remaining()).toBe(120);
    const [held] = await ctx.db
      .select()
      .from(assignments)
      .where(eq(assignments.sessionId, body.tutoring!.id));
    expect(held!.during).toBeNull();
    const canceledList = await call<ListBody<'sessions', Session>>(
      admin.get('/api/v2/sessions?canceled=true'),
    );
    expect(canceledList.body.sessions.map((s) => s.id)).toEqual([body.tutoring!.id]);
    // The time is free again: the same slot books.
    expect((await book(tia, booking())).status).toBe(201);
    const again = await call<ProblemBody>(tia.put(`/api/v2/sessions/${body.tutoring!.id}/cancel`));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ base: ['This session is already canceled.'] });
  });

  it('lets only scheduling staff and the supervising tutor cancel (403 / 404 otherwise)', async () => {
    const { body } = await book(admin, booking());
    const path = `/api/v2/sessions/${body.tutoring!.id}/cancel`;
    expect((await tom.put(path)).status).toBe(404);
    expect((await student.put(path)).status).toBe(403);
    expect((await tom.put(`/api/v2/sessions/${world.sessions.s2.id}/cancel`)).status).toBe(200);
    expect((await tia.put(`/api/v2/sessions/${world.sessions.s2.id}/cancel`)).status).toBe(403);
    expect((await admin.put('/api/v2/sessions/987654/cancel')).status).toBe(404);
    // A session that has ended stays as it was.
    const ended = await call<ProblemBody>(
      admin.put(`/api/v2/sessions/${world.sessions.s3.id}/cancel`),
    );
    expect(ended.status).toBe(422);
    expect(ended.body.errors).toEqual({ base: ['This session has already ended.'] });
  });

  it('lists a student their own tutorings only, and a tutor those they teach', async () => {
    await book(admin, booking());
    const mine = await call<ListBody<'tutorings', Tutoring>>(student.get('/api/v2/tutorings'));
    expect(mine.status).toBe(200);
    expect(mine.body.tutorings.every((t) => t.studentId === world.students.sam)).toBe(true);
    // s1, the fixture's tutoring of Sam's with Tia, and the one just booked.
    expect(mine.body.tutorings).toHaveLength(2);
    const toms = await call<ListBody<'tutorings', Tutoring>>(tom.get('/api/v2/tutorings'));
    expect(toms.body.tutorings.map((t) => t.id)).toEqual([world.sessions.s3.id]);
  });
});
