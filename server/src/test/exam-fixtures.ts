import { examOf } from '@tp/domain';
import type { Db } from '../db/client.ts';
import { examTranscripts } from '../db/schema/index.ts';

function examId(subject: string, formCode: string): number {
  const exam = examOf(subject, formCode);
  if (!exam) throw new Error(`no exam ${subject} ${formCode}`);
  return exam.id;
}

/**
 * The exam transcripts of the resource world:
 * - `samAct`: Sam's ACT A10, scored (composite 27), his essay assigned to Tom and not graded;
 * - `samSat`: Sam's SAT Extended Time PT3, started (math only);
 * - `piaPsat`: Pia's PSAT PSAT2, scored (1120);
 * - `sidSat`: Sid's SAT PT1, scored, his essay waiting for a grader.
 */
export async function seedFixtureExams(
  db: Db,
  students: { sam: number; sid: number; pia: number },
  graders: { tom: number },
) {
  const [samAct, samSat, piaPsat, sidSat] = await db
    .insert(examTranscripts)
    .values([
      {
        studentId: students.sam,
        examId: examId('act', 'A10'),
        firstName: 'Sam',
        lastName: 'Student',
        takenOn: '2026-02-07',
        scores: { english: 28, math: 26, reading: 29, science: 25 },
        score: 27,
        status: 'scored',
        essayText: 'Technology changes how we learn...',
        essayGraderId: graders.tom,
      },
      {
        studentId: students.sam,
        examId: examId('sat-extended-time', 'PT3'),
        firstName: 'Sam',
        lastName: 'Student',
        takenOn: '2026-03-01',
        scores: { math: 610 },
      },
      {
        studentId: students.pia,
        examId: examId('psat', 'PSAT2'),
        firstName: 'Pia',
        lastName: 'Parent',
        takenOn: '2026-01-17',
        scores: { reading_writing: 560, math: 560 },
        score: 1120,
        status: 'scored',
      },
      {
        studentId: students.sid,
        examId: examId('sat', 'PT1'),
        firstName: 'Sid',
        lastName: 'Other',
        takenOn: '2026-02-21',
        scores: { reading_writing: 650, math: 700 },
        score: 1350,
        status: 'scored',
        essayText: 'A community is only as strong as...',
      },
    ])
    .returning();
  return { samAct: samAct!, samSat: samSat!, piaPsat: piaPsat!, sidSat: sidSat! };
}
