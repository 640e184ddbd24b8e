import type { Student, StudentMergeResult, TutoringHistory } from '@tp/domain';
import { STUDENT_REMOVAL_REFUSED_MESSAGE, STUDENT_SCHOOL_NOT_SCHOOL_MESSAGE } from '@tp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureUser } from '../../auth/testing/user-fixtures.ts';
import {
  attendances,
  enrollments,
  leadSources,
  students,
  tutoringHistories,
} from '../../db/schema/index.ts';
import { TestAgent } from '../../test/agent.ts';
import {
  FIXTURE_LOGIN_PASSWORD,
  call,
  idsOf,
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

describe.each(BACKENDS)('students (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let advisor: TestAgent;
  let manager: TestAgent;
  let tia: TestAgent;
  let tom: TestAgent;
  let student: TestAgent;
  let parent: TestAgent;
  let guest: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend, { extraStaff: ['manager'] });
    world = ctx.world;
    [admin, advisor, manager, tia, tom, student, parent] = await ctx.signInAs(
      'admin',
      'advisor',
      'manager',
      'tia',
      'tom',
      'sam',
      'pam',
    );
    guest = new TestAgent(ctx.app);
  });
  afterAll(() => ctx?.close());

  const list = (agent: TestAgent, query = '') =>
    call<ListBody<'students', Student>>(agent.get(`/api/v2/students${query}`));
  const one = (agent: TestAgent, id: number) =>
    call<OneBody<'student', Student>>(agent.get(`/api/v2/students/${id}`));
  const addStudent = async (values: Partial<typeof students.$inferInsert> = {}) => {
    const [row] = await ctx.db
      .insert(students)
      .values({ firstName: 'Dee', lastName: 'Duplicate', ...values })
      .returning();
    return row!;
  };

  describe('list and show', () => {
    it("searches first, last and full names and shows the parent's name and advisor", async () => {
      const { status, body } = await list(advisor, '?query=pia%20par');
      expect(status).toBe(200);
      expect(idsOf(body.students)).toEqual([world.students.pia]);
      expect(body.students[0]).toMatchObject({
        fullName: 'Pia Parent',
        parentName: 'Pam Parent',
        emailOnFile: 'parent@fixture.test',
        enrollmentsCount: 1,
      });
    });

    it('filters by grade, TK included, and by active', async () => {
      const tk = await addStudent({ firstName: 'Tina', lastName: 'Kinder', grade: -1 });
      const grade = await list(advisor, '?grade=-1');
      expect(idsOf(grade.body.students)).toEqual([tk.id]);
      const inactive = await addStudent({ firstName: 'Ina', lastName: 'Active', active: false });
      const onlyInactive = await list(advisor, '?active=false');
      expect(idsOf(onlyInactive.body.students)).toContain(inactive.id);
      expect(onlyInactive.body.students.every((s) => !s.active)).toBe(true);
    });

    it('keeps the note and the e-mail on file from a tutor', async () => {
      const { status, body } = await one(tia, world.students.sam);
      expect(status).toBe(200);
      expect(body.student).not.toHaveProperty('note');
      expect(body.student).not.toHaveProperty('emailOnFile');
      expect(body.student.fullName).toBe('Sam Student');
    });

    it('answers 401 signed out, 404 for a student a tutor does not teach', async () => {
      expect((await guest.get('/api/v2/students')).status).toBe(401);
      expect((await tia.get(`/api/v2/students/${world.students.pia}`)).status).toBe(404);
      expect((await parent.get(`/api/v2/students/${world.students.sam}`)).status).toBe(404);
      expect((await one(parent, world.students.pia)).status).toBe(200);
    });
  });

  describe('create and update', () => {
    it('requires first and last names (422 on the fields)', async () => {
      const refused = await call<ProblemBody>(
        advisor.post('/api/v2/students', { student: { firstName: ' ', lastName: '' } }),
      );
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors).sort()).toEqual(['firstName', 'lastName']);
    });

    it('creates a student with a grade and a note, and refuses a tutor (403)', async () => {
      const created = await call<OneBody<'student', Student>>(
        advisor.post('/api/v2/students', {
          student: { firstName: 'Kai', lastName: 'New', grade: 0, note: 'Likes maps' },
        }),
      );
      expect(created.status).toBe(201);
      expect(created.body.student).toMatchObject({ grade: 0, note: 'Likes maps', active: true });
      expect(
        (await tia.post('/api/v2/students', { student: { firstName: 'A', lastName: 'B' } })).status,
      ).toBe(403);
    });

    it('records the school, a lead source that is a school, and includes it (spec §3, §7)', async () => {
      const [school, pending, library] = await ctx.db
        .insert(leadSources)
        .values([
          { name: 'Lincoln High', type: 'School', city: 'Springfield' },
          { name: 'Lincon Hgh', type: 'PendingSchool' },
          { name: 'Main Library', type: 'LeadSource' },
        ])
        .returning();
      const created = await call<OneBody<'student', Student>>(
        advisor.post('/api/v2/students', {
          student: { firstName: 'Sol', lastName: 'Schooled', schoolId: school!.id },
        }),
      );
      expect(created.status).toBe(201);
      expect(created.body.student).toMatchObject({
        schoolId: school!.id,
        schoolName: 'Lincoln High',
      });
      const id = created.body.student.id;
      // The typeahead's shape: students with their school's name.
      const found = await call<ListBody<'students', Student>>(
        advisor.get('/api/v2/students.json?include=school&query=sol%20school'),
      );
      expect(found.body.students).toMatchObject([{ id, school: { name: 'Lincoln High' } }]);
      expect(idsOf((await list(advisor, `?schoolId=${school!.id}`)).body.students)).toEqual([id]);

      const notSchool = await call<ProblemBody>(
        advisor.put(`/api/v2/students/${id}`, {
          student: { schoolId: library!.id, lockVersion: 0 },
        }),
      );
      expect(notSchool.status).toBe(422);
      expect(notSchool.body.errors.schoolId).toEqual([STUDENT_SCHOOL_NOT_SCHOOL_MESSAGE]);
      const missing = await call<ProblemBody>(
        advisor.post('/api/v2/students', {
          student: { firstName: 'No', lastName: 'Where', schoolId: 99_999_999 },
        }),
      );
      expect(missing.status).toBe(422);
      expect(missing.body.errors.schoolId).toEqual(['must exist']);
      expect((await one(advisor, id)).body.student.schoolId).toBe(school!.id);

      // A pending school is a school too; merged into the actual one, its students follow.
      const toPending = await advisor.put(`/api/v2/students/${id}`, {
        student: { schoolId: pending!.id, lockVersion: 0 },
      });
      expect(toPending.status).toBe(200);
      const merged = await admin.put(`/api/v2/pending_schools/${pending!.id}/merge`, {
        actualSchoolId: school!.id,
      });
      expect(merged.status).toBe(200);
      expect((await one(advisor, id)).body.student).toMatchObject({
        schoolId: school!.id,
        schoolName: 'Lincoln High',
      });
      // Cleared again (the merge changed the row: its version moved on).
      const { lockVersion } = (await one(advisor, id)).body.student;
      const cleared = await advisor.put(`/api/v2/students/${id}`, {
        student: { schoolId: null, lockVersion },
      });
      expect(cleared.status).toBe(200);
    });

    it('answers 409 for a stale version', async () => {
      const row = await addStudent();
      const first = await advisor.put(`/api/v2/students/${row.id}`, {
        student: { grade: 5, lockVersion: 0 },
      });
      expect(first.status).toBe(200);
      const stale = await advisor.put(`/api/v2/students/${row.id}`, {
        student: { grade: 6, lockVersion: 0 },
      });
      expect(stale.status).toBe(409);
    });
  });

  describe('toggle_active', () => {
    it('makes a student inactive then active again', async () => {
      const row = await addStudent();
      const off = await call<OneBody<'student', Student>>(
        advisor.put(`/api/v2/students/${row.id}/toggle_active`),
      );
      expect(off.status).toBe(200);
      expect(off.body.student).toMatchObject({ active: false, lockVersion: 1 });
      const on = await call<OneBody<'student', Student>>(
        admin.put(`/api/v2/students/${row.id}/toggle_active`),
      );
      expect(on.body.student.active).toBe(true);
    });

    it('is refused to tutors, students and parents, and 404 for a missing student', async () => {
      expect((await tia.put(`/api/v2/students/${world.students.sam}/toggle_active`)).status).toBe(
        403,
      );
      expect(
        (await student.put(`/api/v2/students/${world.students.sam}/toggle_active`)).status,
      ).toBe(403);
      expect(
        (await parent.put(`/api/v2/students/${world.students.pia}/toggle_active`)).status,
      ).toBe(403);
      expect((await advisor.put('/api/v2/students/999999/toggle_active')).status).toBe(404);
      expect((await guest.put(`/api/v2/students/${world.students.sam}/toggle_active`)).status).toBe(
        401,
      );
    });
  });

  describe('merge', () => {
    it("moves the duplicate's enrollments, attendances and histories onto the student kept, in one call", async () => {
      const kept = await addStudent({ firstName: 'Kim', lastName: 'Kept', points: 5 });
      const dup = await addStudent({ firstName: 'Kim', lastName: 'Dup', points: 7 });
      const { c1, c2 } = world.courses;
      const { s1, s2, s3 } = world.sessions;
      await ctx.db.insert(enrollments).values([
        { courseId: c1.id, studentId: kept.id },
        { courseId: c1.id, studentId: dup.id },
        { courseId: c2.id, studentId: dup.id },
      ]);
      await ctx.db.insert(attendances).values([
        { sessionId: s1.id, studentId: dup.id },
        { sessionId: s3.id, studentId: dup.id },
        { sessionId: s1.id, studentId: kept.id },
        { sessionId: s2.id, studentId: kept.id },
      ]);
      await ctx.db
        .insert(tutoringHistories)
        .values({ tutorId: world.users.tom.employeeId!, studentId: dup.id });

      const merged = await call<{ merge: StudentMergeResult }>(
        advisor.post('/api/v2/students/merge', {
          student: { currentId: kept.id, transferId: dup.id, notes: 'Same child' },
        }),
      );
      expect(merged.status).toBe(200);
      expect(merged.body.merge).toMatchObject({
        studentId: kept.id,
        duplicateId: dup.id,
        moved: { enrollments: 1, attendances: 1, tutoringHistories: 1 },
        left: { enrollments: 1, attendances: 1 },
      });
      const keptNow = (await one(advisor, kept.id)).body.student;
      expect(keptNow).toMatchObject({ points: 12, enrollmentsCount: 2 });
      expect(keptNow.note).toContain(`Merged Kim Dup (#${dup.id}) into this student. Same child`);
      const dupNow = (await one(advisor, dup.id)).body.student;
      expect(dupNow).toMatchObject({ active: false, points: 0, enrollmentsCount: 1 });
      const histories = await ctx.db
        .select()
        .from(tutoringHistories)
        .where(eq(tutoringHistories.studentId, kept.id));
      expect(histories).toHaveLength(1);
    });

    it('takes the sign-in of the duplicate when the student kept has none', async () => {
      const dupUser = await createFixtureUser(ctx.db, {
        email: 'dup.login@fixture.test',
        password: FIXTURE_LOGIN_PASSWORD,
        roles: ['student'],
        isStudent: true,
        firstName: 'Lou',
        lastName: 'Login',
      });
      const kept = await addStudent({ firstName: 'Lou', lastName: 'Login' });
      const merged = await call<{ merge: StudentMergeResult }>(
        admin.post('/api/v2/students/merge', {
          student: { currentId: kept.id, transferId: dupUser.studentId },
        }),
      );
      expect(merged.status).toBe(200);
      expect(merged.body.merge.emailOnFile).toBe('dup.login@fixture.test');
      const [row] = await ctx.db.select().from(students).where(eq(students.id, kept.id));
      expect(row!.userId).toBe(dupUser.id);
    });

    it('refuses a student merged into themself or a missing one (422), and changes nothing', async () => {
      const same = await call<ProblemBody>(
        advisor.post('/api/v2/students/merge', {
          student: { currentId: world.students.sid, transferId: world.students.sid },
        }),
      );
      expect(same.status).toBe(422);
      expect(same.body.errors.transferId).toEqual(['must be another student than the one kept']);
      const missing = await call<ProblemBody>(
        advisor.post('/api/v2/students/merge', {
          student: { currentId: world.students.sid, transferId: 999999 },
        }),
      );
      expect(missing.status).toBe(422);
      expect(missing.body.errors.transferId).toEqual(['is not a student']);
      expect((await one(advisor, world.students.sid)).body.student.active).toBe(true);
    });

    it('is for scheduling staff only', async () => {
      const body = { student: { currentId: world.students.sid, transferId: world.students.pia } };
      expect((await tia.post('/api/v2/students/merge', body)).status).toBe(403);
      expect((await parent.post('/api/v2/students/merge', body)).status).toBe(403);
      expect((await guest.post('/api/v2/students/merge', body)).status).toBe(401);
    });
  });

  describe('tutoring histories', () => {
    const histories = (agent: TestAgent, query = '') =>
      call<ListBody<'tutoring_histories', TutoringHistory>>(
        agent.get(`/api/v2/tutoring_histories${query}`),
      );

    it('lists a tutor their own students, staff everyone, and nobody else', async () => {
      const mine = await histories(tom);
      expect(mine.status).toBe(200);
      expect(mine.body.tutoring_histories.map((h) => h.studentName).sort()).toEqual([
        'Pia Parent',
        'Sid Other',
      ]);
      const all = await histories(advisor);
      expect(all.body.meta.totalCount).toBeGreaterThanOrEqual(3);
      expect((await student.get('/api/v2/tutoring_histories')).status).toBe(403);
      expect(
        (await tia.get(`/api/v2/tutoring_histories/${world.tutoringHistories.piaWithTom.id}`))
          .status,
      ).toBe(404);
    });

    it('counts attended minutes and the minutes left of the course, and sorts by them', async () => {
      const { c2 } = world.courses;
      const { s3 } = world.sessions;
      await ctx.db
        .update(attendances)
        .set({ attended: true })
        .where(
          and(eq(attendances.sessionId, s3.id), eq(attendances.studentId, world.students.pia)),
        );
      const { courses } = await import('../../db/schema/index.ts');
      await ctx.db.update(courses).set({ duration: 600 }).where(eq(courses.id, c2.id));
      const { body } = await histories(advisor, `?tutorId=${world.users.tom.employeeId}`);
      const pia = body.tutoring_histories.find((h) => h.studentId === world.students.pia)!;
      expect(pia).toMatchObject({
        minutes: 60,
        remainingMinutes: 540,
        brandName: 'Private Tutoring',
        tutorName: 'Tom Teacher',
      });
      const byMinutes = await histories(
        advisor,
        `?tutorId=${world.users.tom.employeeId}&orderBy=minutes&orderSort=desc`,
      );
      expect(byMinutes.body.tutoring_histories[0]!.studentId).toBe(world.students.pia);
    });

    it('refuses removing a student with a next session (422 with the reason)', async () => {
      const refused = await call<ProblemBody>(
        tia.put(`/api/v2/tutoring_histories/${world.tutoringHistories.samWithTia.id}/remove`),
      );
      expect(refused.status).toBe(422);
      expect(refused.body.errors.base).toEqual([STUDENT_REMOVAL_REFUSED_MESSAGE]);
    });

    it('removes (inactive), then lets only an instruction manager reassign to a tutor', async () => {
      const id = world.tutoringHistories.piaWithTom.id;
      expect((await tia.put(`/api/v2/tutoring_histories/${id}/remove`)).status).toBe(404);
      const removed = await call<OneBody<'tutoring_history', TutoringHistory>>(
        tom.put(`/api/v2/tutoring_histories/${id}/remove`),
      );
      expect(removed.status).toBe(200);
      expect(removed.body.tutoring_history.active).toBe(false);

      const body = { tutoring_history: { tutorId: world.users.tia.employeeId } };
      expect((await advisor.put(`/api/v2/tutoring_histories/${id}/reassign`, body)).status).toBe(
        403,
      );
      expect((await tom.put(`/api/v2/tutoring_histories/${id}/reassign`, body)).status).toBe(403);
      const noTutor = await call<ProblemBody>(
        manager.put(`/api/v2/tutoring_histories/${id}/reassign`, {
          tutoring_history: { tutorId: null },
        }),
      );
      expect(noTutor.status).toBe(422);
      expect(noTutor.body.errors.tutorId).toEqual(['Please select a tutor to reassign.']);
      const notTutor = await call<ProblemBody>(
        manager.put(`/api/v2/tutoring_histories/${id}/reassign`, {
          tutoring_history: { tutorId: world.users.advisor.employeeId },
        }),
      );
      expect(notTutor.status).toBe(422);

      const reassigned = await manager.put(`/api/v2/tutoring_histories/${id}/reassign`, body);
      expect(reassigned.status).toBe(200);
      const tias = await histories(tia);
      expect(tias.body.tutoring_histories.map((h) => [h.studentId, h.active])).toContainEqual([
        world.students.pia,
        true,
      ]);
    });

    it('lets an instruction manager or the tutor edit notes, not an advisor', async () => {
      const id = world.tutoringHistories.sidWithTom.id;
      const byTom = await tom.put(`/api/v2/tutoring_histories/${id}`, {
        tutoring_history: { notes: 'Working on fractions' },
      });
      expect(byTom.status).toBe(200);
      expect(
        (
          await advisor.put(`/api/v2/tutoring_histories/${id}`, {
            tutoring_history: { notes: 'x' },
          })
        ).status,
      ).toBe(403);
    });
  });
});
