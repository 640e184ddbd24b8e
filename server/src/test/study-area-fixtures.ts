import type { Db } from '../db/client.ts';
import { studyAreas, testDates } from '../db/schema/index.ts';

/**
 * The study areas of the resource world:
 * - SAT Math (test prep) has two test dates, `march` and `may`;
 * - `samSat`: Sam preps SAT Math for the March date, goal 650;
 * - `piaAlgebra`: Pia (Pam's child) works on Álgebra, somewhat stressed;
 * - `sidAlgebra`: Sid (nobody's login) works on Álgebra, calm and confident.
 */
export async function seedFixtureStudyAreas(
  db: Db,
  subjects: { math: { id: number }; algebra: { id: number } },
  students: { sam: number; sid: number; pia: number },
) {
  const [march, may] = await db
    .insert(testDates)
    .values([
      { subjectId: subjects.math.id, title: 'SAT · March', date: '2026-03-14' },
      { subjectId: subjects.math.id, title: 'SAT · May', date: '2026-05-02' },
    ])
    .returning();
  const [samSat, piaAlgebra, sidAlgebra] = await db
    .insert(studyAreas)
    .values([
      {
        studentId: students.sam,
        subjectId: subjects.math.id,
        testDateId: march!.id,
        goalScore: 650,
      },
      { studentId: students.pia, subjectId: subjects.algebra.id, confidenceLevel: 2 },
      { studentId: students.sid, subjectId: subjects.algebra.id, confidenceLevel: 3 },
    ])
    .returning();
  return {
    testDates: { march: march!, may: may! },
    areas: { samSat: samSat!, piaAlgebra: piaAlgebra!, sidAlgebra: sidAlgebra! },
  };
}
