import type { FieldErrors } from './messages.ts';
import { BLANK_MESSAGE } from './field-messages.ts';

/**
 * Study areas (spec scheduling §3 and §5): what a student works on, how they feel about it,
 * and for test prep the test they sit and the score they aim for.
 */

/** Spec §3: confidenceLevel 1 completely overwhelmed, 2 somewhat stressed, 3 calm and confident. */
export const CONFIDENCE_LEVELS = [
  { level: 1, label: 'Completely overwhelmed' },
  { level: 2, label: 'Somewhat stressed' },
  { level: 3, label: 'Calm and confident' },
] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number]['level'];

/** The words of a confidence level ("Somewhat stressed"), or null for none. */
export function confidenceLevelLabel(level: number | null | undefined): string | null {
  return CONFIDENCE_LEVELS.find((entry) => entry.level === level)?.label ?? null;
}

/** The subject category that makes a subject test prep (SAT Math, ACT Math...). */
export const TEST_PREP_CATEGORY = 'Test Prep';

export function isTestPrepSubject(subject: { categoryName: string }): boolean {
  return subject.categoryName === TEST_PREP_CATEGORY;
}

/** Spec §5: a goal score has 1 to 4 digits, 0 to 9999. */
export const GOAL_SCORE_MAX = 9999;
export const GOAL_SCORE_MESSAGE = `must be a whole number from 0 to ${GOAL_SCORE_MAX}`;
export const CONFIDENCE_LEVEL_MESSAGE = 'must be 1, 2 or 3';
export const TEST_DATE_OF_OTHER_SUBJECT_MESSAGE = 'is not a date of this subject';
export const SUBJECT_TAKEN_MESSAGE = 'is already one of the study areas of this student';

/**
 * A goal score as typed (text): the digits only, at most four, so the field can never hold
 * anything outside 0..9999; empty is null.
 */
export function goalScoreFromText(text: string): number | null {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits === '' ? null : Number(digits);
}

/** What the rules need to know of the subject chosen: test prep, and its test dates. */
export interface StudyAreaSubjectFacts {
  isTestPrep: boolean;
  testDateIds: readonly number[];
}

/** The fields of a study area the cross-field rules look at. */
export interface StudyAreaChoices {
  testDateId?: number | null;
  goalScore?: number | null;
  confidenceLevel?: number | null;
}

/**
 * Spec §5: confidence level required unless test prep; for test prep a test date is required
 * when dates exist for the subject (and must be one of them) and the goal score is required.
 * Field errors, empty when the choices are valid.
 */
export function studyAreaErrors(
  choices: StudyAreaChoices,
  facts: StudyAreaSubjectFacts,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!facts.isTestPrep) {
    if (choices.confidenceLevel == null) errors.confidenceLevel = [BLANK_MESSAGE];
    return errors;
  }
  if (choices.testDateId == null) {
    if (facts.testDateIds.length > 0) errors.testDateId = [BLANK_MESSAGE];
  } else if (!facts.testDateIds.includes(choices.testDateId)) {
    errors.testDateId = [TEST_DATE_OF_OTHER_SUBJECT_MESSAGE];
  }
  if (choices.goalScore == null) errors.goalScore = [BLANK_MESSAGE];
  return errors;
}

/**
 * The choices as stored: a subject that is not test prep has no test date and no goal score
 * (the form hides them; a value left from another subject is dropped, not refused).
 */
export function storedStudyAreaChoices<C extends StudyAreaChoices>(
  choices: C,
  isTestPrep: boolean,
): C {
  return isTestPrep ? choices : { ...choices, testDateId: null, goalScore: null };
}

/**
 * Spec §5: "A subject already taken by the student is disabled (except the one being
 * edited)": the subject ids of the student's other study areas.
 */
export function takenSubjectIds(
  studyAreas: readonly { id: number; subjectId: number }[],
  editingId: number | null,
): Set<number> {
  return new Set(studyAreas.filter((area) => area.id !== editingId).map((area) => area.subjectId));
}
