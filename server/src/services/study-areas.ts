import {
  SUBJECT_TAKEN_MESSAGE,
  canOn,
  isTestPrepSubject,
  storedStudyAreaChoices,
  studyAreaErrors,
  studyAreasContract,
} from '@tp/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { students, studyAreas, subjects, testDates } from '../db/schema/index.ts';
import { Conflict, Forbidden, Invalid } from '../http/errors.ts';
import type { CallContext } from '../resources/types.ts';

/**
 * Before a study area is created: the caller may add one for this student (a student for
 * themself, a parent for a child; asked before anything about the student's areas is told),
 * and the student has no area of this subject yet (spec §5; the unique index is the last word).
 */
export async function checkNewStudyArea(
  tx: Db,
  ctx: CallContext,
  studentId: number,
  subjectId: number,
): Promise<void> {
  const [student] = await tx
    .select({ parentId: students.parentId })
    .from(students)
    .where(eq(students.id, studentId));
  if (!student) throw new Invalid({ studentId: ['must exist'] });
  const record = { studentId, parentId: student.parentId };
  if (!canOn(studyAreasContract, ctx.user, 'create', record as never)) throw new Forbidden();
  const [taken] = await tx
    .select({ id: studyAreas.id })
    .from(studyAreas)
    .where(and(eq(studyAreas.studentId, studentId), eq(studyAreas.subjectId, subjectId)));
  if (taken) {
    throw new Conflict(`This subject ${SUBJECT_TAKEN_MESSAGE}.`, {
      subjectId: [SUBJECT_TAKEN_MESSAGE],
    });
  }
}

/**
 * After a study area is written, inside its transaction: the spec §5 rules of its subject
 * (422 and nothing kept when one fails), then a subject that is not test prep keeps no test
 * date or goal score.
 */
export async function settleStudyArea(tx: Db, id: number): Promise<void> {
  const [area] = await tx
    .select({
      subjectId: studyAreas.subjectId,
      categoryName: subjects.categoryName,
      testDateId: studyAreas.testDateId,
      goalScore: studyAreas.goalScore,
      confidenceLevel: studyAreas.confidenceLevel,
    })
    .from(studyAreas)
    .innerJoin(subjects, eq(subjects.id, studyAreas.subjectId))
    .where(eq(studyAreas.id, id));
  if (!area) return;
  const isTestPrep = isTestPrepSubject(area);
  const dates = await tx
    .select({ id: testDates.id })
    .from(testDates)
    .where(eq(testDates.subjectId, area.subjectId));
  const errors = studyAreaErrors(area, { isTestPrep, testDateIds: dates.map((d) => d.id) });
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
  const stored = storedStudyAreaChoices(area, isTestPrep);
  if (stored.testDateId !== area.testDateId || stored.goalScore !== area.goalScore) {
    await tx
      .update(studyAreas)
      .set({ testDateId: null, goalScore: null })
      .where(eq(studyAreas.id, id));
  }
}
