import { z } from 'zod';
import { paceChange } from '../pace-rules.ts';
import { integer } from './payload-fields.ts';

/**
 * An enrollment's hours as every answer serves them (domain's enrollmentHoursOf derives them;
 * enrollment-hours.ts says what each means); minutes throughout.
 */
export const enrollmentHoursFigures = z.object({
  /** Whether the course counts hours (it has a duration); when not, the minutes are 0. */
  countsHours: z.boolean(),
  boughtMinutes: integer,
  /** Ended sessions, not canceled: attended, absent or attendance pending. */
  usedMinutes: integer,
  /** Sessions not canceled that have not ended. */
  scheduledMinutes: integer,
  /** Bought less used. */
  remainingMinutes: integer,
  /** Remaining less scheduled: what may still be booked. */
  unscheduledMinutes: integer,
  /** Used past what was bought. */
  owedMinutes: integer,
  usedSessionsCount: integer,
  upcomingSessionsCount: integer,
  /** The student's used sessions, as a limited enrollment's limit counts them. */
  attendancesCount: integer,
  limitedAttendancesCount: integer.nullable(),
  maxedOut: z.boolean(),
  /** attendanceLimit: a limited enrollment at its limit; hoursUsed: every hour bought used. */
  maxedOutReason: z.enum(['attendanceLimit', 'hoursUsed']).nullable(),
  /** The day (student's zone, YYYY-MM-DD) the remaining hours run out at the pace; null at 0. */
  runsOutOn: z.iso.date().nullable(),
});
export type EnrollmentHoursFigures = z.infer<typeof enrollmentHoursFigures>;
export type MaxedOutReason = NonNullable<EnrollmentHoursFigures['maxedOutReason']>;

/** One tutoring enrollment's hours (GET /students/{id}/hours). */
export const enrollmentHours = enrollmentHoursFigures.extend({
  enrollmentId: integer,
  courseId: integer,
  courseTitle: z.string(),
  /** Pay As You Go. */
  arrearBilling: z.boolean(),
  /** Hours Pay As You Go added that the family still owes, in cents (family money). */
  owedCents: integer,
  /**
   * What Add Tutoring Hours charges for the 5-hour block, in cents, as add_hours computes it:
   * the brand's hourly price, less the enrollment's coupon when it is usable now. Null when the
   * brand has no hourly price set (nothing can be charged: the dialog says so).
   */
  addHoursPrice: z
    .object({
      hours: integer,
      subtotalCents: integer,
      couponCode: z.string().nullable(),
      discountCents: integer,
      totalCents: integer,
    })
    .nullable(),
});
export type AddHoursPrice = NonNullable<EnrollmentHours['addHoursPrice']>;
export type EnrollmentHours = z.infer<typeof enrollmentHours>;

/** GET /students/{id}/hours: the student's pace, its history, and each tutoring enrollment. */
export const studentHours = z.object({
  studentId: integer,
  pace: z.number(),
  paceHistory: z.array(paceChange),
  enrollments: z.array(enrollmentHours),
  /**
   * The card the family keeps on file at the gateway (last four digits), which a student's
   * Add Tutoring Hours and Pay As You Go replenishment charge; null when none is kept.
   */
  keptCard: z.object({ last4: z.string().nullable() }).nullable(),
});
export type StudentHours = z.infer<typeof studentHours>;
