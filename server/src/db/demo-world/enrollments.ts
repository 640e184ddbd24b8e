import {
  CANCELLATION_REASONS,
  courseEndInstant,
  courseStartInstant,
  type CancellationReason,
} from '@tp/domain';
import type { PlannedCourse } from './courses.ts';
import { streamFor } from './prng.ts';
import { addDays } from './time.ts';
import type { AttendanceRow, CourseRow, EnrollmentRow, SessionRow } from './types.ts';

/** The reasons without "Other", which needs a note the world writes separately. */
const PLAIN_REASONS = CANCELLATION_REASONS.filter((reason) => reason !== 'Other');

/**
 * What a running business's enrollments look like beyond "active" (spec staff-and-crm §3, §4):
 * - private tutoring: the tutor chosen, a limited number of attendances, one maxed out;
 * - past terms: some students canceled with a reason (one with "Other" and a note), one moved
 *   to a current course by a transfer;
 * - current group courses: a few cancels scheduled for the course's end (the students still
 *   attend until then, so the schedule stays true).
 * Pure and seeded, like the rest of the world; the rows keep their ids.
 */
export function withEnrollmentHistory(
  now: Date,
  seed: number,
  enrollments: readonly EnrollmentRow[],
  courses: readonly CourseRow[],
  planned: readonly PlannedCourse[],
  sessions: readonly SessionRow[],
  attendances: readonly AttendanceRow[],
): EnrollmentRow[] {
  const rng = streamFor(seed, 'enrollments');
  const rows = enrollments.map((row) => ({ ...row }));
  const plannedById = new Map(planned.map((p) => [p.course.id, p]));
  const courseById = new Map(courses.map((c) => [c.id, c]));
  const courseOfSession = new Map(sessions.map((s) => [s.id, s.courseId]));
  const attendedCount = (row: EnrollmentRow) =>
    attendances.filter(
      (a) =>
        a.studentId === row.studentId &&
        courseOfSession.get(a.sessionId) === row.courseId &&
        a.attended !== false,
    ).length;

  // Private tutoring: the tutor of the course, a limit of attendances; the first one maxed out.
  let maxedOut = false;
  for (const row of rows) {
    const plan = plannedById.get(row.courseId);
    if (!plan || plan.plan.sessionType !== 'Tutoring') continue;
    row.tutorId = plan.tutorId;
    row.type = 'LimitedEnrollment';
    const used = attendedCount(row);
    row.limitedAttendancesCount = !maxedOut && used > 0 ? used : Math.max(used + 4, 8);
    if (row.limitedAttendancesCount === used) maxedOut = true;
  }

  // Past terms (courses without a plan and ended): about one in six canceled with a reason.
  const past = rows.filter((row) => {
    const course = courseById.get(row.courseId);
    const endsAt = courseEndInstant(course?.endsAt);
    return !plannedById.has(row.courseId) && endsAt !== null && endsAt < now;
  });
  let reasonIndex = 0;
  for (const row of past) {
    if (!rng.chance(1 / 6)) continue;
    const course = courseById.get(row.courseId)!;
    const reason: CancellationReason =
      reasonIndex === 3 ? 'Other' : PLAIN_REASONS[reasonIndex % PLAIN_REASONS.length]!;
    reasonIndex += 1;
    row.status = 'canceled';
    row.cancelReason = reason;
    row.cancelNote = reason === 'Other' ? 'Family is moving abroad for a year.' : null;
    row.unenrolledAt = addDays(
      courseStartInstant(course.startsAt) ?? row.createdAt!,
      rng.int(7, 40),
    );
  }

  // One past-term student moved to a current course they are enrolled in.
  const current = new Set(rows.filter((r) => plannedById.has(r.courseId)).map((r) => r.courseId));
  const movable = past.find(
    (row) =>
      row.status === 'active' &&
      rows.some(
        (other) =>
          other.studentId === row.studentId &&
          current.has(other.courseId) &&
          other.status === 'active',
      ),
  );
  if (movable) {
    const target = rows.find(
      (other) =>
        other.studentId === movable.studentId &&
        current.has(other.courseId) &&
        other.status === 'active',
    )!;
    movable.status = 'canceled';
    movable.transferredToId = target.id;
    movable.unenrolledAt = addDays(
      courseStartInstant(courseById.get(movable.courseId)!.startsAt) ?? now,
      14,
    );
  }

  // Current group courses: a cancel scheduled for the course's end, every tenth enrollment.
  let count = 0;
  for (const row of rows) {
    const plan = plannedById.get(row.courseId);
    if (!plan || plan.plan.sessionType === 'Tutoring' || row.status !== 'active') continue;
    const course = courseById.get(row.courseId)!;
    const endsAt = courseEndInstant(course.endsAt);
    if (!endsAt || endsAt <= now || course.status !== 'published') continue;
    count += 1;
    if (count % 10 !== 0) continue;
    row.status = 'canceled';
    row.cancelReason = PLAIN_REASONS[count % PLAIN_REASONS.length]!;
    row.unenrolledAt = endsAt;
  }
  return rows;
}
