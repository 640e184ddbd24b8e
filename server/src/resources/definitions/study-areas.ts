import { isTestPrepSubject, studyAreasContract, type StudyArea } from '@tp/domain';
import { eq, sql } from 'drizzle-orm';
import { students, studyAreas, subjects, testDates } from '../../db/schema/index.ts';
import { checkNewStudyArea, settleStudyArea } from '../../services/study-areas.ts';
import { defineResource } from '../define.ts';
import { calendarDayBound, integerIn } from '../filters.ts';
import {
  forStudents,
  forTutor,
  isIn,
  qualified,
  studentsOfSessions,
  tutorSessionIds,
} from '../scopes.ts';

const testDate = sql<StudyArea['testDate']>`(select json_build_object(
    'id', td.id, 'title', td.title, 'date', td.date)
  from ${testDates} td where td.id = ${qualified(studyAreas.testDateId)})`;

/** The day of the area's test (null without one): what the test-date window filters on. */
const testDay = sql<string | null>`(select td.date from ${testDates} td
  where td.id = ${qualified(studyAreas.testDateId)})`;

/**
 * Study areas (spec §3, §5): staff read every one, a tutor their students', a student their
 * own, a parent their children's. `testDateFrom`/`testDateTo` keep the areas whose test falls
 * in a window: the academic planner's study-area events of the days on screen.
 */
export const studyAreasResource = defineResource({
  contract: studyAreasContract,
  from: studyAreas,
  joins: [
    { table: students, on: eq(students.id, studyAreas.studentId) },
    { table: subjects, on: eq(subjects.id, studyAreas.subjectId) },
  ],
  fields: {
    id: studyAreas.id,
    studentId: studyAreas.studentId,
    parentId: students.parentId,
    subjectId: studyAreas.subjectId,
    subjectName: subjects.name,
    subjectCategory: subjects.categoryName,
    testDateId: studyAreas.testDateId,
    testDate: testDate.as('test_date'),
    goalScore: studyAreas.goalScore,
    confidenceLevel: studyAreas.confidenceLevel,
    lockVersion: studyAreas.lockVersion,
  },
  idColumn: studyAreas.id,
  sortable: {
    id: studyAreas.id,
    student_id: studyAreas.studentId,
    subject_name: subjects.name,
  },
  defaultOrder: { column: 'subject_name', sort: 'asc' },
  filters: {
    studentId: integerIn(studyAreas.studentId, 'Student id.'),
    subjectId: integerIn(studyAreas.subjectId, 'Subject id.'),
    testDateFrom: calendarDayBound({
      day: testDay,
      bound: 'from',
      description: 'Areas whose test is on or after this day (YYYY-MM-DD).',
      reveals: ['testDate'],
    }),
    testDateTo: calendarDayBound({
      day: testDay,
      bound: 'to',
      description: 'Areas whose test is on or before this day (YYYY-MM-DD).',
      reveals: ['testDate'],
    }),
  },
  includes: {
    student: { kind: 'belongsTo', target: 'students', foreignKey: 'studentId' },
  },
  serialize: ({ subjectName, subjectCategory, ...row }) => ({
    ...row,
    subject: { id: row.subjectId, name: subjectName, categoryName: subjectCategory },
    isTestPrep: isTestPrepSubject({ categoryName: subjectCategory }),
  }),
  readScopes: {
    tutor: forTutor((employeeId) =>
      isIn(studyAreas.studentId, studentsOfSessions(tutorSessionIds(employeeId))),
    ),
    student: forStudents('student', (ids) => isIn(studyAreas.studentId, ids)),
    parent: forStudents('parent', (ids) => isIn(studyAreas.studentId, ids)),
  },
  write: {
    table: studyAreas,
    hooks: {
      async beforeCreate(tx, values, payload, ctx) {
        await checkNewStudyArea(tx, ctx, payload.studentId as number, payload.subjectId as number);
        return values;
      },
      async after(tx, { action, id }) {
        if (action !== 'deleted') await settleStudyArea(tx, id);
      },
    },
  },
});
