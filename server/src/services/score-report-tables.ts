/**
 * A score report as a table (its title, column headers and rows), the one shape the CSV and
 * the PDF of the report's e-mail are both written from.
 */
import {
  REPORT_KIND_LABELS,
  scoreSummaries,
  sectionAnalysis,
  type CsvRow,
  type ReportKind,
  type ScoredSitting,
} from '@tp/domain';

export interface ReportTable {
  title: string;
  columns: readonly string[];
  rows: readonly CsvRow[];
}

const sectionsText = (sections: readonly { name: string; score: number | null }[]) =>
  sections.map((s) => `${s.name} ${s.score ?? '-'}`).join('; ');

/** The table of one report kind over the sittings. */
export function reportTable(kind: ReportKind, sittings: readonly ScoredSitting[]): ReportTable {
  const title = REPORT_KIND_LABELS[kind];
  switch (kind) {
    case 'score_summary':
      return {
        title,
        columns: [
          'Student',
          'Exam type',
          'Sittings',
          'Latest taken on',
          'Latest form code',
          'Latest score',
          'Best score',
          'Best sections',
        ],
        rows: scoreSummaries(sittings).map((s) => ({
          Student: s.student_name,
          'Exam type': s.exam_type,
          Sittings: s.sittings,
          'Latest taken on': s.latest_taken_on,
          'Latest form code': s.latest_form_code,
          'Latest score': s.latest_score,
          'Best score': s.best_score,
          'Best sections': sectionsText(s.sections.map((x) => ({ name: x.name, score: x.best }))),
        })),
      };
    case 'section_analysis':
      return {
        title,
        columns: ['Exam type', 'Section', 'Count', 'Average', 'Min', 'Max'],
        rows: sectionAnalysis(sittings).map((a) => ({
          'Exam type': a.exam_type,
          Section: a.section_name,
          Count: a.count,
          Average: a.average,
          Min: a.min,
          Max: a.max,
        })),
      };
    case 'roster_scores':
      return {
        title,
        columns: ['Student', 'Exam', 'Taken on', 'Score', 'Sections'],
        rows: sittings.map((s) => ({
          Student: s.studentName,
          Exam: s.exam.name,
          'Taken on': s.takenOn,
          Score: s.score,
          Sections: sectionsText(
            s.exam.sections.map((x) => ({ name: x.name, score: s.scores[x.key] ?? null })),
          ),
        })),
      };
  }
}
