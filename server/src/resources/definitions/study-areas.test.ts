import type { StudyArea, TestDate } from '@tp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestAgent } from '../../test/agent.ts';
import {
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

describe.each(BACKENDS)('study areas (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let advisor: TestAgent;
  let hr: TestAgent;
  let tia: TestAgent;
  let tom: TestAgent;
  let sam: TestAgent;
  let pam: TestAgent;
  let nobody: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend, { extraStaff: ['hr'] });
    world = ctx.world;
    [admin, advisor, hr, tia, tom, sam, pam, nobody] = await ctx.signInAs(
      'admin',
      'advisor',
      'hr',
      'tia',
      'tom',
      'sam',
      'pam',
      'nobody',
    );
  });
  afterAll(() => ctx?.close());

  const list = (agent: TestAgent, query = '') =>
    call<ListBody<'study_areas', StudyArea>>(agent.get(`/api/v2/study_areas${query}`));
  const one = (agent: TestAgent, id: number) =>
    call<OneBody<'study_area', StudyArea>>(agent.get(`/api/v2/study_areas/${id}`));
  const create = (agent: TestAgent, studyArea: Record<string, unknown>) =>
    call<OneBody<'study_area', StudyArea> & ProblemBody>(
      agent.post('/api/v2/study_areas', { study_area: studyArea }),
    );
  const update = (agent: TestAgent, id: number, studyArea: Record<string, unknown>) =>
    call<OneBody<'study_area', StudyArea> & ProblemBody>(
      agent.put(`/api/v2/study_areas/${id}`, { study_area: studyArea }),
    );
  const remove = (agent: TestAgent, id: number) =>
    call<ProblemBody>(agent.delete(`/api/v2/study_areas/${id}`));

  describe('reading', () => {
    it('answers 401 signed out and 403 to a user without a role', async () => {
      expect((await list(new TestAgent(ctx.app))).status).toBe(401);
      expect((await list(nobody)).status).toBe(403);
    });

    it("lists a student's study areas with the subject and the test date embedded", async () => {
      const { samSat } = world.studyAreas.areas;
      const { status, body } = await list(sam, `?studentId=${world.students.sam}`);
      expect(status).toBe(200);
      expect(body.study_areas).toEqual([
        {
          id: samSat.id,
          studentId: world.students.sam,
          parentId: null,
          subjectId: world.subjects.math.id,
          subject: { id: world.subjects.math.id, name: 'SAT Math', categoryName: 'Test Prep' },
          isTestPrep: true,
          testDateId: world.studyAreas.testDates.march.id,
          testDate: {
            id: world.studyAreas.testDates.march.id,
            title: 'SAT · March',
            date: '2026-03-14',
          },
          goalScore: 650,
          confidenceLevel: null,
          lockVersion: 0,
        },
      ]);
    });

    it('shows students their own, parents their children’s, and 404 for the others', async () => {
      const { samSat, piaAlgebra, sidAlgebra } = world.studyAreas.areas;
      expect(idsOf((await list(sam)).body.study_areas)).toEqual([samSat.id]);
      expect(idsOf((await list(sam, `?studentId=${world.students.sid}`)).body.study_areas)).toEqual(
        [],
      );
      expect((await one(sam, piaAlgebra.id)).status).toBe(404);
      expect(idsOf((await list(pam)).body.study_areas)).toEqual([piaAlgebra.id]);
      expect((await one(pam, piaAlgebra.id)).status).toBe(200);
      expect((await one(pam, sidAlgebra.id)).status).toBe(404);
    });

    it('shows a tutor the study areas of the students of their sessions', async () => {
      const { samSat, piaAlgebra, sidAlgebra } = world.studyAreas.areas;
      // Tia supervises Sam's s1 and is assigned to Sid's s2; Tom has Sid's s2 and Pia's s3.
      expect(idsOf((await list(tia, '?orderBy=id')).body.study_areas)).toEqual([
        samSat.id,
        sidAlgebra.id,
      ]);
      expect((await one(tia, piaAlgebra.id)).status).toBe(404);
      expect(idsOf((await list(tom, '?orderBy=id')).body.study_areas)).toEqual([
        piaAlgebra.id,
        sidAlgebra.id,
      ]);
    });

    it('shows staff every study area', async () => {
      expect((await list(hr)).body.meta.totalCount).toBe(3);
      expect(
        (await list(advisor, `?studentId=${world.students.pia}`)).body.study_areas,
      ).toHaveLength(1);
    });

    it('keeps the areas whose test falls in a window of days, to whoever may read them', async () => {
      const { samSat } = world.studyAreas.areas;
      const { may } = world.studyAreas.testDates;
      const march = '?testDateFrom=2026-03-01&testDateTo=2026-03-31';
      const spring = '?testDateFrom=2026-03-01&testDateTo=2026-05-31';
      const mayWindow = '?testDateFrom=2026-05-01&testDateTo=2026-05-31';
      // Pia preps SAT Math for May for the length of this test (her parent adds it).
      const piaSat = await create(pam, {
        studentId: world.students.pia,
        subjectId: world.subjects.math.id,
        testDateId: may.id,
        goalScore: 700,
      });
      expect(piaSat.status).toBe(201);
      const piaSatId = piaSat.body.study_area.id;
      try {
        // The student: their own test in the window, none outside it, none of another family.
        expect(
          idsOf((await list(sam, `${march}&studentId=${world.students.sam}`)).body.study_areas),
        ).toEqual([samSat.id]);
        expect(idsOf((await list(sam, '?testDateFrom=2026-03-15')).body.study_areas)).toEqual([]);
        expect(
          idsOf((await list(sam, `${mayWindow}&studentId=${world.students.pia}`)).body.study_areas),
        ).toEqual([]);
        // The parent: their child's only.
        expect(idsOf((await list(pam, spring)).body.study_areas)).toEqual([piaSatId]);
        expect(
          idsOf((await list(pam, `${march}&studentId=${world.students.sam}`)).body.study_areas),
        ).toEqual([]);
        // A tutor: the tests of the students of their sessions.
        expect(idsOf((await list(tia, spring)).body.study_areas)).toEqual([samSat.id]);
        expect(idsOf((await list(tom, spring)).body.study_areas)).toEqual([piaSatId]);
        // Staff: every one; an area without a test date is in no window.
        expect(idsOf((await list(admin, `${spring}&orderBy=id`)).body.study_areas)).toEqual([
          samSat.id,
          piaSatId,
        ]);
      } finally {
        expect((await remove(pam, piaSatId)).status).toBe(204);
      }
    });

    it('answers 422 on a test-date window that is not a day', async () => {
      const { status, body } = await call<ProblemBody>(
        sam.get('/api/v2/study_areas?testDateFrom=2026-02-30'),
      );
      expect(status).toBe(422);
      expect(body.errors).toEqual({ testDateFrom: ['must be a date (YYYY-MM-DD)'] });
      expect((await list(sam, '?testDateTo=tomorrow')).status).toBe(422);
    });

    it('lists the test dates of a subject, by date, to anyone signed in', async () => {
      const { status, body } = await call<ListBody<'test_dates', TestDate>>(
        sam.get(`/api/v2/test_dates?subjectId=${world.subjects.math.id}`),
      );
      expect(status).toBe(200);
      expect(body.test_dates.map((d) => d.date)).toEqual(['2026-03-14', '2026-05-02']);
      expect((await call(nobody.get('/api/v2/test_dates'))).status).toBe(403);
    });
  });

  describe('writing', () => {
    it('lets a student add a study area of their own, and answers it (201)', async () => {
      const { status, body } = await create(sam, {
        studentId: world.students.sam,
        subjectId: world.subjects.algebra.id,
        confidenceLevel: 1,
      });
      expect(status).toBe(201);
      expect(body.study_area).toMatchObject({
        studentId: world.students.sam,
        subject: { name: 'Álgebra' },
        isTestPrep: false,
        confidenceLevel: 1,
        testDate: null,
      });
      expect((await remove(sam, body.study_area.id)).status).toBe(204);
    });

    it('refuses a study area for someone else’s student (403), a tutor’s and a staff reader’s', async () => {
      const payload = {
        studentId: world.students.sid,
        subjectId: world.subjects.math.id,
        testDateId: world.studyAreas.testDates.may.id,
        goalScore: 600,
      };
      expect((await create(sam, payload)).status).toBe(403);
      expect((await create(pam, payload)).status).toBe(403);
      expect((await create(tia, payload)).status).toBe(403);
      expect((await create(hr, payload)).status).toBe(403);
      // Even a subject the other student already has: the answer tells nothing about them.
      expect(
        (
          await create(sam, {
            studentId: world.students.sid,
            subjectId: world.subjects.algebra.id,
            confidenceLevel: 2,
          })
        ).status,
      ).toBe(403);
    });

    it('refuses a subject the student already has with 409 on the subject', async () => {
      const { status, body } = await create(sam, {
        studentId: world.students.sam,
        subjectId: world.subjects.math.id,
        testDateId: world.studyAreas.testDates.may.id,
        goalScore: 600,
      });
      expect(status).toBe(409);
      expect(body.errors).toEqual({
        subjectId: ['is already one of the study areas of this student'],
      });
    });

    it('applies the spec §5 rules with 422 on their fields', async () => {
      const sat = { studentId: world.students.pia, subjectId: world.subjects.math.id };
      const missing = await create(pam, sat);
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual({
        testDateId: ["can't be blank"],
        goalScore: ["can't be blank"],
      });
      const outOfRange = await create(pam, { ...sat, testDateId: 1, goalScore: 10000 });
      expect(outOfRange.status).toBe(422);
      expect(outOfRange.body.errors).toEqual({
        goalScore: ['must be a whole number from 0 to 9999'],
      });
      const noConfidence = await create(sam, {
        studentId: world.students.sam,
        subjectId: world.subjects.algebra.id,
      });
      expect(noConfidence.status).toBe(422);
      expect(noConfidence.body.errors).toEqual({ confidenceLevel: ["can't be blank"] });
      const noSubject = await create(pam, { studentId: world.students.pia, confidenceLevel: 2 });
      expect(noSubject.status).toBe(422);
      expect(noSubject.body.errors).toEqual({ subjectId: ["can't be blank"] });
    });

    it('refuses a test date of another subject', async () => {
      const { body: other } = await call<OneBody<'test_date', TestDate>>(
        admin.post('/api/v2/test_dates', {
          test_date: { subjectId: world.subjects.algebra.id, title: 'Final', date: '2026-06-01' },
        }),
      );
      const { status, body } = await create(pam, {
        studentId: world.students.pia,
        subjectId: world.subjects.math.id,
        testDateId: other.test_date.id,
        goalScore: 600,
      });
      expect(status).toBe(422);
      expect(body.errors).toEqual({ testDateId: ['is not a date of this subject'] });
      expect((await call(admin.delete(`/api/v2/test_dates/${other.test_date.id}`))).status).toBe(
        204,
      );
    });

    it('lets a parent change their child’s study area; others’ are 404', async () => {
      const { piaAlgebra, sidAlgebra } = world.studyAreas.areas;
      const { status, body } = await update(pam, piaAlgebra.id, { confidenceLevel: 3 });
      expect(status).toBe(200);
      expect(body.study_area).toMatchObject({ confidenceLevel: 3, lockVersion: 1 });
      expect((await update(pam, sidAlgebra.id, { confidenceLevel: 1 })).status).toBe(404);
      expect((await update(tom, piaAlgebra.id, { confidenceLevel: 1 })).status).toBe(403);
      expect((await update(pam, piaAlgebra.id, { confidenceLevel: 4 })).status).toBe(422);
    });

    it('moves a study area to another subject, test prep with its rules, and back', async () => {
      const { piaAlgebra } = world.studyAreas.areas;
      const refused = await update(pam, piaAlgebra.id, { subjectId: world.subjects.math.id });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toMatchObject({ goalScore: ["can't be blank"] });
      const moved = await update(pam, piaAlgebra.id, {
        subjectId: world.subjects.math.id,
        testDateId: world.studyAreas.testDates.may.id,
        goalScore: 1200,
      });
      expect(moved.status).toBe(200);
      expect(moved.body.study_area).toMatchObject({ isTestPrep: true, goalScore: 1200 });
      // Back to a subject that is not test prep: the date and the score go.
      const back = await update(pam, piaAlgebra.id, {
        subjectId: world.subjects.algebra.id,
        confidenceLevel: 2,
      });
      expect(back.status).toBe(200);
      expect(back.body.study_area).toMatchObject({
        isTestPrep: false,
        testDate: null,
        goalScore: null,
        confidenceLevel: 2,
      });
    });

    it('answers 409 when a change takes a subject the student already has', async () => {
      const { body } = await create(advisor, {
        studentId: world.students.sid,
        subjectId: world.subjects.math.id,
        testDateId: world.studyAreas.testDates.may.id,
        goalScore: 500,
      });
      const { status } = await update(advisor, body.study_area.id, {
        subjectId: world.subjects.algebra.id,
        confidenceLevel: 2,
      });
      expect(status).toBe(409);
      expect((await remove(advisor, body.study_area.id)).status).toBe(204);
    });

    it('deletes only what the caller may change', async () => {
      const { samSat, sidAlgebra } = world.studyAreas.areas;
      expect((await remove(sam, sidAlgebra.id)).status).toBe(404);
      expect((await remove(tia, samSat.id)).status).toBe(403);
      expect((await remove(hr, samSat.id)).status).toBe(403);
      expect((await remove(sam, samSat.id)).status).toBe(204);
      expect((await one(sam, samSat.id)).status).toBe(404);
    });
  });
});
