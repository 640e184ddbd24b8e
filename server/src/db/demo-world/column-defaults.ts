import { BRAND_RULE_DEFAULTS } from '@tp/domain';
import type {
  BrandRow,
  CourseRow,
  EmployeeRow,
  EnrollmentRow,
  ParentRow,
  TutorRow,
} from './types.ts';

/*
 * The columns the back-office added to existing tables, with the values the schema gives a row
 * that does not set them. The generators set what the demo shows (a brand's pricing, a lead's
 * source, a canceled enrollment's reason); every other row takes these, so each row names every
 * column of its table (seed.test.ts) and the seed writes exactly what the world says.
 *
 * They are written here rather than read from the Drizzle tables because this module runs in
 * the browser's mocked mode, which may not load the tables (pure-entry.test.ts);
 * column-defaults.test.ts holds each one to its column's default in the schema.
 */

type Defaults<Row> = { [K in keyof Row]?: Row[K] };

function withDefaults<Row extends object>(rows: readonly Row[], defaults: Defaults<Row>): Row[] {
  return rows.map((row) => ({ ...defaults, ...row }));
}

/** A brand's rule fields start as the brand form's (domain), which are the table's too. */
export const BRAND_COLUMN_DEFAULTS: Defaults<BrandRow> = {
  ...BRAND_RULE_DEFAULTS,
  employeeId: null,
};
export const EMPLOYEE_COLUMN_DEFAULTS: Defaults<EmployeeRow> = {
  extensionHandle: null,
  lockVersion: 0,
};
export const TUTOR_COLUMN_DEFAULTS: Defaults<TutorRow> = { lockVersion: 0 };
export const PARENT_COLUMN_DEFAULTS: Defaults<ParentRow> = {
  active: true,
  sourceLink: null,
  sourceLinkType: null,
  sourceLinkId: null,
  abandonedAt: null,
  cardStatusOverride: null,
};
export const COURSE_COLUMN_DEFAULTS: Defaults<CourseRow> = {
  reservedForId: null,
  reservationEndsAt: null,
  leadSourceId: null,
  courseTemplateId: null,
  materialId: null,
};
export const ENROLLMENT_COLUMN_DEFAULTS: Defaults<EnrollmentRow> = {
  type: 'Enrollment',
  limitedAttendancesCount: null,
  tutorId: null,
  unenrolledAt: null,
  cancelReason: null,
  cancelNote: null,
  transferredToId: null,
  arrearBilling: false,
  subscriptionState: 'active',
  trialEndsAt: null,
  contractEndsAt: null,
  balanceCents: 0,
  creditCents: 0,
  delayedCancelAt: null,
  canceledAt: null,
  autoRenew: true,
  couponCode: null,
};

export const completeBrands = (rows: readonly BrandRow[]) =>
  withDefaults(rows, BRAND_COLUMN_DEFAULTS);

export const completeEmployees = (rows: readonly EmployeeRow[]) =>
  withDefaults(rows, EMPLOYEE_COLUMN_DEFAULTS).map((row) => ({
    ...row,
    updatedAt: row.updatedAt ?? row.createdAt,
  }));

/** `updatedAt` is the world's now: the column's default is the insert's now. */
export const completeTutors = (rows: readonly TutorRow[], now: Date) =>
  withDefaults(rows, { ...TUTOR_COLUMN_DEFAULTS, updatedAt: now });

export const completeParents = (rows: readonly ParentRow[]) =>
  withDefaults(rows, PARENT_COLUMN_DEFAULTS);

export const completeCourses = (rows: readonly CourseRow[]) =>
  withDefaults(rows, COURSE_COLUMN_DEFAULTS);

export const completeEnrollments = (rows: readonly EnrollmentRow[]) =>
  withDefaults(rows, ENROLLMENT_COLUMN_DEFAULTS);
