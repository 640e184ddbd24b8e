import { isTestPrepSubject } from '@tp/domain';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { StudyAreaRow, SubjectRow, TestDateRow } from './types.ts';
import { utcDayOffset } from './time.ts';

dayjs.extend(utc);

/** The test each test-prep subject prepares for, and its sittings in days from `now`. */
const TEST_OF_SUBJECT: Record<string, { test: string; inDays: readonly number[] }> = {
  'SAT Math': { test: 'SAT', inDays: [24, 66, 101] },
  'SAT Reading and Writing': { test: 'SAT', inDays: [24, 66, 101] },
  'ACT Math': { test: 'ACT', inDays: [17, 59, 115] },
  'PSAT Math': { test: 'PSAT', inDays: [45] },
};

/** Upcoming sittings of the tests of every test-prep subject, titled by the test ("SAT"). */
export function generateTestDates(now: Date, subjects: readonly SubjectRow[]): TestDateRow[] {
  const rows: TestDateRow[] = [];
  for (const subject of subjects.filter((s) => isTestPrepSubject(s))) {
    const plan = TEST_OF_SUBJECT[subject.name];
    for (const days of plan?.inDays ?? []) {
      const day = dayjs.utc(utcDayOffset(now, days));
      rows.push({
        id: rows.length + 1,
        subjectId: subject.id,
        title: plan!.test,
        date: day.format('YYYY-MM-DD'),
        lockVersion: 0,
      });
    }
  }
  return rows;
}

/**
 * The demo family's study areas: student@demo.test (grade 11) preps for the SAT and keeps up
 * with Algebra II; her brother (grade 8) works on Algebra I and Pre-Algebra. Other subjects
 * stay free for the journeys to add.
 */
export function generateStudyAreas(
  family: { demoStudentId: number; demoSiblingId: number },
  subjects: readonly SubjectRow[],
  testDates: readonly TestDateRow[],
): StudyAreaRow[] {
  const subjectId = (name: string) => {
    const subject = subjects.find((s) => s.name === name && s.language === 'en');
    if (!subject) throw new Error(`No subject ${name} in the demo world`);
    return subject.id;
  };
  const sat = subjectId('SAT Math');
  const firstSat = testDates.find((date) => date.subjectId === sat);
  const plans = [
    {
      studentId: family.demoStudentId,
      subjectId: sat,
      testDateId: firstSat?.id ?? null,
      goalScore: 700,
      confidenceLevel: 2,
    },
    { studentId: family.demoStudentId, subjectId: subjectId('Algebra II'), confidenceLevel: 3 },
    { studentId: family.demoSiblingId, subjectId: subjectId('Algebra I'), confidenceLevel: 1 },
    { studentId: family.demoSiblingId, subjectId: subjectId('Pre-Algebra'), confidenceLevel: 2 },
  ];
  return plans.map((plan, index) => ({
    id: index + 1,
    testDateId: null,
    goalScore: null,
    ...plan,
    lockVersion: 0,
  }));
}
