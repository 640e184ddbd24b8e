import { z } from 'zod';
import { GRADE_CHOICES } from './grade-levels.ts';
import { SHIPMENT_ORIGINATORS, SHIPPING_METHODS } from './shipment-rules.ts';
import { calendarDateIn } from './date-rules.ts';

/**
 * The look-ups the forms read from the server (spec staff-and-crm §7 "Other": GET
 * /grade_levels?withGradYear, GET /degree_levels; "Brands and misc": GET /originators, GET
 * /shipping_methods, GET /materials), so the apps offer what the server accepts instead of lists
 * written into them.
 */

/** A grade level: -1 is TK, 0 is K, then 1 to 12; with the class it graduates with when asked. */
export const gradeLevelRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  gradYear: z.number().int().optional(),
});
export type GradeLevel = z.infer<typeof gradeLevelRecord>;
export const gradeLevelsAnswer = z.object({ gradeLevels: z.array(gradeLevelRecord) });
export const gradeLevelsQuery = z.object({ withGradYear: z.stringbool().optional() });

/** The month (1 to 12) a school year starts: from August, grade 12 graduates next June. */
export const SCHOOL_YEAR_START_MONTH = 8;

/**
 * The year the current 12th grade graduates, on `today` (a calendar date YYYY-MM-DD): the
 * school year that started in August ends the next June.
 */
export function seniorGradYear(today: string): number {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month >= SCHOOL_YEAR_START_MONTH ? year + 1 : year;
}

/** Every grade level, youngest first; with withGradYear, each with its graduation year. */
export function gradeLevels(
  now: Date,
  timeZone: string,
  options: { withGradYear?: boolean } = {},
): GradeLevel[] {
  if (!options.withGradYear) return GRADE_CHOICES.map(({ id, name }) => ({ id, name }));
  const senior = seniorGradYear(calendarDateIn(now, timeZone));
  return GRADE_CHOICES.map(({ id, name }) => ({ id, name, gradYear: senior + (12 - id) }));
}

/** Degree levels (a tutor's institutions on the profile). */
export const DEGREE_LEVELS = [
  { id: 'high_school', name: 'High School Diploma' },
  { id: 'associate', name: "Associate's Degree" },
  { id: 'bachelor', name: "Bachelor's Degree" },
  { id: 'master', name: "Master's Degree" },
  { id: 'doctorate', name: 'Doctorate' },
  { id: 'professional', name: 'Professional Degree' },
] as const;
export const degreeLevelRecord = z.object({ id: z.string(), name: z.string() });
export type DegreeLevel = z.infer<typeof degreeLevelRecord>;
export const degreeLevelsAnswer = z.object({ degreeLevels: z.array(degreeLevelRecord) });

/** Originators (where staff buy what they ship) as records, for the shipment form and filter. */
export const originatorRecord = z.object({
  id: z.string(),
  name: z.string(),
  integratesWithApi: z.boolean(),
});
export type Originator = z.infer<typeof originatorRecord>;
export const originatorsAnswer = z.object({ originators: z.array(originatorRecord) });
export const ORIGINATOR_RECORDS: readonly Originator[] = SHIPMENT_ORIGINATORS.map((o) => ({
  ...o,
}));

/** A shipping method (how a shipment travels), for the shipment form and list. */
export const shippingMethodRecord = z.object({ id: z.string(), name: z.string() });
export type ShippingMethod = z.infer<typeof shippingMethodRecord>;
export const shippingMethodsAnswer = z.object({ shippingMethods: z.array(shippingMethodRecord) });
export const SHIPPING_METHOD_RECORDS: readonly ShippingMethod[] = SHIPPING_METHODS.map(
  ({ id, name }) => ({ id, name }),
);

/**
 * A material a course uses (a workbook, a practice test book): staff keep the list in the
 * database; GET /materials answers the active ones, by name, for the course form.
 */
export const materialRecord = z.object({ id: z.number().int(), name: z.string() });
export type Material = z.infer<typeof materialRecord>;
export const materialsAnswer = z.object({ materials: z.array(materialRecord) });
