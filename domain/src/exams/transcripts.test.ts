import { describe, expect, it } from 'vitest';
import {
  EXAM_CATALOGUE,
  examById,
  examOf,
  examSubjectLabel,
  isPracticeExamSubject,
} from './exam-catalogue.ts';
import {
  essayScoreErrors,
  isEssayGrader,
  mayScoreEssay,
  mayWriteTranscripts,
  scoreAxisTicks,
  scoreChartsOf,
  sectionScoreErrors,
  totalScore,
  transcriptCreate,
  type Transcript,
} from './transcripts.ts';

const act = examOf('act', 'A10')!;
const sat = examOf('sat-extended-time', 'PT3')!;
const psat = examOf('psat', 'PSAT1')!;

describe('the exam catalogue', () => {
  it('has ACT, SAT and PSAT in standard and extended time, ids in catalogue order', () => {
    expect(new Set(EXAM_CATALOGUE.map((e) => e.subject)).size).toBe(6);
    EXAM_CATALOGUE.forEach((exam, index) => expect(examById(exam.id)).toBe(EXAM_CATALOGUE[index]));
    expect(examById(0)).toBeNull();
    expect(examById(EXAM_CATALOGUE.length + 1)).toBeNull();
    expect(sat).toMatchObject({
      examType: 'SAT',
      extendedTime: true,
      minScore: 400,
      maxScore: 1600,
    });
  });

  it('takes only the six practice subjects of spec §2', () => {
    expect(isPracticeExamSubject('act-extended-time')).toBe(true);
    expect(isPracticeExamSubject('gre')).toBe(false);
    expect(isPracticeExamSubject('ACT')).toBe(false);
    expect(examSubjectLabel('psat-extended-time')).toBe('PSAT Extended Time');
  });
});

describe('transcript scores', () => {
  it('refuses a section score out of its range and a section the exam has not', () => {
    expect(sectionScoreErrors(act, { math: 37, english: 0, art: 3, reading: 20 })).toEqual({
      'scores.math': ['must be a score from 1 to 36'],
      'scores.english': ['must be a score from 1 to 36'],
      'scores.art': ['is not a section of the ACT'],
    });
    expect(sectionScoreErrors(act, { math: null })).toEqual({});
  });

  it('averages the ACT composite and adds the SAT and PSAT sections, once all are scored', () => {
    expect(totalScore(act, { english: 28, math: 26, reading: 29, science: 25 })).toBe(27);
    expect(totalScore(act, { english: 28, math: 26, reading: 29 })).toBeNull();
    expect(totalScore(sat, { reading_writing: 640, math: 610 })).toBe(1250);
    expect(totalScore(psat, { reading_writing: 500, math: null })).toBeNull();
  });

  it('keeps an essay score within the exam’s scale, and PSAT has no essay', () => {
    expect(essayScoreErrors(act, 12)).toEqual({});
    expect(essayScoreErrors(act, 13)).toEqual({ 'essay.score': ['must be a score from 2 to 12'] });
    expect(essayScoreErrors(psat, 4)).toEqual({ 'essay.score': ['the PSAT has no essay'] });
    expect(essayScoreErrors(psat, null)).toEqual({});
  });

  it('refuses an unknown exam and blank names on create', () => {
    const result = transcriptCreate.safeParse({ exam_id: 9999, first_name: ' ', last_name: 'X' });
    expect(result.success).toBe(false);
  });
});

describe('score charts (spec §2)', () => {
  it('divides the y axis into 6 intervals between the min and max score', () => {
    expect(scoreAxisTicks(400, 1600)).toEqual([400, 600, 800, 1000, 1200, 1400, 1600]);
    expect(scoreAxisTicks(1, 36)).toHaveLength(7);
    expect(scoreAxisTicks(1, 36).at(-1)).toBe(36);
  });

  const transcript = (over: Partial<Transcript>): Transcript => ({
    id: 1,
    student_id: 1,
    exam_id: act.id,
    exam_type: 'ACT',
    extended_time: false,
    subject: 'act',
    form_code: 'A10',
    first_name: 'A',
    last_name: 'B',
    status: 'scored',
    taken_on: '2026-01-01',
    score: 20,
    min_score: 1,
    max_score: 36,
    sections: [],
    essay: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...over,
  });

  it('draws one chart per exam type, scored sittings only, oldest first', () => {
    const charts = scoreChartsOf([
      transcript({ id: 3, taken_on: '2026-03-01', form_code: 'B05', score: 24 }),
      transcript({ id: 2, taken_on: '2026-02-01', form_code: 'A10', score: 22 }),
      transcript({ id: 4, score: null }),
      transcript({
        id: 5,
        exam_type: 'SAT',
        form_code: 'PT1',
        score: 1200,
        min_score: 400,
        max_score: 1600,
      }),
    ]);
    expect(charts.map((c) => c.examType)).toEqual(['ACT', 'SAT']);
    expect(charts[0]!.points.map((p) => p.formCode)).toEqual(['A10', 'B05']);
    expect(charts[1]!.ticks[0]).toBe(400);
  });
});

describe('who does what with exams', () => {
  const user = (roles: string[], tutorId: number | null = null) => ({ roles, tutorId });
  it('lets staff, tutors and students write sittings, parents only read', () => {
    expect(mayWriteTranscripts(user(['admin']))).toBe(true);
    expect(mayWriteTranscripts(user(['tutor']))).toBe(true);
    expect(mayWriteTranscripts(user(['student']))).toBe(true);
    expect(mayWriteTranscripts(user(['parent']))).toBe(false);
  });

  it('keeps essay scores to the assigned grader and staff', () => {
    expect(mayScoreEssay(user(['tutor'], 4), 4)).toBe(true);
    expect(mayScoreEssay(user(['tutor'], 4), 5)).toBe(false);
    expect(mayScoreEssay(user(['tutor'], 4), null)).toBe(false);
    expect(mayScoreEssay(user(['admin']), null)).toBe(true);
    expect(isEssayGrader({ flags: { essayGrader: true } })).toBe(true);
    expect(isEssayGrader({})).toBe(false);
  });
});
