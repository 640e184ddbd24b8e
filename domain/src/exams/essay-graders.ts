import { z } from 'zod';
import { recordId } from '../resources/payload-fields.ts';

/**
 * Essay graders (spec sign-in-exams §2 "Assign essay grader modal", §4, §7
 * /api/essay/graders/{id}, POST /api/essay/graders/assign, GET /api/essay/grading): tutors
 * flagged as essay graders, identified by their tutor id.
 */

export const NO_ESSAY_GRADERS_MESSAGE = 'There are no essay graders.';
export const assignedEssayMessage = (name: string) => `Assigned essay to ${name}`;

export const essayGraderWire = z
  .object({
    id: z.int(),
    name: z.string(),
    email: z.string(),
    essay_grader: z.boolean(),
    /** Essays assigned to them and not graded yet. */
    assigned_essays: z.int(),
  })
  .meta({ id: 'EssayGrader' });
export type EssayGrader = z.infer<typeof essayGraderWire>;

export const essayGraderAnswer = z.object({ grader: essayGraderWire });
export const essayGradersAnswer = z.object({ graders: z.array(essayGraderWire) });

/** POST /api/essay/graders/assign. */
export const essayAssignment = z.object({
  transcript_id: recordId,
  grader_id: recordId,
});
export type EssayAssignment = z.infer<typeof essayAssignment>;

export const essayAssignedAnswer = z.object({
  message: z.string().meta({ example: 'Assigned essay to Tara Tutor' }),
  transcript_id: z.int(),
  grader: essayGraderWire,
});

/** GET /api/essay/grading: where the grading page is, and how many essays wait. */
export const essayGradingAnswer = z.object({
  url: z.string().meta({ example: 'https://tutoring.example/essay-grading/screen' }),
  assigned_essays: z.int(),
});

/** The path of our own grading screen, on the live-session app (the frame's source). */
export const ESSAY_GRADING_SCREEN_PATH = '/essay-grading/screen';
