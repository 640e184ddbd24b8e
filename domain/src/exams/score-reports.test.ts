import { describe, expect, it } from 'vitest';
import { examOf } from './exam-catalogue.ts';
import {
  scoreSummaries,
  scoredExamCounts,
  scoredExamLabel,
  sectionAnalysis,
  type ScoredSitting,
} from './score-reports.ts';

const act = (formCode: string) => examOf('act', formCode)!;
const sitting = (over: Partial<ScoredSitting>): ScoredSitting => ({
  studentId: 1,
  studentName: 'Ada Lee',
  exam: act('A10'),
  takenOn: '2026-02-01',
  score: 27,
  scores: { english: 28, math: 26, reading: 29, science: 25 },
  ...over,
});

describe('score reports', () => {
  const sittings = [
    sitting({}),
    sitting({
      exam: act('B05'),
      takenOn: '2026-03-01',
      score: 25,
      scores: { english: 30, math: 22, reading: 24, science: 24 },
    }),
    sitting({
      studentId: 2,
      studentName: 'Ben Ng',
      score: 20,
      scores: { english: 20, math: 20, reading: 20, science: 20 },
    }),
  ];

  it('counts scored sittings per form code and labels them as the modal reads', () => {
    const counts = scoredExamCounts(sittings);
    expect(counts).toEqual([
      { exam_type: 'ACT', subject: 'act', form_code: 'A10', scored: 2 },
      { exam_type: 'ACT', subject: 'act', form_code: 'B05', scored: 1 },
    ]);
    expect(scoredExamLabel(counts[0]!)).toBe('ACT: A10 (2 scored)');
  });

  it('summarises each student’s best and latest scores per section', () => {
    const [ada, ben] = scoreSummaries(sittings);
    expect(ada).toMatchObject({
      student_name: 'Ada Lee',
      sittings: 2,
      latest_form_code: 'B05',
      best_score: 27,
      latest_score: 25,
    });
    expect(ada!.sections.find((s) => s.key === 'english')).toEqual({
      key: 'english',
      name: 'English',
      best: 30,
      latest: 30,
    });
    expect(ada!.sections.find((s) => s.key === 'math')).toMatchObject({ best: 26, latest: 22 });
    expect(ben).toMatchObject({ student_id: 2, sittings: 1 });
  });

  it('analyses each section: count, average, min and max', () => {
    const math = sectionAnalysis(sittings).find((row) => row.section_key === 'math');
    expect(math).toEqual({
      exam_type: 'ACT',
      section_key: 'math',
      section_name: 'Math',
      count: 3,
      average: 22.7,
      min: 20,
      max: 26,
    });
  });

  it('does not reorder its argument', () => {
    const copy = [...sittings];
    scoreSummaries(sittings);
    expect(sittings).toEqual(copy);
  });
});
