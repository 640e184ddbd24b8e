import { enrollmentStartErrors, type CalendarDate } from '@tp/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { courses, enrollments } from '../db/schema/index.ts';
import { Invalid } from '../http/errors.ts';

/** A course's calendar dates, as the start rule reads them. */
interface CourseDates {
  startsAt: CalendarDate | null;
  endsAt: CalendarDate | null;
}

/**
 * 422 on startsAt unless the start lies within the course's dates (domain's
 * enrollmentStartErrors). Both are calendar dates, so the answer is the same whoever asks and
 * wherever they are; no start is no constraint.
 */
export function assertStartWithin(
  start: CalendarDate | null | undefined,
  course: CourseDates,
): void {
  if (!start) return;
  const errors = enrollmentStartErrors(start, course);
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
}

/** 422 unless the enrollment, as written, starts within its course's dates. */
export async function assertStartWithinCourse(tx: Db, enrollmentId: number): Promise<void> {
  const [row] = await tx
    .select({
      startsAt: enrollments.startsAt,
      courseStartsAt: courses.startsAt,
      courseEndsAt: courses.endsAt,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.id, enrollmentId));
  if (row)
    assertStartWithin(row.startsAt, { startsAt: row.courseStartsAt, endsAt: row.courseEndsAt });
}
