import dayjs from 'dayjs';
import {
  isTestPrepSubject,
  type StudyAreaSubjectFacts,
  type Subject,
  type TestDate,
} from '@tp/domain';

/** A test date as the screens show it: "SAT · Dec 21, 2026". */
export function testDateLabel(testDate: Pick<TestDate, 'title' | 'date'>): string {
  return `${testDate.title} · ${dayjs(testDate.date).format('MMM D, YYYY')}`;
}

/** The facts the spec §5 rules need of each subject: test prep, and its test dates. */
export function subjectFacts(subjects: readonly Subject[], testDates: readonly TestDate[]) {
  const bySubject = new Map<number, StudyAreaSubjectFacts>();
  for (const subject of subjects) {
    bySubject.set(subject.id, {
      isTestPrep: isTestPrepSubject(subject),
      testDateIds: testDates.filter((d) => d.subjectId === subject.id).map((d) => d.id),
    });
  }
  return (subjectId: number): StudyAreaSubjectFacts | null => bySubject.get(subjectId) ?? null;
}
