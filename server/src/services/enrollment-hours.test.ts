import {
  DEFAULT_TIME_ZONE,
  FAMILY_BOOKING_POLICY,
  hoursRunOutOn,
  type Enrollment,
  type EnrollmentHoursFigures,
  type Parent,
  type StudentHours,
  type TutoringHistory,
} from '@tp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendances,
  courses,
  enrollments,
  parents,
  pendingTutorings,
  sessions,
  students,
  tutoringHistories,
} from '../db/schema/index.ts';
import type { TestAgent } from '../test/agent.ts';
import { call } from '../test/fixtures.ts';
import { BACKENDS, TEST_NOW } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';

const HOUR = 60 * 60_000;

/**
 * Issue 23, "Hours: one figure everywhere": one enrollment with a session in every state, and
 * every answer that serves its hours, each read by the roles that read it, giving the same
 * figures. The operations (8): GET /students/{id}/hours, GET /enrollments/{id}, GET
 * /enrollments, GET /tutoring_histories, GET /tutoring_histories/{id}, GET
 * /availabilities/repeat_options (what the booking form shows as unscheduled hours), and the
 * family's remaining hours on GET /parents/{id} and GET /parents (the sum of its
 * enrollments' remaining hours; here its one tutoring enrollment's).
 */
describe.each(BACKENDS)('one enrollment’s hours in every answer (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let admin: TestAgent;
  let pam: TestAgent;
  let sam: TestAgent;
  let tia: TestAgent;
  let studentId: number;
  let tutorId: number;
  let enrollmentId: number;
  let historyId: number;

  /** A session of the enrollment `startsInHours` from now, with Sam's attendance. */
  async function addSession(
    startsInHours: number,
    minutes: number,
    state: { attended?: boolean | null; canceled?: boolean } = {},
  ): Promise<number> {
    const [course] = await ctx.db
      .select({ id: enrollments.courseId })
      .from(enrollments)
      .where(eq(enrollments.id, enrollmentId));
    const startsAt = new Date(TEST_NOW.getTime() + startsInHours * HOUR);
    const [row] = await ctx.db
      .insert(sessions)
      .values({
        courseId: course!.id,
        type: 'Tutoring',
        startsAt,
        endsAt: new Date(startsAt.getTime() + minutes * 60_000),
        duration: minutes,
        enrollmentId,
        supervisorId: tutorId,
        canceledAt: state.canceled ? new Date(TEST_NOW.getTime() - 100 * HOUR) : null,
        cancelReason: state.canceled ? 'Family asked' : null,
      })
      .returning({ id: sessions.id });
    await ctx.db
      .insert(attendances)
      .values({ sessionId: row!.id, studentId, attended: state.attended ?? null });
    return row!.id;
  }

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    const { world } = ctx;
    [admin, pam, sam, tia] = await ctx.signInAs('admin', 'pam', 'sam', 'tia');
    studentId = world.students.sam;
    tutorId = world.users.tia.employeeId!;
    // Sam is Pam's child here, so the student and the parent both read the same hours.
    await ctx.db
      .update(students)
      .set({ pace: 1.5, parentId: world.users.pam.parentId! })
      .where(eq(students.id, studentId));
    // A private tutoring course of its own: 10 hours bought, a limit of 10 sessions.
    const [course] = await ctx.db
      .insert(courses)
      .values({
        title: 'Private Algebra',
        name: 'private-algebra-hours',
        status: 'published',
        brandId: world.brands.private.id,
        duration: 600,
      })
      .returning({ id: courses.id });
    const [enrollment] = await ctx.db
      .insert(enrollments)
      .values({
        courseId: course!.id,
        studentId,
        tutorId,
        type: 'LimitedEnrollment',
        limitedAttendancesCount: 10,
      })
      .returning({ id: enrollments.id });
    enrollmentId = enrollment!.id;
    // Tia's history with Sam is this enrollment's (the tutor's dashboard list).
    const [history] = await ctx.db
      .update(tutoringHistories)
      .set({ enrollmentId })
      .where(
        and(eq(tutoringHistories.tutorId, tutorId), eq(tutoringHistories.studentId, studentId)),
      )
      .returning({ id: tutoringHistories.id });
    historyId = history!.id;

    await addSession(-50, 60, { attended: true }); // attended: used
    await addSession(-26, 90, { attended: false }); // absent: used (the tutor's time was held)
    await addSession(-4, 60); // attendance still pending after the end: used
    await addSession(-100, 60, { canceled: true }); // canceled: counts nowhere
    await addSession(30, 60, { canceled: true }); // canceled ahead: counts nowhere
    await addSession(48, 120); // upcoming: scheduled
    await addSession(24 * 9, 30); // upcoming: scheduled
    // A date kept pending past the tutor's availability is not a session: it holds nothing.
    await ctx.db.insert(pendingTutorings).values({
      enrollmentId,
      studentId,
      tutorId,
      startsAt: new Date(TEST_NOW.getTime() + 24 * 40 * HOUR),
      endsAt: new Date(TEST_NOW.getTime() + (24 * 40 + 1) * HOUR),
      duration: 60,
      policy: FAMILY_BOOKING_POLICY,
    });
  });
  afterAll(() => ctx?.close());

  /** The figures of the enrollment from every answer that serves them, by who asked. */
  async function figuresEverywhere() {
    const hoursOf = async (agent: TestAgent) => {
      const { status, body } = await call<StudentHours>(
        agent.get(`/api/v2/students/${studentId}/hours`),
      );
      expect(status).toBe(200);
      return body.enrollments.find((e) => e.enrollmentId === enrollmentId)!;
    };
    const enrollmentOf = async (agent: TestAgent) => {
      const { status, body } = await call<{ enrollment: Enrollment }>(
        agent.get(`/api/v2/enrollments/${enrollmentId}`),
      );
      expect(status).toBe(200);
      return body.enrollment;
    };
    const listed = await call<{ enrollments: Enrollment[] }>(
      admin.get(`/api/v2/enrollments?studentId=${studentId}&per=100`),
    );
    const historyList = await call<{ tutoring_histories: TutoringHistory[] }>(
      admin.get(`/api/v2/tutoring_histories?studentId=${studentId}&orderBy=remaining_minutes`),
    );
    const tutorsList = await call<{ tutoring_histories: TutoringHistory[] }>(
      tia.get(`/api/v2/tutoring_histories?tutorId=${tutorId}&active=true&orderBy=minutes`),
    );
    const tutorsOwn = await call<{ tutoring_history: TutoringHistory }>(
      tia.get(`/api/v2/tutoring_histories/${historyId}`),
    );
    const repeat = await call<{ unscheduledMinutes: number | null }>(
      admin.get(
        `/api/v2/availabilities/repeat_options?tutorId=${tutorId}&enrollmentId=${enrollmentId}` +
          `&startsAt=${encodeURIComponent(new Date(TEST_NOW.getTime() + 24 * 20 * HOUR).toISOString())}&duration=60`,
      ),
    );
    const parentId = ctx.world.users.pam.parentId!;
    // Staff read a family's remaining hours (a parent record's, hidden from the family).
    const parent = await call<{ parent: Parent }>(admin.get(`/api/v2/parents/${parentId}`));
    const parentsListed = await call<{ parents: Parent[] }>(
      admin.get(`/api/v2/parents?per=100&query=${encodeURIComponent(ctx.world.users.pam.email)}`),
    );
    for (const answer of [listed, historyList, tutorsList, tutorsOwn, repeat, parent])
      expect(answer.status).toBe(200);
    expect(parentsListed.status).toBe(200);
    // What the family's Hours tabs show remaining, every child's enrollments together.
    const tabs = await Promise.all(
      parent.body.parent.studentIds.map((id) =>
        call<StudentHours>(admin.get(`/api/v2/students/${id}/hours`)),
      ),
    );
    const familyTabsMinutes = tabs
      .flatMap((tab) => tab.body.enrollments)
      .reduce((sum, enrollment) => sum + enrollment.remainingMinutes, 0);
    return {
      hoursTab: {
        admin: await hoursOf(admin),
        parent: await hoursOf(pam),
        student: await hoursOf(sam),
      },
      enrollment: {
        admin: await enrollmentOf(admin),
        parent: await enrollmentOf(pam),
        tutor: await enrollmentOf(tia),
        listed: listed.body.enrollments.find((e) => e.id === enrollmentId)!,
      },
      histories: [
        historyList.body.tutoring_histories.find((h) => h.id === historyId)!,
        tutorsList.body.tutoring_histories.find((h) => h.id === historyId)!,
        tutorsOwn.body.tutoring_history,
      ],
      repeatOptionsUnscheduled: repeat.body.unscheduledMinutes,
      familyTabsMinutes,
      familyRemainingHours: [
        parent.body.parent.remainingHours,
        parentsListed.body.parents.find((p) => p.id === parentId)!.remainingHours,
      ],
    };
  }

  const FIGURES = [
    'countsHours',
    'boughtMinutes',
    'usedMinutes',
    'scheduledMinutes',
    'remainingMinutes',
    'unscheduledMinutes',
    'owedMinutes',
    'usedSessionsCount',
    'upcomingSessionsCount',
    'attendancesCount',
    'limitedAttendancesCount',
    'maxedOut',
    'maxedOutReason',
    'runsOutOn',
  ] as const satisfies readonly (keyof EnrollmentHoursFigures)[];
  const figuresOf = (hours: EnrollmentHoursFigures) =>
    Object.fromEntries(FIGURES.map((name) => [name, hours[name]]));

  it('counts attended, absent and pending-attendance sessions as used, upcoming ones as scheduled, canceled ones nowhere', async () => {
    const { hoursTab } = await figuresEverywhere();
    expect(figuresOf(hoursTab.admin)).toEqual({
      countsHours: true,
      boughtMinutes: 600,
      usedMinutes: 60 + 90 + 60,
      scheduledMinutes: 120 + 30,
      remainingMinutes: 600 - 210,
      unscheduledMinutes: 600 - 210 - 150,
      owedMinutes: 0,
      usedSessionsCount: 3,
      upcomingSessionsCount: 2,
      attendancesCount: 3,
      limitedAttendancesCount: 10,
      maxedOut: false,
      maxedOutReason: null,
      // 390 minutes at 1.5 hours a week, from today in Sam's zone.
      runsOutOn: hoursRunOutOn(390, 1.5, TEST_NOW, DEFAULT_TIME_ZONE),
    });
  });

  it('gives the same figures in every answer, to every reader', async () => {
    const all = await figuresEverywhere();
    const expected = figuresOf(all.hoursTab.admin);
    expect(figuresOf(all.hoursTab.parent)).toEqual(expected);
    expect(figuresOf(all.hoursTab.student)).toEqual(expected);
    for (const enrollment of Object.values(all.enrollment)) {
      expect(figuresOf(enrollment.hours)).toEqual(expected);
      expect(enrollment.maxedOut).toBe(expected.maxedOut);
    }
    // The tutor led every session: what they tutored is what the family used.
    for (const history of all.histories) {
      expect(history.minutes).toBe(expected.usedMinutes);
      expect(history.remainingMinutes).toBe(expected.remainingMinutes);
    }
    // The booking form's unscheduled hours.
    expect(all.repeatOptionsUnscheduled).toBe(expected.unscheduledMinutes);
    // The family's remaining hours: the sum of its Hours tabs', this enrollment's among them.
    expect(all.familyTabsMinutes).toBeGreaterThanOrEqual(expected.remainingMinutes as number);
    for (const hours of all.familyRemainingHours)
      expect(hours).toBe(Math.round((all.familyTabsMinutes / 60) * 100) / 100);
  });

  it('lists the family under low hours by the same figure, not a stored count', async () => {
    const parentId = ctx.world.users.pam.parentId!;
    const lowHours = async () => {
      const { status, body } = await call<{ parents: Parent[] }>(
        admin.get('/api/v2/parents?quick=lowHours&per=100'),
      );
      expect(status).toBe(200);
      return body.parents.some((p) => p.id === parentId);
    };
    const { familyTabsMinutes } = await figuresEverywhere();
    // Over 5 hours left: not low, whatever the stored count says.
    expect(familyTabsMinutes).toBeGreaterThanOrEqual(5 * 60);
    await ctx.db
      .update(parents)
      .set({ type: 'Customer', remainingMinutes: 0 })
      .where(eq(parents.id, parentId));
    expect(await lowHours()).toBe(false);
    // Used sessions bring it under 5 hours: low, though the stored count grows.
    const used = await addSession(-30, familyTabsMinutes - 4 * 60, { attended: true });
    try {
      await ctx.db.update(parents).set({ remainingMinutes: 6000 }).where(eq(parents.id, parentId));
      expect(await lowHours()).toBe(true);
    } finally {
      await ctx.db.delete(sessions).where(eq(sessions.id, used));
    }
  });

  it('maxes out at the limit in every answer, with hours left', async () => {
    await ctx.db
      .update(enrollments)
      .set({ limitedAttendancesCount: 3 })
      .where(eq(enrollments.id, enrollmentId));
    try {
      const all = await figuresEverywhere();
      const answers = [
        ...Object.values(all.hoursTab),
        ...Object.values(all.enrollment).map((e) => e.hours),
      ];
      for (const hours of answers)
        expect(hours).toMatchObject({
          maxedOut: true,
          maxedOutReason: 'attendanceLimit',
          attendancesCount: 3,
          remainingMinutes: 390,
        });
    } finally {
      await ctx.db
        .update(enrollments)
        .set({ limitedAttendancesCount: 10 })
        .where(eq(enrollments.id, enrollmentId));
    }
  });

  it('moves a session from scheduled to used in every answer once it ends', async () => {
    const before = await figuresEverywhere();
    const later = await addSession(-1, 30, { attended: true });
    try {
      const after = await figuresEverywhere();
      expect(after.hoursTab.parent.usedMinutes).toBe(before.hoursTab.parent.usedMinutes + 30);
      expect(after.enrollment.tutor.hours.usedMinutes).toBe(after.hoursTab.parent.usedMinutes);
      for (const history of after.histories)
        expect(history.remainingMinutes).toBe(after.hoursTab.parent.remainingMinutes);
      for (const hours of after.familyRemainingHours)
        expect(hours).toBe(Math.round((after.familyTabsMinutes / 60) * 100) / 100);
      expect(after.familyTabsMinutes).toBe(before.familyTabsMinutes - 30);
    } finally {
      await ctx.db.delete(sessions).where(eq(sessions.id, later));
    }
  });
});
