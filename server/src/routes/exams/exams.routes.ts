import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import {
  ESSAY_GRADING_SCREEN_PATH,
  EXAMS_WIRE,
  essayAssignedAnswer,
  essayAssignment,
  essayGraderAnswer,
  essayGradersAnswer,
  essayGradingAnswer,
  examsAnswer,
  transcriptAnswer,
  transcriptCreate,
  transcriptDeletedMessage,
  transcriptUpdate,
  transcriptsAnswer,
  transcriptsQuery,
} from '@tp/domain';
import type { AppEnv } from '../../http/context.ts';
import { callContext } from '../../resources/call-context.ts';
import {
  assignEssay,
  assignedEssayCount,
  createTranscript,
  deleteTranscript,
  essayGraderOf,
  essayGraders,
  setEssayGrader,
  transcriptOf,
  transcriptsOf,
  updateTranscript,
} from '../../services/exams.ts';
import { publishNewNotices } from '../../services/notices.ts';
import { recordId } from '../record-id.ts';
import { answer, invalid, refusal } from '../openapi/route-answers.ts';
import { validJson, validParams, validQuery } from '../openapi/route-validators.ts';
import { examsCaller } from './exams-caller.ts';

const TAGS = ['exams'];
const idParam = z.object({ id: recordId });
const deletedAnswer = z.object({
  message: z.string().meta({ example: 'Successfully Deleted exam 12' }),
});

const NOT_READABLE = refusal(
  'No such exam, or one of a student the caller may not read (nor an essay they grade).',
);
const STAFF_ONLY = refusal('Only staff manage essay graders.');
const NO_WRITE = refusal(
  "Parents only read exams; an essay's score and comments are its grader's or staff's.",
);

/**
 * The built-in exams service (spec sign-in-exams §7 "Exams service (authorization token in a
 * header)"), mounted under /api at the spec's paths, so the apps talk to it as they would to
 * an institution's own (EXAMS_API_URL). Every call takes the caller's exams token as
 * `Authorization: Bearer <token>` (then no CSRF header is needed), or the sign-in cookie
 * with the CSRF header like every other call (exams-caller.ts). Answers are snake_case, as
 * the spec writes the service's fields.
 */
export function examsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(
    '/exams',
    examsCaller,
    describeRoute({
      tags: TAGS,
      summary:
        'The exams: ACT, SAT and PSAT, each standard and extended time, one per form code, with their scored sections (min and max) and essay scale.',
      responses: { 200: answer('The exams', examsAnswer) },
    }),
    (c) => c.json({ exams: EXAMS_WIRE }),
  );

  routes.get(
    '/transcripts',
    examsCaller,
    describeRoute({
      tags: TAGS,
      summary:
        "A student's exam transcripts (sittings), oldest first: student_id, or a student's own without it. With assigned=true, the ungraded essays assigned to the calling essay grader instead. Who may read the student: staff, the student's tutors, the student and their parent.",
      responses: {
        200: answer('The transcripts', transcriptsAnswer),
        403: refusal('assigned=true from someone who is not an essay grader.'),
        404: refusal('A student the caller may not read.'),
        422: invalid('No student_id, and the caller is not a student.'),
      },
    }),
    validQuery(transcriptsQuery),
    async (c) => {
      const ctx = callContext(c);
      const query = c.req.valid('query');
      const transcripts = await transcriptsOf(ctx.deps.db, ctx.user, {
        ...(query.student_id !== undefined ? { studentId: query.student_id } : {}),
        assigned: query.assigned === 'true',
      });
      c.header('Cache-Control', 'private, no-store');
      return c.json({ transcripts });
    },
  );

  routes.post(
    '/transcripts',
    examsCaller,
    describeRoute({
      tags: TAGS,
      summary:
        "Starts a sitting of an exam (spec §7: exam_id, first_name, last_name; student_id for staff and tutors, a student's own without it). Staff, the student's tutors and the student.",
      responses: {
        201: answer('The transcript', transcriptAnswer),
        403: refusal('A parent, or a student the caller may not add exams for.'),
        422: invalid('An unknown exam, a blank name, or no student.'),
      },
    }),
    validJson(transcriptCreate),
    async (c) => {
      const ctx = callContext(c);
      const transcript = await createTranscript(ctx.deps.db, ctx, c.req.valid('json'));
      return c.json({ transcript }, 201);
    },
  );

  routes.get(
    '/transcripts/:id',
    examsCaller,
    describeRoute({
      tags: TAGS,
      summary: 'One transcript: its exam, scores per section, overall score and essay.',
      responses: { 200: answer('The transcript', transcriptAnswer), 404: NOT_READABLE },
    }),
    validParams(idParam),
    async (c) => {
      const ctx = callContext(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json({
        transcript: await transcriptOf(ctx.deps.db, ctx.user, c.req.valid('param').id),
      });
    },
  );

  routes.put(
    '/transcripts/:id',
    examsCaller,
    describeRoute({
      tags: TAGS,
      summary:
        "Records a sitting's date and section scores (each within its section's min and max; the overall score follows once all are in) and its essay. The essay's score and comments are its grader's or staff's; grading tells the student (an 'Exam Scored' notice).",
      responses: {
        200: answer('The transcript', transcriptAnswer),
        403: NO_WRITE,
        404: NOT_READABLE,
        422: invalid('A score outside its range, an unknown section, or an essay the exam lacks.'),
      },
    }),
    validParams(idParam),
    validJson(transcriptUpdate),
    async (c) => {
      const ctx = callContext(c);
      const { transcript, notices } = await updateTranscript(
        ctx.deps.db,
        ctx,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      await publishNewNotices(ctx.deps.realtime, notices, 'student');
      return c.json({ transcript });
    },
  );

  routes.delete(
    '/transcripts/:id',
    examsCaller,
    describeRoute({
      tags: TAGS,
      summary: `Deletes a sitting. Answers "${transcriptDeletedMessage(12)}" (spec §8).`,
      responses: {
        200: answer('Deleted', deletedAnswer),
        403: NO_WRITE,
        404: NOT_READABLE,
      },
    }),
    validParams(idParam),
    async (c) => {
      const ctx = callContext(c);
      const { id } = c.req.valid('param');
      await deleteTranscript(ctx.deps.db, ctx, id);
      return c.json({ message: transcriptDeletedMessage(id) });
    },
  );

  routes.get(
    '/essay/graders',
    examsCaller,
    describeRoute({
      tags: TAGS,
      summary:
        "The tutors flagged as essay graders, with their ungraded assigned essays (the Assign essay grader modal's list). Staff only.",
      responses: { 200: answer('The graders', essayGradersAnswer), 403: STAFF_ONLY },
    }),
    async (c) => {
      const ctx = callContext(c);
      return c.json({ graders: await essayGraders(ctx.deps.db, ctx.user) });
    },
  );

  // Before /essay/graders/:id, which would take "assign" for an id.
  routes.post(
    '/essay/graders/assign',
    examsCaller,
    describeRoute({
      tags: TAGS,
      summary:
        'Assigns an essay (transcript_id) to an essay grader (grader_id, a tutor id). Answers "Assigned essay to {name}" (spec §4). Staff only.',
      responses: {
        200: answer('Assigned', essayAssignedAnswer),
        403: STAFF_ONLY,
        422: invalid('No such transcript, one without an essay, or a tutor who grades no essays.'),
      },
    }),
    validJson(essayAssignment),
    async (c) => {
      const ctx = callContext(c);
      return c.json(await assignEssay(ctx.deps.db, ctx, c.req.valid('json')));
    },
  );

  routes.get(
    '/essay/graders/:id',
    examsCaller,
    describeRoute({
      tags: TAGS,
      summary: 'A tutor as an essay grader (id is the tutor id): staff, or the tutor themself.',
      responses: {
        200: answer('The grader', essayGraderAnswer),
        404: refusal('No such tutor, or another tutor than the caller.'),
      },
    }),
    validParams(idParam),
    async (c) => {
      const ctx = callContext(c);
      return c.json({
        grader: await essayGraderOf(ctx.deps.db, ctx.user, c.req.valid('param').id),
      });
    },
  );

  for (const [method, flag] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    routes[method](
      '/essay/graders/:id',
      examsCaller,
      describeRoute({
        tags: TAGS,
        summary: flag
          ? 'Flags a tutor as an essay grader. Staff only.'
          : 'Unflags a tutor as an essay grader; their ungraded essays wait for a grader again. Staff only.',
        responses: {
          200: answer('The grader', essayGraderAnswer),
          403: STAFF_ONLY,
          404: refusal('No such tutor.'),
        },
      }),
      validParams(idParam),
      async (c) => {
        const ctx = callContext(c);
        const grader = await setEssayGrader(ctx.deps.db, ctx, c.req.valid('param').id, flag);
        return c.json({ grader });
      },
    );
  }

  routes.get(
    '/essay/grading',
    examsCaller,
    describeRoute({
      tags: TAGS,
      summary:
        "Where the essay grading page is (the frame's url: this server's own grading screen) and how many ungraded essays are assigned to the caller. Essay graders only (spec §6).",
      responses: {
        200: answer('The grading page', essayGradingAnswer),
        403: refusal('Not an essay grader.'),
      },
    }),
    async (c) => {
      const ctx = callContext(c);
      const assigned = await assignedEssayCount(ctx.deps.db, ctx.user);
      return c.json({
        url: `${ctx.linkBase}${ESSAY_GRADING_SCREEN_PATH}`,
        assigned_essays: assigned,
      });
    },
  );

  return routes;
}
