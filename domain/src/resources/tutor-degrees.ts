import { z } from 'zod';
import { DEGREE_LEVELS } from '../lookups.ts';
import { BLANK_MESSAGE } from '../zod-messages.ts';
import { defineContract } from './contract.ts';
import { integer, recordId, storableText } from './payload-fields.ts';
import { tutorDegreesAccess } from './access/tutor-degrees.ts';

/** The ids GET /degree_levels answers: what a degree's level must be. */
export const DEGREE_LEVEL_IDS = DEGREE_LEVELS.map((level) => level.id) as [
  (typeof DEGREE_LEVELS)[number]['id'],
  ...(typeof DEGREE_LEVELS)[number]['id'][],
];
export type DegreeLevelId = (typeof DEGREE_LEVEL_IDS)[number];
/** The name GET /degree_levels gives a level id (the id itself for one it does not know). */
export function degreeLevelName(id: string): string {
  return DEGREE_LEVELS.find((level) => level.id === id)?.name ?? id;
}

export const NOT_A_DEGREE_LEVEL_MESSAGE = 'is not a degree level';
export const GRADUATION_YEAR_MIN = 1900;
export const GRADUATION_YEAR_MAX = 2100;
export const GRADUATION_YEAR_MESSAGE = `must be a year between ${GRADUATION_YEAR_MIN} and ${GRADUATION_YEAR_MAX}`;

/** A tutor's degree (issue 25: their education on the profile, levels from GET /degree_levels). */
export const tutorDegreeRecord = z.object({
  id: integer,
  tutorId: integer,
  institution: z.string(),
  degreeLevel: z.enum(DEGREE_LEVEL_IDS),
  /** The level's name, as GET /degree_levels names it. */
  degreeLevelName: z.string(),
  fieldOfStudy: z.string().nullable(),
  graduationYear: integer.nullable(),
  lockVersion: integer,
});
export type TutorDegree = z.infer<typeof tutorDegreeRecord>;

const degreeFields = {
  institution: storableText.trim().min(1, BLANK_MESSAGE).max(191),
  degreeLevel: z.enum(DEGREE_LEVEL_IDS, { error: NOT_A_DEGREE_LEVEL_MESSAGE }),
  fieldOfStudy: storableText.trim().max(191).nullable().optional(),
  graduationYear: z
    .number({ error: GRADUATION_YEAR_MESSAGE })
    .int(GRADUATION_YEAR_MESSAGE)
    .min(GRADUATION_YEAR_MIN, GRADUATION_YEAR_MESSAGE)
    .max(GRADUATION_YEAR_MAX, GRADUATION_YEAR_MESSAGE)
    .nullable()
    .optional(),
};

/** POST /tutor_degrees `{ tutor_degree }`. */
export const tutorDegreeCreate = z.object({ tutorId: recordId, ...degreeFields });
/** PUT /tutor_degrees/{id}: the tutor stays. */
export const tutorDegreeUpdate = z.object(degreeFields).partial();

/** The profile form's values, as typed (the level and the year are empty until chosen). */
export interface TutorDegreeFormValues {
  institution: string;
  degreeLevel: string;
  fieldOfStudy: string;
  graduationYear: string;
}

/** The form's schema: the payload's rules on what was typed, a blank level "can't be blank". */
export const tutorDegreeFormSchema = z.object({
  institution: degreeFields.institution,
  degreeLevel: z
    .string()
    .min(1, BLANK_MESSAGE)
    .pipe(z.enum(DEGREE_LEVEL_IDS, { error: NOT_A_DEGREE_LEVEL_MESSAGE })),
  fieldOfStudy: storableText.trim().max(191),
  graduationYear: z
    .string()
    .trim()
    .refine(
      (year) =>
        year === '' ||
        (/^\d{4}$/.test(year) &&
          Number(year) >= GRADUATION_YEAR_MIN &&
          Number(year) <= GRADUATION_YEAR_MAX),
      GRADUATION_YEAR_MESSAGE,
    ),
});

/** What the form sends for its values: empty field and year as null. */
export function tutorDegreeChanges(values: TutorDegreeFormValues) {
  const fieldOfStudy = values.fieldOfStudy.trim();
  const year = values.graduationYear.trim();
  return {
    institution: values.institution.trim(),
    degreeLevel: values.degreeLevel as DegreeLevelId,
    fieldOfStudy: fieldOfStudy === '' ? null : fieldOfStudy,
    graduationYear: year === '' ? null : Number(year),
  };
}
export type TutorDegreeChanges = ReturnType<typeof tutorDegreeChanges>;

export const tutorDegreesContract = defineContract({
  name: 'tutor_degrees',
  singular: tutorDegreesAccess.singular,
  summary:
    "A tutor's education: institution, degree level (GET /degree_levels), field of study and graduation year. A tutor keeps their own on the profile; staff read every tutor's.",
  record: tutorDegreeRecord,
  create: tutorDegreeCreate,
  update: tutorDegreeUpdate,
  access: tutorDegreesAccess.access,
});
