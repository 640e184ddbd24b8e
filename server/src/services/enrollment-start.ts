import { calendarDateIn, enrollmentStartErrors } from '@tp/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { courses, enrollments } from '../db/schema/index.ts';
import { Invalid } from '../http/errors.ts';

/**
 * 422 unless the enrollment, as written, starts within its course's dates (domain's
 * enrollmentStartErrors). Its start is an instant at the beginning of the day the form chose in
 * the user's zone, so that zone says which calendar day it is.
 */
export async function assertStartWithinCourse(
  tx: Db,
  enrollmentId: number,
  timeZone: string | null,
): Promise<void> {
  const [row] = await tx
    .select({
      startsAt: enrollments.startsAt,
      courseStartsAt: courses.startsAt,
      courseEndsAt: courses.endsAt,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.id, enrollmentId));
  if (!row?.startsAt) return;
  const errors = enrollmentStartErrors(calendarDateIn(row.startsAt, timeZone ?? 'UTC'), {
    startsAt: row.courseStartsAt,
    endsAt: row.courseEndsAt,
  });
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
}
