import { z } from 'zod';
import { BLANK_MESSAGE } from '../field-messages.ts';
import type { FieldErrors } from '../messages.ts';
import { MAX_INTEGER, queryId, recordId, storableText } from '../resources/payload-fields.ts';
import { hasAnyRole, hasRole, isStaff } from '../roles.ts';
import {
  EXAM_CATALOGUE,
  EXAM_TYPES,
  PRACTICE_EXAM_SUBJECTS,
  examById,
  type Exam,
  type ExamType,
} from './exam-catalogue.ts';

/**
 * Exam transcripts (spec sign-in-exams §3 "Exam transcript: id, exam_type, form_code, score,
 * min_score, max_score, essay (grader, score)"; §7 /api/transcripts/{id}.json). The exams
 * service speaks snake_case, as the spec writes its fields and payloads (exam_id, first_name,
 * last_name, start_date...): an institution's own exams service answers the same shapes.
 */

export const ESSAY_TEXT_MAX = 20_000;
export const ESSAY_COMMENTS_MAX = 5_000;

export const TRANSCRIPT_STATUSES = ['started', 'scored'] as const;
export type TranscriptStatus = (typeof TRANSCRIPT_STATUSES)[number];

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');

export const examWire = z
  .object({
    id: z.int(),
    exam_type: z.enum(EXAM_TYPES),
    extended_time: z.boolean(),
    subject: z.enum(PRACTICE_EXAM_SUBJECTS),
    form_code: z.string(),
    name: z.string(),
    min_score: z.int(),
    max_score: z.int(),
    sections: z.array(
      z.object({ key: z.string(), name: z.string(), min_score: z.int(), max_score: z.int() }),
    ),
    essay: z.object({ min_score: z.int(), max_score: z.int() }).nullable(),
  })
  .meta({ id: 'Exam' });
export type ExamWire = z.infer<typeof examWire>;

export const examsAnswer = z.object({ exams: z.array(examWire) });

export function examToWire(exam: Exam): ExamWire {
  return {
    id: exam.id,
    exam_type: exam.examType,
    extended_time: exam.extendedTime,
    subject: exam.subject,
    form_code: exam.formCode,
    name: exam.name,
    min_score: exam.minScore,
    max_score: exam.maxScore,
    sections: exam.sections.map((s) => ({
      key: s.key,
      name: s.name,
      min_score: s.minScore,
      max_score: s.maxScore,
    })),
    essay: exam.essay ? { min_score: exam.essay.minScore, max_score: exam.essay.maxScore } : null,
  };
}

export const EXAMS_WIRE: readonly ExamWire[] = /* @__PURE__ */ EXAM_CATALOGUE.map(examToWire);

export const essayGraderRef = z.object({ id: z.int(), name: z.string() });

export const transcriptWire = z
  .object({
    id: z.int(),
    student_id: z.int(),
    exam_id: z.int(),
    exam_type: z.enum(EXAM_TYPES),
    extended_time: z.boolean(),
    subject: z.enum(PRACTICE_EXAM_SUBJECTS),
    form_code: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    status: z.enum(TRANSCRIPT_STATUSES),
    taken_on: z.string().nullable(),
    score: z.int().nullable(),
    min_score: z.int(),
    max_score: z.int(),
    sections: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        score: z.int().nullable(),
        min_score: z.int(),
        max_score: z.int(),
      }),
    ),
    essay: z
      .object({
        text: z.string().nullable(),
        score: z.int().nullable(),
        min_score: z.int(),
        max_score: z.int(),
        comments: z.string().nullable(),
        grader: essayGraderRef.nullable(),
        graded_at: z.string().nullable(),
      })
      .nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Transcript' });
export type Transcript = z.infer<typeof transcriptWire>;

export const transcriptAnswer = z.object({ transcript: transcriptWire });
export const transcriptsAnswer = z.object({ transcripts: z.array(transcriptWire) });

const personName = storableText.trim().min(1, BLANK_MESSAGE).max(100);

/** Spec §7: POST /api/transcripts.json with exam_id, first_name, last_name. */
export const transcriptCreate = z.object({
  exam_id: recordId.refine((id) => examById(id) !== null, 'is not a known exam'),
  first_name: personName,
  last_name: personName,
  /** Whose sitting it is: staff and tutors name the student; a student's own by default. */
  student_id: recordId.optional(),
  taken_on: isoDay.nullable().optional(),
});
export type TranscriptCreate = z.infer<typeof transcriptCreate>;

const sectionScore = z.int().min(0).max(MAX_INTEGER).nullable();

/** PUT /api/transcripts/{id}.json: the scores per section, the date, and the essay. */
export const transcriptUpdate = z.object({
  taken_on: isoDay.nullable().optional(),
  scores: z.record(z.string().max(40), sectionScore).optional(),
  essay: z
    .object({
      text: storableText.max(ESSAY_TEXT_MAX).nullable().optional(),
      score: z.int().min(0).max(MAX_INTEGER).nullable().optional(),
      comments: storableText.max(ESSAY_COMMENTS_MAX).nullable().optional(),
    })
    .optional(),
});
export type TranscriptUpdate = z.infer<typeof transcriptUpdate>;

/** GET /api/transcripts.json?student_id: a student's own by default. */
export const transcriptsQuery = z.object({
  student_id: queryId.optional(),
  /** `true`: the ungraded essays assigned to the calling grader (the grading screen's list). */
  assigned: z.enum(['true', 'false']).optional(),
});

/** The spec's delete toast (§8). */
export const transcriptDeletedMessage = (id: number) => `Successfully Deleted exam ${id}`;
export const TRANSCRIPT_DELETE_CONFIRM = 'Are you sure you want to delete this exam?';

const rangeMessage = (min: number, max: number) => `must be a score from ${min} to ${max}`;

/** The errors of section scores for an exam: unknown sections, scores out of their range. */
export function sectionScoreErrors(exam: Exam, scores: Record<string, number | null>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, score] of Object.entries(scores)) {
    const section = exam.sections.find((s) => s.key === key);
    if (!section) errors[`scores.${key}`] = [`is not a section of the ${exam.examType}`];
    else if (score !== null && (score < section.minScore || score > section.maxScore))
      errors[`scores.${key}`] = [rangeMessage(section.minScore, section.maxScore)];
  }
  return errors;
}

/** The error of an essay score out of the exam's essay range (or for an exam with no essay). */
export function essayScoreErrors(exam: Exam, score: number | null | undefined): FieldErrors {
  if (score === null || score === undefined) return {};
  if (!exam.essay) return { 'essay.score': [`the ${exam.examType} has no essay`] };
  if (score < exam.essay.minScore || score > exam.essay.maxScore)
    return { 'essay.score': [rangeMessage(exam.essay.minScore, exam.essay.maxScore)] };
  return {};
}

/**
 * The overall score once every section is scored: ACT's composite is the rounded average of
 * its four sections, SAT's and PSAT's total their sections. Null while a section is missing.
 */
export function totalScore(exam: Exam, scores: Record<string, number | null>): number | null {
  const values = exam.sections.map((s) => scores[s.key]);
  if (values.some((v) => v === null || v === undefined)) return null;
  const sum = (values as number[]).reduce((a, b) => a + b, 0);
  const rule = exam.examType === 'ACT' ? 'average' : 'sum';
  return rule === 'average' ? Math.round(sum / values.length) : sum;
}

/** Spec §2: the score chart's y axis has 6 intervals between the min and max score. */
export const SCORE_AXIS_INTERVALS = 6;

/** The 7 tick values of a score axis from min to max (whole numbers where they fall so). */
export function scoreAxisTicks(minScore: number, maxScore: number): number[] {
  const step = (maxScore - minScore) / SCORE_AXIS_INTERVALS;
  return Array.from(
    { length: SCORE_AXIS_INTERVALS + 1 },
    (_, i) => Math.round((minScore + step * i) * 100) / 100,
  );
}

export interface ScoreChart {
  examType: ExamType;
  minScore: number;
  maxScore: number;
  ticks: number[];
  /** Scored sittings, oldest first: the line's points, form code against score. */
  points: { transcriptId: number; formCode: string; score: number; takenOn: string | null }[];
}

/**
 * One chart per exam type the student has a scored sitting of (spec §2: "score charts per exam
 * type (line chart, form code against score)"), in the catalogue's order of types.
 */
export function scoreChartsOf(transcripts: readonly Transcript[]): ScoreChart[] {
  const charts: ScoreChart[] = [];
  for (const examType of EXAM_TYPES) {
    const scored = transcripts
      .filter((t) => t.exam_type === examType && t.score !== null)
      .sort(
        (a, b) =>
          (a.taken_on ?? a.created_at).localeCompare(b.taken_on ?? b.created_at) || a.id - b.id,
      );
    if (scored.length === 0) continue;
    const { min_score: minScore, max_score: maxScore } = scored[0]!;
    charts.push({
      examType,
      minScore,
      maxScore,
      ticks: scoreAxisTicks(minScore, maxScore),
      points: scored.map((t) => ({
        transcriptId: t.id,
        formCode: t.form_code,
        score: t.score!,
        takenOn: t.taken_on,
      })),
    });
  }
  return charts;
}

/** Whether the user may add, edit and delete exam sittings (parents only read them). */
export function mayWriteTranscripts(user: { roles: readonly string[] }): boolean {
  return isStaff(user.roles) || hasAnyRole(user.roles, ['tutor', 'student']);
}

/** Spec §6: "Essay grading link and page only for users flagged as essay graders." */
export function isEssayGrader(user: { flags?: { essayGrader?: boolean } }): boolean {
  return user.flags?.essayGrader === true;
}

/** Staff assign essays and flag or unflag graders. */
export function mayManageEssayGraders(user: { roles: readonly string[] }): boolean {
  return isStaff(user.roles);
}

/** An essay is scored by its assigned grader, or by staff. */
export function mayScoreEssay(
  user: { roles: readonly string[]; tutorId: number | null },
  graderId: number | null,
): boolean {
  return isStaff(user.roles) || (graderId !== null && user.tutorId === graderId);
}

/** Whether the user is a student and only a student (their own sittings by default). */
export function isStudentOnly(user: { roles: readonly string[] }): boolean {
  return hasRole(user.roles, 'student') && !isStaff(user.roles) && !hasRole(user.roles, 'tutor');
}

/** Spec §7: PUT /api/v2/students/{id}/exam_scored with transcriptId, formCode, subject. */
export const examScoredInput = z.object({
  transcriptId: recordId,
  formCode: storableText.trim().min(1, BLANK_MESSAGE).max(20),
  subject: z.enum(PRACTICE_EXAM_SUBJECTS, { error: 'is not an exam subject' }),
});
export type ExamScoredInput = z.infer<typeof examScoredInput>;

export { EXAMS_SERVER_ERROR_MESSAGE } from '../messages.ts';

/** The day of a sitting as the apps show it, MM/DD/YYYY (the day it was recorded when undated). */
export function transcriptDay(transcript: Pick<Transcript, 'taken_on' | 'created_at'>): string {
  const day = transcript.taken_on ?? transcript.created_at.slice(0, 10);
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
}

/** Where a sitting's essay stands, in words; null when it has no essay. */
export function essayStatus(transcript: Pick<Transcript, 'essay'>): string | null {
  const { essay } = transcript;
  if (!essay || essay.text === null) return null;
  if (essay.score !== null)
    return `Essay ${essay.score} of ${essay.max_score}${essay.grader ? `, graded by ${essay.grader.name}` : ''}`;
  return essay.grader
    ? `Essay with ${essay.grader.name} for grading`
    : 'Essay waiting for a grader';
}
