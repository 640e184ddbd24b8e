import { EXAM_TYPE_DEFINITIONS, examOf, totalScore, type Exam, type ExamType } from '@tp/domain';
import { createRng, type Rng } from './prng.ts';
import { addDays } from './time.ts';
import type { ExamTranscriptRow, StudentRow, TutorRow } from './types.ts';

/**
 * The exams service's demo data (spec sign-in-exams §2 Exam routes, §3): a year of practice
 * exam sittings for the demo students and a share of the others, scores climbing with
 * practice, and essays in every state: graded long ago, assigned to the demo tutor (flagged an
 * essay grader, so their Essay Grading page has work) and waiting for a grader. Pure and
 * deterministic, like the rest of the world.
 */

const ESSAYS = [
  'Some people believe that technology makes us less connected to one another. In my view, the opposite is true: the tools we use every day let us find people who share our interests, wherever they live...',
  'Should schools require community service? A requirement can feel like a burden, yet the students I know who volunteered found a sense of purpose they did not expect...',
  'Public libraries are sometimes called outdated. I would argue that they are more necessary now than ever, because they offer what no search engine can: a quiet place, a guide, and free access for all...',
  'The question of whether to extend the school day divides parents and teachers alike. Longer days would give time for the arts, but they would also cut into the rest students need...',
];

const COMMENTS = [
  'Clear thesis and good structure. Develop your second example further.',
  'Strong evidence; watch run-on sentences in the conclusion.',
  'Good counterargument. The introduction could state the position sooner.',
];

/** The demo tutor grades essays (spec §6 "users flagged as essay graders"). */
export function withDemoEssayGrader(tutors: readonly TutorRow[], demoTutorId: number): TutorRow[] {
  return tutors.map((tutor) =>
    tutor.id === demoTutorId ? { ...tutor, essayGrader: true } : tutor,
  );
}

interface Plan {
  studentId: number;
  firstName: string;
  lastName: string;
  /** The types and timing this student practises, each in its own series of forms. */
  series: { type: ExamType; extendedTime: boolean; sittings: number }[];
}

function examFor(type: ExamType, extendedTime: boolean, formCode: string): Exam {
  const subject = `${type.toLowerCase()}${extendedTime ? '-extended-time' : ''}`;
  const exam = examOf(subject, formCode);
  if (!exam) throw new Error(`no exam ${subject} ${formCode}`);
  return exam;
}

/** Section scores that start at `level` (0..1 of the range) and climb with each sitting. */
function sectionScores(rng: Rng, exam: Exam, level: number): Record<string, number> {
  const scores: Record<string, number> = {};
  for (const section of exam.sections) {
    const span = section.maxScore - section.minScore;
    const noise = (rng.next() - 0.5) * 0.12;
    const share = Math.min(0.97, Math.max(0.15, level + noise));
    const raw = section.minScore + span * share;
    // SAT and PSAT sections score in tens.
    scores[section.key] = span > 100 ? Math.round(raw / 10) * 10 : Math.round(raw);
  }
  return scores;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function generateExamTranscripts(
  now: Date,
  seed: number,
  world: {
    students: readonly StudentRow[];
    demoStudentIds: readonly number[];
    demoTutorId: number;
    graderIds: readonly number[];
  },
): ExamTranscriptRow[] {
  const rng = createRng(seed ^ 0x5eed_e8a3);
  const [demoStudentId, ...siblings] = world.demoStudentIds;
  const plans: Plan[] = [];
  for (const student of world.students) {
    const isDemo = student.id === demoStudentId;
    const isSibling = siblings.includes(student.id);
    // The demo students, and about a third of the others.
    if (!isDemo && !isSibling && rng.next() > 0.35) continue;
    const series: Plan['series'] = isDemo
      ? [
          { type: 'SAT', extendedTime: false, sittings: 8 },
          { type: 'ACT', extendedTime: false, sittings: 6 },
          { type: 'PSAT', extendedTime: false, sittings: 2 },
        ]
      : [
          {
            type: rng.pick(['ACT', 'SAT', 'SAT', 'PSAT'] as const),
            extendedTime: isSibling || rng.chance(0.2),
            sittings: rng.int(3, 8),
          },
        ];
    plans.push({
      studentId: student.id,
      firstName: student.firstName,
      lastName: student.lastName,
      series,
    });
  }

  const rows: Omit<ExamTranscriptRow, 'id'>[] = [];
  const otherGraders = world.graderIds.filter((id) => id !== world.demoTutorId);
  for (const plan of plans) {
    for (const { type, extendedTime, sittings } of plan.series) {
      const forms = EXAM_TYPE_DEFINITIONS[type].formCodes.slice(0, sittings);
      // Sittings spread over the past year, the last one within the past few weeks.
      const spacing = Math.floor(330 / Math.max(1, forms.length));
      const start = rng.int(10, 30) + spacing * (forms.length - 1);
      let level = 0.35 + rng.next() * 0.25;
      forms.forEach((formCode, index) => {
        const exam = examFor(type, extendedTime, formCode);
        const takenOn = addDays(now, -(start - spacing * index));
        const isLast = index === forms.length - 1;
        // The demo student's latest SAT is still being scored: a sitting with no total yet.
        const unscored = isLast && plan.studentId === demoStudentId && type === 'SAT';
        const full = sectionScores(rng, exam, level);
        const scores = unscored ? { [exam.sections[0]!.key]: full[exam.sections[0]!.key]! } : full;
        const score = totalScore(exam, scores);
        level += 0.03 + rng.next() * 0.04;
        const essay = exam.essay && rng.chance(isLast ? 0.9 : 0.6) ? rng.pick(ESSAYS) : null;
        const ageDays = start - spacing * index;
        // Older essays are graded; recent ones wait for the demo tutor or for any grader.
        const essayState = !essay
          ? 'none'
          : ageDays > 45
            ? 'graded'
            : rng.chance(0.6)
              ? 'assigned'
              : 'waiting';
        const graderId =
          essayState === 'graded'
            ? rng.pick(otherGraders.length > 0 ? otherGraders : [world.demoTutorId])
            : essayState === 'assigned'
              ? world.demoTutorId
              : null;
        const essayScore =
          essayState === 'graded' && exam.essay
            ? rng.int(
                Math.ceil((exam.essay.minScore + exam.essay.maxScore) / 2),
                exam.essay.maxScore,
              )
            : null;
        const createdAt = new Date(`${isoDay(takenOn)}T15:00:00.000Z`);
        rows.push({
          studentId: plan.studentId,
          examId: exam.id,
          firstName: plan.firstName,
          lastName: plan.lastName,
          takenOn: isoDay(takenOn),
          scores,
          score,
          status: score === null ? 'started' : 'scored',
          essayText: essay,
          essayScore,
          essayComments: essayScore !== null ? rng.pick(COMMENTS) : null,
          essayGraderId: graderId,
          essayGradedAt: essayScore !== null ? addDays(createdAt, 5) : null,
          createdAt,
          updatedAt: essayScore !== null ? addDays(createdAt, 5) : createdAt,
        });
      });
    }
  }
  // Ids in the order the sittings happened, as a service writing them over the year would.
  return rows
    .sort(
      (a, b) =>
        a.createdAt!.getTime() - b.createdAt!.getTime() ||
        a.studentId - b.studentId ||
        a.examId - b.examId,
    )
    .map((row, index) => ({ id: index + 1, ...row }));
}
