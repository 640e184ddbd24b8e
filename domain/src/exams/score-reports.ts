import { z } from 'zod';
import type { FieldErrors } from '../messages.ts';
import { hasRole, isStaff } from '../roles.ts';
import {
  EXAM_TYPES,
  examSubjectLabel,
  type Exam,
  type PracticeExamSubject,
} from './exam-catalogue.ts';
import { REPORT_NOT_CHOSEN_MESSAGE, reportRangeErrors } from './report-range.ts';

/**
 * Exam score reports for a course (spec sign-in-exams §2 "Exam reports for a course", §3
 * "Report: available_reports, scored_exams; query fields email, authorization, start_date,
 * end_date, handles, exam_type", §7 /api/reports, /api/reports/summaries, /api/reports/analysis).
 * `handles` names the course (its id); the exams token rides in the Authorization header, so
 * the `authorization` query field is accepted and ignored (a token never goes in a logged URL).
 */

export const REPORT_KINDS = ['score_summary', 'section_analysis', 'roster_scores'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  score_summary: 'Score summary',
  section_analysis: 'Section analysis',
  roster_scores: 'Roster scores',
};

export const NO_SCORED_EXAMS_MESSAGE = 'No scored exams were found.';
/** The report goes to the caller's own address (spec §8 "emailed to you"). */
export const REPORT_EMAIL_NOT_OWN_MESSAGE = 'must be your own e-mail address';
export const reportEmailedMessage = (email: string) =>
  `The report will be emailed to you within 5-10 minutes at: ${email}`;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');
/** "12" or "12,14": the course ids (the spec's handles). */
const handles = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9})*$/, 'must be course ids separated by commas')
  .meta({ example: '12' });

/** GET /api/reports, /summaries and /analysis. */
export const reportsQuery = z.object({
  handles,
  start_date: isoDay.optional(),
  end_date: isoDay.optional(),
  exam_type: z.enum(EXAM_TYPES).optional(),
  email: z.string().max(191).optional(),
  authorization: z.string().max(200).optional(),
});
export type ReportsQuery = z.infer<typeof reportsQuery>;

/** POST /api/reports: dates and the report are checked by reportRequestErrors (422, spec words). */
export const reportRequest = z.object({
  handles,
  start_date: z.string().max(10).nullish(),
  end_date: z.string().max(10).nullish(),
  report: z.enum(REPORT_KINDS).nullish(),
  exam_type: z.enum(EXAM_TYPES).nullish(),
  email: z.email().max(191).nullish(),
  authorization: z.string().max(200).nullish(),
});
export type ReportRequest = z.infer<typeof reportRequest>;

/** The errors of a report request: its dates (§5) and a chosen report. */
export function reportRequestErrors(
  request: Pick<ReportRequest, 'start_date' | 'end_date' | 'report'>,
  today: string,
): FieldErrors {
  const errors = reportRangeErrors(request, today);
  if (!request.report) errors.report = [REPORT_NOT_CHOSEN_MESSAGE];
  return errors;
}

export const scoredExamWire = z.object({
  exam_type: z.enum(EXAM_TYPES),
  subject: z.string(),
  form_code: z.string(),
  scored: z.int(),
});
export type ScoredExam = z.infer<typeof scoredExamWire>;

/** 'ACT Extended Time: A10 (3 scored)', as the modal's exam type list reads. */
export function scoredExamLabel(exam: ScoredExam): string {
  return `${examSubjectLabel(exam.subject as PracticeExamSubject)}: ${exam.form_code} (${exam.scored} scored)`;
}

export const reportsAnswer = z.object({
  available_reports: z.array(z.object({ key: z.enum(REPORT_KINDS), name: z.string() })),
  scored_exams: z.array(scoredExamWire),
  student_count: z.int(),
  default_range: z.object({ start_date: z.string(), end_date: z.string() }),
});
export type ReportsAnswer = z.infer<typeof reportsAnswer>;

export const reportQueuedAnswer = z.object({
  message: z.string().meta({ example: reportEmailedMessage('ada@example.com') }),
});

/** One scored sitting as the reports read it. */
export interface ScoredSitting {
  studentId: number;
  studentName: string;
  exam: Exam;
  takenOn: string;
  score: number | null;
  scores: Readonly<Record<string, number | null>>;
}

const sectionScoreWire = z.object({
  key: z.string(),
  name: z.string(),
  best: z.int().nullable(),
  latest: z.int().nullable(),
});

export const scoreSummaryWire = z.object({
  student_id: z.int(),
  student_name: z.string(),
  exam_type: z.enum(EXAM_TYPES),
  sittings: z.int(),
  latest_taken_on: z.string(),
  latest_form_code: z.string(),
  best_score: z.int().nullable(),
  latest_score: z.int().nullable(),
  sections: z.array(sectionScoreWire),
});
export type ScoreSummary = z.infer<typeof scoreSummaryWire>;
export const summariesAnswer = z.object({ summaries: z.array(scoreSummaryWire) });

export const sectionAnalysisWire = z.object({
  exam_type: z.enum(EXAM_TYPES),
  section_key: z.string(),
  section_name: z.string(),
  count: z.int(),
  average: z.number(),
  min: z.int(),
  max: z.int(),
});
export type SectionAnalysis = z.infer<typeof sectionAnalysisWire>;
export const analysisAnswer = z.object({ analysis: z.array(sectionAnalysisWire) });

const maxOf = (values: (number | null)[]): number | null => {
  const present = values.filter((v): v is number => v !== null);
  return present.length ? Math.max(...present) : null;
};

/** Counts of scored sittings per exam subject and form code, in catalogue order. */
export function scoredExamCounts(sittings: readonly ScoredSitting[]): ScoredExam[] {
  const counts = new Map<number, { exam: Exam; scored: number }>();
  for (const { exam } of sittings) {
    const entry = counts.get(exam.id) ?? { exam, scored: 0 };
    counts.set(exam.id, { exam, scored: entry.scored + 1 });
  }
  return [...counts.values()]
    .sort((a, b) => a.exam.id - b.exam.id)
    .map(({ exam, scored }) => ({
      exam_type: exam.examType,
      subject: exam.subject,
      form_code: exam.formCode,
      scored,
    }));
}

/**
 * Per student and exam type: how many sittings, the latest (by date, then as given) and the
 * best overall and per-section scores. Sorted by student name, then exam type.
 */
export function scoreSummaries(sittings: readonly ScoredSitting[]): ScoreSummary[] {
  const groups = new Map<string, ScoredSitting[]>();
  for (const sitting of sittings) {
    const key = `${sitting.studentId}:${sitting.exam.examType}`;
    groups.set(key, [...(groups.get(key) ?? []), sitting]);
  }
  const summaries = [...groups.values()].map((group) => {
    const byDate = [...group].sort((a, b) => a.takenOn.localeCompare(b.takenOn));
    const latest = byDate[byDate.length - 1]!;
    return {
      student_id: latest.studentId,
      student_name: latest.studentName,
      exam_type: latest.exam.examType,
      sittings: group.length,
      latest_taken_on: latest.takenOn,
      latest_form_code: latest.exam.formCode,
      best_score: maxOf(group.map((s) => s.score)),
      latest_score: latest.score,
      sections: latest.exam.sections.map((section) => ({
        key: section.key,
        name: section.name,
        best: maxOf(group.map((s) => s.scores[section.key] ?? null)),
        latest: latest.scores[section.key] ?? null,
      })),
    };
  });
  return summaries.sort(
    (a, b) =>
      a.student_name.localeCompare(b.student_name) ||
      a.student_id - b.student_id ||
      a.exam_type.localeCompare(b.exam_type),
  );
}

/** Per exam type and section (and the overall score, key 'score'): count, average, min, max. */
export function sectionAnalysis(sittings: readonly ScoredSitting[]): SectionAnalysis[] {
  const cells = new Map<
    string,
    { row: Omit<SectionAnalysis, 'count' | 'average' | 'min' | 'max'>; values: number[] }
  >();
  const add = (examType: Exam['examType'], key: string, name: string, value: number | null) => {
    if (value === null) return;
    const id = `${examType}:${key}`;
    const cell = cells.get(id) ?? {
      row: { exam_type: examType, section_key: key, section_name: name },
      values: [],
    };
    cells.set(id, { ...cell, values: [...cell.values, value] });
  };
  for (const { exam, score, scores } of sittings) {
    for (const section of exam.sections)
      add(exam.examType, section.key, section.name, scores[section.key] ?? null);
    add(exam.examType, 'score', 'Overall score', score);
  }
  return [...cells.values()].map(({ row, values }) => ({
    ...row,
    count: values.length,
    // One decimal: what a report reader compares.
    average: Math.round((values.reduce((sum, v) => sum + v, 0) / values.length) * 10) / 10,
    min: Math.min(...values),
    max: Math.max(...values),
  }));
}

/** Spec §6: score reports are staff's and tutors' (with their own exams token), never students' or parents'. */
export function mayRunScoreReports(user: { roles: readonly string[] }): boolean {
  return isStaff(user.roles) || hasRole(user.roles, 'tutor');
}
