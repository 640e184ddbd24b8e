import type {
  EssayGrader,
  ExamWire,
  ReportRequest,
  ReportsAnswer,
  ReportsQuery,
  ScoreSummary,
  SectionAnalysis,
  Transcript,
  TranscriptCreate,
  TranscriptUpdate,
} from '@tp/domain';
import type { HttpClient } from './http-client.ts';
import { fetchRuntimeConfig } from './runtime-config.ts';

/** The signed-in user's exams token, and where the exams service is. */
export interface ExamsAccess {
  /** The exams service's base: '' for the server's own (`examsApiUrl` of the runtime config). */
  baseUrl: string;
  /** The sign-in's `examsApiToken`; sent as `Authorization: Bearer <token>`, never in a URL. */
  token: string | null | undefined;
}

/**
 * The exams service (spec sign-in-exams §7 "Exams service (authorization token in a
 * header)"), at the deployment's EXAMS_API_URL or this server's own:
 * - `exams()`: GET /api/exams.json
 * - `transcripts(studentId?)`: GET /api/transcripts.json?student_id
 * - `assignedEssays()`: GET /api/transcripts.json?assigned=true
 * - `transcript(id)`: GET /api/transcripts/{id}.json
 * - `createTranscript(input)`: POST /api/transcripts.json (exam_id, first_name, last_name)
 * - `updateTranscript(id, input)`: PUT /api/transcripts/{id}.json
 * - `deleteTranscript(id)`: DELETE /api/transcripts/{id}.json, answers the spec's toast text
 * - `graders()`: GET /api/essay/graders.json
 * - `assignEssay(transcriptId, graderId)`: POST /api/essay/graders/assign, answers its message
 * - `grading()`: GET /api/essay/grading (the grading page's url, the assigned count)
 * - `reports(query)`: GET /api/reports (available_reports, scored_exams of a course)
 * - `runReport(request)`: POST /api/reports, answers "The report will be emailed to you..."
 * - `reportSummaries(query)`: GET /api/reports/summaries
 * - `reportAnalysis(query)`: GET /api/reports/analysis
 */
/** A reports query without its unset fields. */
function queryOf(query: ReportsQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

export function createExamsApi(
  httpClient: HttpClient,
  access: () => ExamsAccess | Promise<ExamsAccess>,
) {
  const call = async <T>(
    path: string,
    request: { method?: string; query?: Record<string, string | number>; body?: unknown } = {},
  ): Promise<T> => {
    const { baseUrl, token } = await access();
    const response = await httpClient<T>(`${baseUrl}${path}`, {
      ...request,
      ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
    });
    return response.json;
  };
  return {
    exams: () => call<{ exams: ExamWire[] }>('/api/exams.json').then((j) => j.exams),
    transcripts: (studentId?: number) =>
      call<{ transcripts: Transcript[] }>('/api/transcripts.json', {
        ...(studentId === undefined ? {} : { query: { student_id: studentId } }),
      }).then((j) => j.transcripts),
    assignedEssays: () =>
      call<{ transcripts: Transcript[] }>('/api/transcripts.json', {
        query: { assigned: 'true' },
      }).then((j) => j.transcripts),
    transcript: (id: number) =>
      call<{ transcript: Transcript }>(`/api/transcripts/${id}.json`).then((j) => j.transcript),
    createTranscript: (input: TranscriptCreate) =>
      call<{ transcript: Transcript }>('/api/transcripts.json', {
        method: 'POST',
        body: input,
      }).then((j) => j.transcript),
    updateTranscript: (id: number, input: TranscriptUpdate) =>
      call<{ transcript: Transcript }>(`/api/transcripts/${id}.json`, {
        method: 'PUT',
        body: input,
      }).then((j) => j.transcript),
    deleteTranscript: async (id: number) => {
      const answer = await call<{ message?: string } | null>(`/api/transcripts/${id}.json`, {
        method: 'DELETE',
      });
      // The service answers the spec's sentence (§8); one that answers nothing gets the same.
      return answer?.message ?? `Successfully Deleted exam ${id}`;
    },
    graders: () =>
      call<{ graders: EssayGrader[] }>('/api/essay/graders.json').then((j) => j.graders),
    assignEssay: (transcriptId: number, graderId: number) =>
      call<{ message: string }>('/api/essay/graders/assign', {
        method: 'POST',
        body: { transcript_id: transcriptId, grader_id: graderId },
      }).then((j) => j.message),
    grading: () => call<{ url: string; assigned_essays: number }>('/api/essay/grading'),
    reports: (query: ReportsQuery) =>
      call<ReportsAnswer>('/api/reports', { query: queryOf(query) }),
    runReport: (request: ReportRequest) =>
      call<{ message: string }>('/api/reports', { method: 'POST', body: request }).then(
        (j) => j.message,
      ),
    reportSummaries: (query: ReportsQuery) =>
      call<{ summaries: ScoreSummary[] }>('/api/reports/summaries', {
        query: queryOf(query),
      }).then((j) => j.summaries),
    reportAnalysis: (query: ReportsQuery) =>
      call<{ analysis: SectionAnalysis[] }>('/api/reports/analysis', {
        query: queryOf(query),
      }).then((j) => j.analysis),
  };
}
export type ExamsApi = ReturnType<typeof createExamsApi>;

/** Where the exams service is, from the deployment's runtime config (cached per client). */
export async function examsBaseUrl(httpClient: HttpClient): Promise<string> {
  return (await fetchRuntimeConfig(httpClient)).examsApiUrl;
}
