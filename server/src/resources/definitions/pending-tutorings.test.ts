import {
  BOOKING_REASONS,
  PENDING_EXPIRED_REASON,
  SCHEDULE_CHANGE_EVENT,
  type Availability,
  type PendingTutoring,
  type TutoringBookingResult,
} from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignments,
  attendances,
  availabilities,
  courseHistories,
  courses,
  enrollments,
  pendingTutorings,
  sessions,
  sessionTopics,
} from '../../db/schema/index.ts';
import { expirePastPendingDates } from '../../services/pending-expiry.ts';
import type { TestAgent } from '../../test/agent.ts';
import { call, type ListBody, type OneBody, type ResourceWorld } from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

interface RepeatBody {
  meta: { created: number };
  pendingTutorings: {
    booked: { pendingId: number; sessionId: number }[];
    failed: { pendingId: number; reasons: string[] }[];
  };
}

/**
 * Pending booking dates kept and booked later (TEST_NOW is 2026-03-10T15:00Z; Tia's zone is
 * New York, on daylight time since March 8). Tia offers 18:00-20:00Z on the 10th (the
 * fixture's open availability) and the 17th: a 4-week series from the 10th booked by an
 * advisor (bound by availability) books the 10th and the 17th; the 24th and the 31st lie past
 * Tia's published availability and are kept pending.
 */
describe.each(BACKENDS)('pending tutorings (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let advisor: TestAgent;
  let tia: TestAgent;
  let tom: TestAgent;
  let student: TestAgent;
  let parent: TestAgent;
  let enrollmentId: number;
  let courseId: number;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [admin, advisor, tia, tom, student, parent] = await ctx.signInAs(
      'admin',
      'advisor',
      'tia',
      'tom',
      'sam',
      'pam',
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
    await ctx.db.insert(availabilities).values({
      tutorId: world.users.tia.tutorId!,
      startsAt: new Date('2026-03-17T18:00:00Z'),
      endsAt: new Date('2026-03-17T20:00:00Z'),
      duration: 120,
    });
  });
  afterAll(() => ctx?.close());

  /** The advisor books Sam with Tia on Tuesdays at 18:00Z for four weeks. */
  const bookSeries = () =>
    call<TutoringBookingResult>(
      advisor.post('/api/v2/tutorings', {
        tutoring: {
          studentId: world.students.sam,
          enrollmentId,
          tutorId: world.users.tia.tutorId,
          bookings: [
            {
              startsAt: '2026-03-10T18:00:00Z',
              duration: 60,
              availabilityId: world.availabilities.openTia.id,
            },
          ],
          repeatWeeks: 3,
          subjectIds: [world.subjects.math.id],
          notes: 'Algebra review.',
        },
      }),
    );
  const listPending = (agent: TestAgent, query = `enrollmentId=${enrollmentId}`) =>
    call<ListBody<'pending_tutorings', PendingTutoring>>(
      agent.get(`/api/v2/pending_tutorings?${query}`),
    );
  /** Tia repeats her week of the 17th onto the next two weeks (the 24th and the 31st). */
  const repeatTiaWeek = () =>
    call<RepeatBody>(tia.post('/api/v2/availabilities/repeat', { date: '2026-03-17', weeks: 2 }));

  it('keeps the dates of a series past the availability as pending, as the booking had them', async () => {
    const { status, body } = await bookSeries();
    expect(status).toBe(201);
    expect(body.meta.booked.map((b) => b.startsAt)).toEqual([
      '2026-03-10T18:00:00.000Z',
      '2026-03-17T18:00:00.000Z',
    ]);
    expect(body.meta.pending.map((p) => p.startsAt)).toEqual([
      '2026-03-24T18:00:00.000Z',
      '2026-03-31T18:00:00.000Z',
    ]);
    const listed = await listPending(admin);
    expect(listed.status).toBe(200);
    expect(listed.body.pending_tutorings).toEqual([
      expect.objectContaining({
        enrollmentId,
        studentId: world.students.sam,
        tutorId: world.users.tia.tutorId,
        startsAt: '2026-03-24T18:00:00.000Z',
        endsAt: '2026-03-24T19:00:00.000Z',
        duration: 60,
        subjectIds: [world.subjects.math.id],
        notes: 'Algebra review.',
        status: 'pending',
        reasons: [],
        sessionId: null,
        createdById: world.users.advisor.id,
      }),
      expect.objectContaining({ startsAt: '2026-03-31T18:00:00.000Z', status: 'pending' }),
    ]);
  });

  it('books the pending dates when the tutor repeats availability over them, and tells everyone', async () => {
    await bookSeries();
    ctx.realtime.events.length = 0;
    const { status, body } = await repeatTiaWeek();
    expect(status).toBe(200);
    expect(body.meta.created).toBe(2);
    expect(body.pendingTutorings.booked).toHaveLength(2);
    expect(body.pendingTutorings.failed).toEqual([]);

    const listed = await listPending(tia);
    expect(listed.body.pending_tutorings.map((p) => [p.startsAt, p.status])).toEqual([
      ['2026-03-24T18:00:00.000Z', 'booked'],
      ['2026-03-31T18:00:00.000Z', 'booked'],
    ]);
    // Each is a Tutoring session of the enrollment, staffed by Tia, with the booking's topics.
    const sessionId = listed.body.pending_tutorings[0]!.sessionId!;
    const [session] = await ctx.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(session).toMatchObject({
      type: 'Tutoring',
      enrollmentId,
      courseId,
      supervisorId: world.users.tia.employeeId,
      notes: 'Algebra review.',
      scheduledById: world.users.advisor.id,
      startsAt: new Date('2026-03-24T18:00:00Z'),
    });
    const topics = await ctx.db
      .select()
      .from(sessionTopics)
      .where(eq(sessionTopics.sessionId, sessionId));
    expect(topics.map((t) => t.subjectId)).toEqual([world.subjects.math.id]);
    const history = await ctx.db
      .select()
      .from(courseHistories)
      .where(eq(courseHistories.sessionId, sessionId));
    expect(history.map((h) => h.change)).toEqual(['Tutoring booked']);
    // The booked sessions consume the new availability.
    const copies = await call<ListBody<'availabilities', Availability>>(
      tia.get('/api/v2/availabilities?startsAt=2026-03-24T00:00:00Z&endsAt=2026-04-01T00:00:00Z'),
    );
    expect(copies.body.availabilities.map((a) => a.remainingAvailability)).toEqual([60, 60]);
    // schedule-change for each session booked, to the tutor and the student.
    const created = ctx.realtime.events.filter(
      (e) =>
        e.event === SCHEDULE_CHANGE_EVENT && (e.data as { action?: string }).action === 'created',
    );
    expect(created.map((e) => e.channel).sort()).toEqual(
      [
        `private-student-user-${world.users.sam.id}`,
        `private-student-user-${world.users.sam.id}`,
        `private-tutor-user-${world.users.tia.id}`,
        `private-tutor-user-${world.users.tia.id}`,
      ].sort(),
    );
    // Repeating again covers nothing new and books nothing twice.
    const again = await repeatTiaWeek();
    expect(again.body.pendingTutorings).toEqual({ booked: [], failed: [] });
  });

  it('fails a pending date that now conflicts, with its reason, and books the rest', async () => {
    await bookSeries();
    // Tia took another session on the 31st meanwhile (staff booking her off availability).
    const [other] = await ctx.db
      .insert(sessions)
      .values({
        courseId: world.courses.c1.id,
        startsAt: new Date('2026-03-31T18:30:00Z'),
        endsAt: new Date('2026-03-31T19:30:00Z'),
        duration: 60,
        supervisorId: world.users.tia.employeeId,
      })
      .returning();
    await ctx.db
      .insert(assignments)
      .values({ sessionId: other!.id, employeeId: world.users.tia.employeeId!, supervisor: true });
    const { body } = await repeatTiaWeek();
    expect(body.pendingTutorings.booked).toHaveLength(1);
    expect(body.pendingTutorings.failed).toEqual([
      { pendingId: expect.any(Number), reasons: [BOOKING_REASONS.tutorBusy] },
    ]);
    const listed = await listPending(advisor, `enrollmentId=${enrollmentId}&status=failed`);
    expect(listed.body.pending_tutorings.map((p) => [p.startsAt, p.reasons, p.sessionId])).toEqual([
      ['2026-03-31T18:00:00.000Z', [BOOKING_REASONS.tutorBusy], null],
    ]);
  });

  it('books a pending date when one availability is created or moved over it', async () => {
    await bookSeries();
    const created = await call<OneBody<'availability', Availability>>(
      tia.post('/api/v2/availabilities', {
        availability: {
          tutorId: world.users.tia.tutorId,
          startsAt: '2026-03-24T20:00:00Z',
          duration: 120,
        },
      }),
    );
    expect(created.status).toBe(201);
    // Not covering 18:00-19:00Z: nothing is booked yet.
    expect((await listPending(tia, 'status=pending')).body.pending_tutorings).toHaveLength(2);
    const moved = await call<OneBody<'availability', Availability>>(
      tia.put(`/api/v2/availabilities/${created.body.availability.id}`, {
        availability: { startsAt: '2026-03-24T17:00:00Z', duration: 180 },
      }),
    );
    expect(moved.status).toBe(200);
    const listed = await listPending(tia);
    expect(listed.body.pending_tutorings.map((p) => [p.startsAt, p.status])).toEqual([
      ['2026-03-24T18:00:00.000Z', 'booked'],
      ['2026-03-31T18:00:00.000Z', 'pending'],
    ]);
  });

  it('shows a tutor only their own pending dates, and refuses students and parents (403)', async () => {
    await bookSeries();
    expect((await listPending(tia)).body.pending_tutorings).toHaveLength(2);
    expect((await listPending(tom)).body.pending_tutorings).toEqual([]);
    const id = (await listPending(admin)).body.pending_tutorings[0]!.id;
    expect((await tom.get(`/api/v2/pending_tutorings/${id}`)).status).toBe(404);
    expect((await tia.get(`/api/v2/pending_tutorings/${id}`)).status).toBe(200);
    expect((await listPending(student)).status).toBe(403);
    expect((await listPending(parent)).status).toBe(403);
    // The engine answers a record the caller may not reach as absent.
    expect((await student.get(`/api/v2/pending_tutorings/${id}`)).status).toBe(404);
  });

  it('is read-only (405 for writes)', async () => {
    await bookSeries();
    const id = (await listPending(admin)).body.pending_tutorings[0]!.id;
    expect(
      (await admin.put(`/api/v2/pending_tutorings/${id}`, { pending_tutoring: { notes: 'x' } }))
        .status,
    ).toBe(405);
    expect((await admin.delete(`/api/v2/pending_tutorings/${id}`)).status).toBe(405);
  });

  it('keeps a booking whose every date is pending: 201, no tutoring yet, the dates in meta.pending', async () => {
    const { status, body } = await call<TutoringBookingResult>(
      advisor.post('/api/v2/tutorings', {
        tutoring: {
          studentId: world.students.sam,
          enrollmentId,
          tutorId: world.users.tia.tutorId,
          bookings: [{ startsAt: '2026-03-24T18:00:00Z', duration: 60 }],
          repeatWeeks: 1,
        },
      }),
    );
    expect(status).toBe(201);
    expect(body.tutoring).toBeNull();
    expect(body.meta.booked).toEqual([]);
    expect(body.meta.failed).toEqual([]);
    expect(body.meta.pending).toEqual([
      {
        startsAt: '2026-03-24T18:00:00.000Z',
        endsAt: '2026-03-24T19:00:00.000Z',
        reasons: [BOOKING_REASONS.pendingAvailability],
      },
      {
        startsAt: '2026-03-31T18:00:00.000Z',
        endsAt: '2026-03-31T19:00:00.000Z',
        reasons: [BOOKING_REASONS.pendingAvailability],
      },
    ]);
    expect(body.errors).toEqual({});
    const listed = await listPending(admin);
    expect(listed.body.pending_tutorings.map((p) => [p.startsAt, p.status])).toEqual([
      ['2026-03-24T18:00:00.000Z', 'pending'],
      ['2026-03-31T18:00:00.000Z', 'pending'],
    ]);
    // No session was made, so nobody's calendar changed.
    expect(ctx.realtime.events).toEqual([]);
    // Tia publishing that week books the kept date.
    const repeated = await repeatTiaWeek();
    expect(repeated.body.pendingTutorings.booked).toHaveLength(2);
  });

  it('keeps pending dates beside failed ones when nothing is booked, with the failures in errors', async () => {
    // Sam is busy on the 17th at 18:00Z (inside Tia's availability): that date fails; the
    // 24th and the 31st, past it, stay pending.
    const [other] = await ctx.db
      .insert(sessions)
      .values({
        courseId: world.courses.c1.id,
        startsAt: new Date('2026-03-17T18:00:00Z'),
        endsAt: new Date('2026-03-17T19:00:00Z'),
        duration: 60,
        supervisorId: world.users.tom.employeeId,
      })
      .returning();
    await ctx.db
      .insert(attendances)
      .values({ sessionId: other!.id, studentId: world.students.sam });
    const { status, body } = await call<TutoringBookingResult>(
      advisor.post('/api/v2/tutorings', {
        tutoring: {
          studentId: world.students.sam,
          enrollmentId,
          tutorId: world.users.tia.tutorId,
          bookings: [{ startsAt: '2026-03-17T18:00:00Z', duration: 60 }],
          repeatWeeks: 2,
        },
      }),
    );
    expect(status).toBe(201);
    expect(body.meta.booked).toEqual([]);
    expect(body.meta.failed.map((f) => [f.startsAt, f.reasons])).toEqual([
      ['2026-03-17T18:00:00.000Z', [BOOKING_REASONS.studentBusy]],
    ]);
    expect(body.meta.pending.map((p) => p.startsAt)).toEqual([
      '2026-03-24T18:00:00.000Z',
      '2026-03-31T18:00:00.000Z',
    ]);
    expect(body.errors.base).toHaveLength(1);
    expect((await listPending(admin)).body.pending_tutorings).toHaveLength(2);
  });

  it('expires a pending date once its start has passed: in reads at once, then recorded by the sweep', async () => {
    await bookSeries();
    ctx.clock.set(new Date('2026-03-25T00:00:00Z'));
    // Two weeks on, the sign-ins of the 10th have lapsed.
    const [admin] = await ctx.signInAs('admin');
    const listed = await listPending(admin!);
    expect(listed.body.pending_tutorings.map((p) => [p.startsAt, p.status, p.reasons])).toEqual([
      ['2026-03-24T18:00:00.000Z', 'expired', [PENDING_EXPIRED_REASON]],
      ['2026-03-31T18:00:00.000Z', 'pending', []],
    ]);
    const stillPending = await listPending(admin!, `enrollmentId=${enrollmentId}&status=pending`);
    expect(stillPending.body.pending_tutorings.map((p) => p.startsAt)).toEqual([
      '2026-03-31T18:00:00.000Z',
    ]);
    const expired = await listPending(admin!, `enrollmentId=${enrollmentId}&status=expired`);
    expect(expired.body.pending_tutorings.map((p) => p.startsAt)).toEqual([
      '2026-03-24T18:00:00.000Z',
    ]);

    expect(await expirePastPendingDates(ctx.db, ctx.clock.now())).toBe(1);
    const rows = await ctx.db
      .select({ startsAt: pendingTutorings.startsAt, status: pendingTutorings.status })
      .from(pendingTutorings)
      .where(eq(pendingTutorings.enrollmentId, enrollmentId))
      .orderBy(pendingTutorings.startsAt);
    expect(rows.map((r) => r.status)).toEqual(['expired', 'pending']);
    // Nothing left to expire.
    expect(await expirePastPendingDates(ctx.db, ctx.clock.now())).toBe(0);
    expect((await listPending(admin!, 'status=expired')).body.pending_tutorings).toHaveLength(1);
  });

  it('expires the past dates of a tutor before their new availability books the covered ones', async () => {
    await bookSeries();
    // Tia publishes the 31st after the 24th has passed; the 24th expires, the 31st is booked.
    ctx.clock.set(new Date('2026-03-26T12:00:00Z'));
    const [tia] = await ctx.signInAs('tia');
    const created = await call<OneBody<'availability', Availability>>(
      tia!.post('/api/v2/availabilities', {
        availability: {
          tutorId: world.users.tia.tutorId,
          startsAt: '2026-03-31T17:00:00Z',
          duration: 180,
        },
      }),
    );
    expect(created.status).toBe(201);
    const rows = await ctx.db
      .select({ status: pendingTutorings.status, reasons: pendingTutorings.reasons })
      .from(pendingTutorings)
      .where(eq(pendingTutorings.enrollmentId, enrollmentId))
      .orderBy(pendingTutorings.startsAt);
    expect(rows).toEqual([
      { status: 'expired', reasons: [PENDING_EXPIRED_REASON] },
      { status: 'booked', reasons: [] },
    ]);
  });
});
