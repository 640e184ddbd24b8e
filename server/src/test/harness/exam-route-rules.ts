import {
  EXAM_CATALOGUE,
  isEssayGrader,
  mayManageEssayGraders,
  mayWriteTranscripts,
  type AuthUser,
} from '@tp/domain';
import { allowed, refused } from './matrix-cells.ts';
import type { TranscriptRow } from './matrix-world.ts';
import { distinct, type RouteCellContext, type RouteRule } from './route-rules.ts';

/**
 * The built-in exams service (routes/exams): a student's sittings are read by whoever may read
 * the student (the students resource's reach and scopes, as the oracle has them) and by the
 * tutor their essay is assigned to; written by those readers who are not only parents; the
 * essay graders are staff's to manage, and the grading page is the flagged graders'.
 */
const readsStudent = (actor: AuthUser, ctx: RouteCellContext, studentId: number) => {
  const student = ctx.oracle.record('students', studentId);
  return student !== undefined && ctx.oracle.canRead(actor, 'students', student);
};

const grades = (actor: AuthUser, transcript: TranscriptRow) =>
  actor.tutorId !== null && transcript.essayGraderId === actor.tutorId;

/** One target per transcript: 404 unread, `writable` 2xx, else 403. */
function transcriptTargets(
  method: 'GET' | 'PUT' | 'DELETE',
  status: number,
  body?: unknown,
): RouteRule {
  return (actor, ctx) =>
    distinct(
      ctx.snapshot.transcripts.map((transcript) => {
        const reads = readsStudent(actor, ctx, transcript.studentId);
        const visible = reads || grades(actor, transcript);
        const writes = method === 'GET' || (reads && mayWriteTranscripts(actor));
        return {
          target: `${visible ? 'readable' : 'unreadable'} transcript #${transcript.id}`,
          request: {
            method,
            path: `/api/transcripts/${transcript.id}.json`,
            ...(body === undefined ? {} : { body }),
          },
          expected: !visible ? refused(404) : writes ? allowed(status) : refused(403),
        };
      }),
    );
}

const staffOnly =
  (method: 'GET' | 'POST' | 'DELETE', path: string): RouteRule =>
  (actor) => [
    {
      target: 'collection',
      request: { method, path },
      expected: mayManageEssayGraders(actor) ? allowed(200) : refused(403),
    },
  ];

function graderFlag(method: 'POST' | 'DELETE'): RouteRule {
  return (actor, { oracle }) =>
    distinct(
      oracle.records('tutors').map((tutor) => ({
        target: `${tutor.id === actor.tutorId ? 'own' : 'other'} tutor #${tutor.id as number}`,
        request: { method, path: `/api/essay/graders/${tutor.id as number}` },
        expected: mayManageEssayGraders(actor) ? allowed(200) : refused(403),
      })),
    );
}

export const EXAM_ROUTE_RULES: Record<string, RouteRule> = {
  'GET /api/exams': () => [
    {
      target: 'collection',
      request: { method: 'GET', path: '/api/exams.json' },
      expected: allowed(200),
    },
  ],
  'GET /api/transcripts': (actor, ctx) =>
    distinct(
      ctx.oracle.records('students').map((student) => {
        const readable = readsStudent(actor, ctx, student.id as number);
        return {
          target: `${readable ? 'readable' : 'unreadable'} student #${student.id as number}`,
          request: {
            method: 'GET',
            path: `/api/transcripts.json?student_id=${student.id as number}`,
          },
          expected: readable ? allowed(200) : refused(404),
        };
      }),
    ),
  'POST /api/transcripts': (actor, ctx) =>
    distinct(
      ctx.oracle.records('students').map((student) => {
        const studentId = student.id as number;
        const may = mayWriteTranscripts(actor) && readsStudent(actor, ctx, studentId);
        return {
          target: `${may ? 'writable' : 'unwritable'} student #${studentId}`,
          request: {
            method: 'POST',
            path: '/api/transcripts.json',
            body: {
              exam_id: EXAM_CATALOGUE[0]!.id,
              first_name: 'Matrix',
              last_name: 'Student',
              student_id: studentId,
            },
          },
          expected: may ? allowed(201) : refused(403),
        };
      }),
    ),
  'GET /api/transcripts/{id}': transcriptTargets('GET', 200),
  'PUT /api/transcripts/{id}': transcriptTargets('PUT', 200, { taken_on: '2026-03-01' }),
  'DELETE /api/transcripts/{id}': transcriptTargets('DELETE', 200),
  'GET /api/essay/graders': staffOnly('GET', '/api/essay/graders.json'),
  'POST /api/essay/graders/assign': (actor, { oracle, snapshot }) => {
    const grader = oracle.records('tutors').find((tutor) => tutor.essayGrader === true);
    const essay =
      snapshot.transcripts.find((t) => t.essayGraderId === null) ?? snapshot.transcripts[0];
    return [
      {
        target: 'collection',
        request: {
          method: 'POST',
          path: '/api/essay/graders/assign',
          body: { transcript_id: essay?.id ?? 1, grader_id: (grader?.id as number) ?? 1 },
        },
        // A world without a flagged grader or an essay refuses on the merits (422).
        expected: mayManageEssayGraders(actor) ? allowed(200, [422]) : refused(403),
      },
    ];
  },
  'GET /api/essay/graders/{id}': (actor, { oracle }) =>
    distinct(
      oracle.records('tutors').map((tutor) => {
        const own = tutor.id === actor.tutorId;
        return {
          target: `${own ? 'own' : 'other'} tutor #${tutor.id as number}`,
          request: { method: 'GET', path: `/api/essay/graders/${tutor.id as number}` },
          expected: mayManageEssayGraders(actor) || own ? allowed(200) : refused(404),
        };
      }),
    ),
  'POST /api/essay/graders/{id}': graderFlag('POST'),
  'DELETE /api/essay/graders/{id}': graderFlag('DELETE'),
  'GET /api/essay/grading': (actor) => [
    {
      target: 'collection',
      request: { method: 'GET', path: '/api/essay/grading' },
      expected: actor.tutorId !== null && isEssayGrader(actor) ? allowed(200) : refused(403),
    },
  ],
};
