import type { Enrollment } from '@tp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureUser } from '../../auth/testing/user-fixtures.ts';
import { attendances, courses, enrollments, sessions } from '../../db/schema/index.ts';
import { TestAgent } from '../../test/agent.ts';
import {
  call,
  type ListBody,
  type OneBody,
  type ProblemBody,
  type ResourceWorld,
} from '../../test/fixtures.ts';
import { BACKENDS, TEST_NOW } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

type EnrollmentList = ListBody<'enrollments', Enrollment>;
type EnrollmentOne = OneBody<'enrollment', Enrollment>;

describe.each(BACKENDS)('enrollments (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let advisor: TestAgent;
  let hr: TestAgent;
  let manager: TestAgent;
  let tia: TestAgent;
  let tom: TestAgent;
  let sam: TestAgent;
  let pam: TestAgent;
  let nobody: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend, { extraStaff: ['hr', 'manager'] });
    world = ctx.world;
    [admin, advisor, hr, manager, tia, tom, sam, pam, nobody] = await ctx.signInAs(
      'admin',
      'advisor',
      'hr',
      'manager',
      'tia',
      'tom',
      'sam',
      'pam',
      'nobody',
    );
  });
  afterAll(() => ctx?.close());

  const list = (agent: TestAgent, query = '') =>
    call<EnrollmentList>(agent.get(`/api/v2/enrollments${query}`));
  const enrollmentOf = async (courseId: number, studentId: number) => {
    const [row] = await ctx.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.courseId, courseId), eq(enrollments.studentId, studentId)));
    return row;
  };
  const enroll = (agent: TestAgent, enrollment: Record<string, unknown>) =>
    call<EnrollmentOne & ProblemBody>(agent.post('/api/v2/enrollments', { enrollment }));
  const act = (agent: TestAgent, id: number, action: string, body?: unknown) =>
    call<EnrollmentOne & ProblemBody>(agent.put(`/api/v2/enrollments/${id}/${action}`, body));

  describe('reading', () => {
    it('lists enrollments to staff with the student, course and tutor names', async () => {
      const { status, body } = await list(hr, '?orderBy=student_name&orderSort=asc');
      expect(status).toBe(200);
      expect(body.enrollments.map((e) => [e.studentName, e.courseTitle, e.status])).toEqual([
        ['Pia Parent', 'Algebra Boost', 'active'],
        ['Sam Student', 'SAT Prep Spring', 'active'],
        ['Sid Other', 'SAT Prep Spring', 'canceled'],
      ]);
      expect(body.enrollments[0]).toMatchObject({
        type: 'Enrollment',
        maxedOut: false,
        attendancesCount: 1,
        tutorName: null,
      });
    });

    it('filters by course, student, status, active and search', async () => {
      const c1 = world.courses.c1.id;
      expect((await list(hr, `?courseId=${c1}`)).body.meta.totalCount).toBe(2);
      expect((await list(hr, `?courseId=${c1}&active=true`)).body.enrollments).toHaveLength(1);
      expect((await list(hr, `?active=false`)).body.enrollments[0]!.studentName).toBe('Sid Other');
      expect((await list(hr, `?studentId=${world.students.pia}`)).body.meta.totalCount).toBe(1);
      expect((await list(hr, '?status=canceled')).body.meta.totalCount).toBe(1);
      const search = await list(hr, '?query=algebra');
      expect(search.body.enrollments.map((e) => e.studentName)).toEqual(['Pia Parent']);
      expect((await list(hr, '?query=sid')).body.enrollments.map((e) => e.studentName)).toEqual([
        'Sid Other',
      ]);
    });

    it('scopes tutors to the courses they teach, students and parents to their own', async () => {
      const titles = async (agent: TestAgent) =>
        (await list(agent, '?orderBy=student_name&orderSort=asc')).body.enrollments.map(
          (e) => e.studentName,
        );
      // Tia teaches only c1's sessions; Tom teaches c1, c2 and c3.
      expect(await titles(tia)).toEqual(['Sam Student', 'Sid Other']);
      expect(await titles(tom)).toEqual(['Pia Parent', 'Sam Student', 'Sid Other']);
      expect(await titles(sam)).toEqual(['Sam Student']);
      expect(await titles(pam)).toEqual(['Pia Parent']);
      const pias = (await enrollmentOf(world.courses.c2.id, world.students.pia))!;
      expect((await tia.get(`/api/v2/enrollments/${pias.id}`)).status).toBe(404);
      // Non-staff do not read the tutor's full name.
      expect((await list(sam)).body.enrollments[0]).not.toHaveProperty('tutorName');
    });

    it("hides the family's balance, credit and coupon from tutors, also in embeds", async () => {
      const money = ['balanceCents', 'creditCents', 'couponCode'];
      for (const enrollment of (await list(tom)).body.enrollments) {
        for (const field of money) expect(enrollment).not.toHaveProperty(field);
      }
      const embedded = await call<ListBody<'tutorings', { enrollment: Enrollment | null }>>(
        tom.get('/api/v2/tutorings?include=enrollment'),
      );
      expect(embedded.status).toBe(200);
      const seen = embedded.body.tutorings.flatMap((t) => (t.enrollment ? [t.enrollment] : []));
      expect(seen.length).toBeGreaterThan(0);
      for (const enrollment of seen) {
        for (const field of money) expect(enrollment).not.toHaveProperty(field);
      }
      for (const field of money) {
        expect((await list(pam)).body.enrollments[0]).toHaveProperty(field);
        expect((await list(advisor)).body.enrollments[0]).toHaveProperty(field);
      }
    });

    it('answers 401 signed out and 403 to a user with no role', async () => {
      expect((await new TestAgent(ctx.app).get('/api/v2/enrollments')).status).toBe(401);
      expect((await nobody.get('/api/v2/enrollments')).status).toBe(403);
    });
  });

  describe('enrolling', () => {
    it('enrolls a student with a tutor; the enrollment starts with the course', async () => {
      await ctx.db
        .update(courses)
        .set({ startsAt: '2026-04-01' })
        .where(eq(courses.id, world.courses.c1.id));
      const { status, body } = await enroll(advisor, {
        courseId: world.courses.c1.id,
        studentId: world.students.pia,
        tutorId: world.users.tia.employeeId,
      });
      expect(status).toBe(201);
      expect(body.enrollment).toMatchObject({
        status: 'active',
        type: 'Enrollment',
        tutorId: world.users.tia.employeeId,
        tutorName: 'Tia Tutor',
        startsAt: '2026-04-01',
        studentName: 'Pia Parent',
      });
      // The chosen tutor now reads it although she teaches no session of... she does teach c1.
      expect((await tia.get(`/api/v2/enrollments/${body.enrollment.id}`)).status).toBe(200);
    });

    it('refuses a duplicate (409), a canceled course, a non-tutor and a limit mismatch (422)', async () => {
      const duplicate = await enroll(admin, {
        courseId: world.courses.c1.id,
        studentId: world.students.sam,
      });
      expect(duplicate.status).toBe(409);
      const canceled = await enroll(admin, {
        courseId: world.courses.c3.id,
        studentId: world.students.sam,
      });
      expect(canceled.status).toBe(422);
      expect(canceled.body.errors.courseId).toEqual(['is canceled: nobody can enroll in it']);
      const notTutor = await enroll(admin, {
        courseId: world.courses.c2.id,
        studentId: world.students.sid,
        tutorId: world.users.advisor.employeeId,
      });
      expect(notTutor.status).toBe(422);
      expect(notTutor.body.errors.tutorId).toEqual(['is not a tutor']);
      const limit = await enroll(admin, {
        courseId: world.courses.c2.id,
        studentId: world.students.sid,
        type: 'LimitedEnrollment',
      });
      expect(limit.status).toBe(422);
      expect(limit.body.errors.limitedAttendancesCount).toEqual([
        "can't be blank for a limited enrollment",
      ]);
      expect(await enrollmentOf(world.courses.c2.id, world.students.sid)).toBeUndefined();
    });

    it('lets managers enroll, not read-only staff, tutors or students', async () => {
      const payload = { courseId: world.courses.c2.id, studentId: world.students.sid };
      expect((await enroll(hr, payload)).status).toBe(403);
      expect((await enroll(tia, payload)).status).toBe(403);
      expect((await enroll(sam, payload)).status).toBe(403);
    });

    it('batch enrolls several students in one transaction, or none', async () => {
      const c3Copy = await ctx.db
        .insert(courses)
        .values({ title: 'Batch Course', name: 'batch', brandId: world.brands.points.id })
        .returning();
      const courseId = c3Copy[0]!.id;
      const batch = (agent: TestAgent, studentIds: number[]) =>
        call<{ enrollmentIds: number[] } & ProblemBody>(
          agent.post('/api/v2/enrollments/batch_enroll', {
            enrollment: {
              courseId,
              studentIds,
              type: 'LimitedEnrollment',
              limitedAttendancesCount: 4,
            },
          }),
        );
      const first = await batch(manager, [world.students.sam]);
      expect(first.status).toBe(201);
      expect(first.body.enrollmentIds).toHaveLength(1);
      // Sam is in already: nothing of this batch is saved.
      const conflict = await batch(manager, [world.students.sid, world.students.sam]);
      expect(conflict.status).toBe(409);
      expect(conflict.body.errors.base![0]).toMatch(/Sam Student/);
      expect(await enrollmentOf(courseId, world.students.sid)).toBeUndefined();
      const missing = await batch(manager, [world.students.sid, 999_999]);
      expect(missing.status).toBe(422);
      expect(missing.body.errors.studentIds).toEqual(['are not students: 999999']);
      expect((await batch(hr, [world.students.sid])).status).toBe(403);
      const done = await batch(advisor, [world.students.sid, world.students.pia]);
      expect(done.status).toBe(201);
      const rows = await list(hr, `?courseId=${courseId}`);
      expect(rows.body.enrollments.every((e) => e.limitedAttendancesCount === 4)).toBe(true);
      expect(rows.body.meta.totalCount).toBe(3);
    });
  });

  describe('maxed out', () => {
    it('is maxed out once the sessions used reach a limited enrollment’s limit', async () => {
      const row = (await enrollmentOf(world.courses.c1.id, world.students.sam))!;
      // Sam's booked session is still to come: it is not used, so the limit is not reached.
      const booked = await call<EnrollmentOne>(
        admin.put(`/api/v2/enrollments/${row.id}`, {
          enrollment: { type: 'LimitedEnrollment', limitedAttendancesCount: 1 },
        }),
      );
      expect(booked.status).toBe(200);
      expect(booked.body.enrollment).toMatchObject({ maxedOut: false });
      expect(booked.body.enrollment.hours).toMatchObject({ attendancesCount: 0 });
      // One that has ended, with Sam in it, uses one of the attendances.
      const endsAt = new Date(TEST_NOW.getTime() - 60 * 60_000);
      const [ended] = await ctx.db
        .insert(sessions)
        .values({
          courseId: world.courses.c1.id,
          startsAt: new Date(endsAt.getTime() - 60 * 60_000),
          endsAt,
          duration: 60,
        })
        .returning({ id: sessions.id });
      await ctx.db
        .insert(attendances)
        .values({ sessionId: ended!.id, studentId: world.students.sam });
      const limited = await call<EnrollmentOne>(admin.get(`/api/v2/enrollments/${row.id}`));
      expect(limited.body.enrollment).toMatchObject({ maxedOut: true });
      expect(limited.body.enrollment.hours).toMatchObject({
        attendancesCount: 1,
        maxedOutReason: 'attendanceLimit',
      });
      const raised = await call<EnrollmentOne>(
        admin.put(`/api/v2/enrollments/${row.id}`, {
          enrollment: {
            limitedAttendancesCount: 5,
            lockVersion: limited.body.enrollment.lockVersion,
          },
        }),
      );
      expect(raised.body.enrollment.maxedOut).toBe(false);
      const stale = await call<ProblemBody>(
        admin.put(`/api/v2/enrollments/${row.id}`, {
          enrollment: {
            limitedAttendancesCount: 6,
            lockVersion: limited.body.enrollment.lockVersion,
          },
        }),
      );
      expect(stale.status).toBe(409);
      const standard = await call<EnrollmentOne>(
        admin.put(`/api/v2/enrollments/${row.id}`, { enrollment: { type: 'Enrollment' } }),
      );
      expect(standard.body.enrollment).toMatchObject({
        limitedAttendancesCount: null,
        maxedOut: false,
      });
      await ctx.db.delete(sessions).where(eq(sessions.id, ended!.id));
    });
  });

  describe('cancel and uncancel', () => {
    it('cancels now with a reason, refuses a second cancel, and uncancels', async () => {
      const row = (await enrollmentOf(world.courses.c2.id, world.students.pia))!;
      const canceled = await act(advisor, row.id, 'cancel', {
        enrollment: { cancelReason: 'Price too high', immediately: true },
      });
      expect(canceled.status).toBe(200);
      expect(canceled.body.enrollment).toMatchObject({
        status: 'canceled',
        cancelReason: 'Price too high',
        unenrolledAt: TEST_NOW.toISOString(),
      });
      const again = await act(advisor, row.id, 'cancel', {
        enrollment: { cancelReason: 'Price too high', immediately: true },
      });
      expect(again.status).toBe(422);
      expect(again.body.errors.status).toEqual(['is already canceled']);
      const restored = await act(advisor, row.id, 'uncancel');
      expect(restored.status).toBe(200);
      expect(restored.body.enrollment).toMatchObject({
        status: 'active',
        cancelReason: null,
        unenrolledAt: null,
      });
      expect((await act(advisor, row.id, 'uncancel')).body.errors.status).toEqual([
        'is not canceled',
      ]);
    });

    it('schedules a cancel for the course’s end unless immediate', async () => {
      // The course's last day is April 30: the cancel takes effect when it is over (New York).
      const endsAt = new Date('2026-05-01T04:00:00Z');
      await ctx.db
        .update(courses)
        .set({ endsAt: '2026-04-30' })
        .where(eq(courses.id, world.courses.c2.id));
      const row = (await enrollmentOf(world.courses.c2.id, world.students.pia))!;
      const later = await act(admin, row.id, 'cancel', {
        enrollment: { cancelReason: 'Other', cancelNote: 'Moving abroad' },
      });
      expect(later.body.enrollment).toMatchObject({
        status: 'canceled',
        unenrolledAt: endsAt.toISOString(),
        cancelNote: 'Moving abroad',
      });
      await act(admin, row.id, 'uncancel');
    });

    it('needs a reason from the list, and a note with Other (422)', async () => {
      const row = (await enrollmentOf(world.courses.c2.id, world.students.pia))!;
      const bad = await act(admin, row.id, 'cancel', { enrollment: { cancelReason: 'Bored' } });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.cancelReason).toEqual(['must be one of the listed reasons']);
      const other = await act(admin, row.id, 'cancel', { enrollment: { cancelReason: 'Other' } });
      expect(other.body.errors.cancelNote).toEqual(["can't be blank when the reason is Other"]);
    });

    it('answers 403 to those who may not cancel, 404 for an enrollment that does not exist', async () => {
      const sams = (await enrollmentOf(world.courses.c1.id, world.students.sam))!;
      const pias = (await enrollmentOf(world.courses.c2.id, world.students.pia))!;
      const body = { enrollment: { cancelReason: 'Price too high' } };
      expect((await act(hr, sams.id, 'cancel', body)).status).toBe(403);
      expect((await act(sam, sams.id, 'cancel', body)).status).toBe(403);
      expect((await act(tia, sams.id, 'uncancel')).status).toBe(403);
      expect((await act(sam, pias.id, 'cancel', body)).status).toBe(403);
      expect((await act(admin, 999_999, 'cancel', body)).status).toBe(404);
    });
  });

  describe('transfer', () => {
    it('moves the student to another course in one transaction', async () => {
      const course = await ctx.db
        .insert(courses)
        .values({ title: 'Transfer Target', name: 'target', brandId: world.brands.points.id })
        .returning();
      const targetId = course[0]!.id;
      const sid = await enroll(admin, {
        courseId: world.courses.c2.id,
        studentId: world.students.sid,
      });
      expect(sid.status).toBe(201);
      const moved = await act(advisor, sid.body.enrollment.id, 'transfer', {
        itemType: 'Course',
        itemId: targetId,
      });
      expect(moved.status).toBe(200);
      const created = (await enrollmentOf(targetId, world.students.sid))!;
      expect(created.status).toBe('active');
      expect(moved.body.enrollment).toMatchObject({
        status: 'canceled',
        transferredToId: created.id,
      });
      // A transferred enrollment cannot be canceled, uncanceled or transferred again.
      expect((await act(advisor, sid.body.enrollment.id, 'uncancel')).status).toBe(422);
      const twice = await act(advisor, sid.body.enrollment.id, 'transfer', {
        itemType: 'Course',
        itemId: world.courses.c1.id,
      });
      expect(twice.body.errors.status).toEqual(['is transferred']);
    });

    it('refuses the same course, a canceled one (422) and one the student is in (409)', async () => {
      const sams = (await enrollmentOf(world.courses.c1.id, world.students.sam))!;
      const to = (itemId: number) =>
        act(admin, sams.id, 'transfer', { itemType: 'Course', itemId });
      expect((await to(world.courses.c1.id)).body.errors.itemId).toEqual([
        'is the course the student is already in',
      ]);
      expect((await to(world.courses.c3.id)).body.errors.itemId).toEqual([
        'is canceled: nobody can enroll in it',
      ]);
      await enroll(admin, { courseId: world.courses.c2.id, studentId: world.students.sam });
      expect((await to(world.courses.c2.id)).status).toBe(409);
      expect((await enrollmentOf(world.courses.c1.id, world.students.sam))!.status).toBe('active');
    });
  });

  describe('removing an enrollee', () => {
    it('deletes a mistaken enrollment; refuses one with attendances (409); only for course managers', async () => {
      const created = await enroll(admin, {
        courseId: world.courses.c2.id,
        studentId: (await createFixtureUser(ctx.db, {
          email: 'new-student@fixture.test',
          roles: ['student'],
          isStudent: true,
        }))!.studentId!,
      });
      expect(
        (await advisor.delete(`/api/v2/enrollments/${created.body.enrollment.id}`)).status,
      ).toBe(403);
      expect(
        (await manager.delete(`/api/v2/enrollments/${created.body.enrollment.id}`)).status,
      ).toBe(204);
      const sams = (await enrollmentOf(world.courses.c1.id, world.students.sam))!;
      const refused = await call<ProblemBody>(admin.delete(`/api/v2/enrollments/${sams.id}`));
      expect(refused.status).toBe(409);
      expect(refused.body.errors.base![0]).toMatch(/cancel the enrollment instead/);
      expect(await enrollmentOf(world.courses.c1.id, world.students.sam)).toBeDefined();
    });
  });
});
