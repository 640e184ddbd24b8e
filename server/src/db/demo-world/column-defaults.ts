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
 */

type Defaults<Row> = { [K in keyof Row]?: Row[K] };

function withDefaults<Row extends object>(rows: readonly Row[], defaults: Defaults<Row>): Row[] {
  return rows.map((row) => ({ ...defaults, ...row }));
}

export const completeBrands = (rows: readonly BrandRow[]) =>
  withDefaults(rows, {
    paymentType: 'none',
    pricing: null,
    offerContract: false,
    contractPricing: null,
    offerDiscount: false,
    discountPricing: null,
    allowLimitedAttendance: false,
    limitedAttendancesCount: 0,
    includeParentUpdates: false,
    parentUpdatesInterval: null,
    offerReserved: false,
    reservedIntervalUnit: null,
    reservedIntervalLength: null,
    includeReviews: false,
    reviewInterval: null,
    reviewIntervalUnit: 'minutes',
    includeDelightedSurveys: false,
    delightedSurveyMinutesInterval: null,
    employeeId: null,
  });

export const completeEmployees = (rows: readonly EmployeeRow[]) =>
  rows.map((row) => ({
    extensionHandle: null,
    lockVersion: 0,
    ...row,
    updatedAt: row.updatedAt ?? row.createdAt,
  }));

export const completeTutors = (rows: readonly TutorRow[], now: Date) =>
  withDefaults(rows, { lockVersion: 0, updatedAt: now });

export const completeParents = (rows: readonly ParentRow[]) =>
  withDefaults(rows, {
    active: true,
    sourceLink: null,
    sourceLinkType: null,
    sourceLinkId: null,
    abandonedAt: null,
  });

export const completeCourses = (rows: readonly CourseRow[]) =>
  withDefaults(rows, { reservedForId: null, reservationEndsAt: null, leadSourceId: null });

export const completeEnrollments = (rows: readonly EnrollmentRow[]) =>
  withDefaults(rows, {
    type: 'Enrollment',
    limitedAttendancesCount: null,
    tutorId: null,
    unenrolledAt: null,
    cancelReason: null,
    cancelNote: null,
    transferredToId: null,
  });
