import { z } from 'zod';
import { paceChange } from '../pace-rules.ts';
import { hasAnyRole, isStaff } from '../roles.ts';
import type { AccessRule } from '../permissions/rules.ts';
import { integer, isoDateTime } from './payload-fields.ts';

/** One tutoring enrollment's hours (GET /students/{id}/hours); minutes throughout. */
export const enrollmentHours = z.object({
  enrollmentId: integer,
  courseId: integer,
  courseTitle: z.string(),
  /** Pay As You Go. */
  arrearBilling: z.boolean(),
  boughtMinutes: integer,
  usedMinutes: integer,
  scheduledMinutes: integer,
  remainingMinutes: integer,
  unscheduledMinutes: integer,
  upcomingSessionsCount: integer,
  /** When the remaining hours run out at the student's pace; null at pace 0. */
  runsOutAt: isoDateTime.nullable(),
  /** Hours Pay As You Go added that the family still owes, in cents. */
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

/**
 * Who reads a student's hours: staff any student's; the student and their parent their own
 * (the read scope hides the others: 404). Tutors do not see the family's money.
 */
export function staffOrFamily<R>(): AccessRule<R> {
  return {
    reach: (actor) =>
      isStaff(actor.roles)
        ? 'all'
        : hasAnyRole(actor.roles, ['student', 'parent'])
          ? 'own'
          : 'none',
    own: () => true,
  };
}
