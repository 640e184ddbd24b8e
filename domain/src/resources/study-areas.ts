import { z } from 'zod';
import {
  CONFIDENCE_LEVEL_MESSAGE,
  GOAL_SCORE_MAX,
  GOAL_SCORE_MESSAGE,
  studyAreaErrors,
  type StudyAreaSubjectFacts,
} from '../study-area-rules.ts';
import { BLANK_MESSAGE } from '../zod-messages.ts';
import { defineContract } from './contract.ts';
import { integer, recordId } from './payload-fields.ts';
import { studyAreasAccess } from './access/study-areas.ts';

// The two scored fields; here rather than in study-area-rules.ts, which the planner and the
// schedule load: those rules need no zod.
export const goalScoreField = z
  .number({ error: (issue) => (issue.input == null ? BLANK_MESSAGE : GOAL_SCORE_MESSAGE) })
  .int(GOAL_SCORE_MESSAGE)
  .min(0, GOAL_SCORE_MESSAGE)
  .max(GOAL_SCORE_MAX, GOAL_SCORE_MESSAGE);

export const confidenceLevelField = z
  .number({ error: (issue) => (issue.input == null ? BLANK_MESSAGE : CONFIDENCE_LEVEL_MESSAGE) })
  .int(CONFIDENCE_LEVEL_MESSAGE)
  .min(1, CONFIDENCE_LEVEL_MESSAGE)
  .max(3, CONFIDENCE_LEVEL_MESSAGE);

/** Spec §3 Study area: subject, student, testDate (id, title, date), goalScore, confidenceLevel. */
export const studyAreaRecord = z.object({
  id: integer,
  studentId: integer,
  /** The student's parent: a parent changes the study areas of their own children. */
  parentId: integer.nullable(),
  subjectId: integer,
  subject: z.object({ id: integer, name: z.string(), categoryName: z.string() }),
  /** Whether the subject is test prep (spec §5: then a test date and a goal score). */
  isTestPrep: z.boolean(),
  testDateId: integer.nullable(),
  testDate: z.object({ id: integer, title: z.string(), date: z.string() }).nullable(),
  goalScore: integer.nullable(),
  confidenceLevel: integer.nullable(),
  lockVersion: integer,
});
export type StudyArea = z.infer<typeof studyAreaRecord>;

/** The choices of a study area, without the rules that depend on the subject. */
const studyAreaChoices = {
  subjectId: recordId,
  testDateId: recordId.nullable().optional(),
  goalScore: goalScoreField.nullable().optional(),
  confidenceLevel: confidenceLevelField.nullable().optional(),
};

/**
 * POST /study_areas `{ study_area }`. The rules that depend on the subject (test prep or not,
 * its test dates) run on the server once it has read the subject: studyAreaErrors.
 */
export const studyAreaCreate = z.object({ studentId: recordId, ...studyAreaChoices });
/** PUT /study_areas/{id}: the student stays; everything else may change. */
export const studyAreaUpdate = z.object(studyAreaChoices).partial();

/** The study area form's values: the subject chosen (none yet: null), and the choices. */
export const studyAreaFormFields = z.object({
  subjectId: recordId.nullable(),
  testDateId: recordId.nullable(),
  goalScore: goalScoreField.nullable(),
  confidenceLevel: confidenceLevelField.nullable(),
});
export type StudyAreaFormValues = z.infer<typeof studyAreaFormFields>;

/**
 * The form's schema: the payload's fields and the spec §5 rules the server applies, with the
 * facts of the subject chosen (null while the subject is unknown to the screen).
 */
export function studyAreaFormSchema(factsOf: (subjectId: number) => StudyAreaSubjectFacts | null) {
  return studyAreaFormFields.superRefine((values, ctx) => {
    if (values.subjectId === null) {
      ctx.addIssue({ code: 'custom', path: ['subjectId'], message: BLANK_MESSAGE });
      return;
    }
    const facts = factsOf(values.subjectId);
    if (!facts) return;
    for (const [field, messages] of Object.entries(studyAreaErrors(values, facts))) {
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
}

export const studyAreasContract = defineContract({
  name: 'study_areas',
  singular: studyAreasAccess.singular,
  summary:
    "A student's study areas: subject, confidence level, and for test prep the test date and goal score. One per subject and student.",
  record: studyAreaRecord,
  create: studyAreaCreate,
  update: studyAreaUpdate,
  access: studyAreasAccess.access,
});
