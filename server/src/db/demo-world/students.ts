import type {
  AttendanceRow,
  CourseRow,
  EnrollmentRow,
  SessionRow,
  StudentRow,
  TutoringHistoryRow,
} from './types.ts';
import { utcDayOffset } from './time.ts';

/** Students the generated families do not have: what the students screens must show. */
export interface StudentExtras {
  /** The students, the extra ones appended (ids after the generated ones). */
  students: StudentRow[];
}

/**
 * The students list's variety beyond the generated families (fixed, whatever the seed):
 * - a TK (-1) and a K (0) younger sibling in the first two one-child families, so the grade
 *   labels show;
 * - one child entered twice (a duplicate without a login, created later), for the merge;
 * - three students made inactive (the last generated ones), for the active filter.
 * The demo family (the first two students) is left as it is.
 */
export function withStudentExtras(now: Date, generated: readonly StudentRow[]): StudentRow[] {
  const students: StudentRow[] = generated.map((student) => ({
    ...student,
    note: student.note ?? null,
  }));
  const childrenOf = new Map<number, StudentRow[]>();
  for (const student of students.slice(2)) {
    if (student.parentId == null) continue;
    childrenOf.set(student.parentId, [...(childrenOf.get(student.parentId) ?? []), student]);
  }
  const onlyChildren = [...childrenOf.values()].filter((c) => c.length === 1).map((c) => c[0]!);
  const add = (fields: Omit<StudentRow, 'id'>) => {
    const row: StudentRow = { ...fields, id: students.length + 1 };
    students.push(row);
    return row;
  };
  const youngSibling = (sibling: StudentRow | undefined, firstName: string, grade: number) => {
    if (!sibling) return;
    add({
      userId: null,
      parentId: sibling.parentId,
      firstName,
      lastName: sibling.lastName,
      grade,
      timeZone: sibling.timeZone,
      points: 0,
      active: true,
      note: null,
      createdAt: sibling.createdAt,
      lockVersion: 0,
    });
  };
  youngSibling(onlyChildren[0], 'Mila', -1);
  youngSibling(onlyChildren[1], 'Theo', 0);

  const original = onlyChildren[2];
  if (original)
    add({
      userId: null,
      parentId: original.parentId,
      firstName: original.firstName,
      lastName: original.lastName,
      grade: original.grade,
      timeZone: original.timeZone,
      points: 0,
      active: true,
      note: 'Entered again by the parent at sign-up; probably the same child.',
      createdAt: utcDayOffset(now, -3),
      lockVersion: 0,
    });

  for (const student of generated.slice(-3)) {
    const row = students.find((s) => s.id === student.id)!;
    row.active = false;
  }
  return students;
}

/**
 * Tutoring histories (spec §3 Others): one per tutor and student, for each student a tutor
 * supervised a session of; the enrollment is the student's in the course of the first such
 * session. A history is inactive when its student is.
 *
 * Then, for students with no session at all in the generated weeks (their course ended in an
 * earlier term), one with the host of their latest ended course: the histories an
 * instruction manager removes (removal is refused while the student has a future session,
 * which every student in the current courses has) and reassigns.
 */
export function generateTutoringHistories(
  now: Date,
  students: readonly StudentRow[],
  courses: readonly CourseRow[],
  enrollments: readonly EnrollmentRow[],
  sessions: readonly SessionRow[],
  attendances: readonly AttendanceRow[],
): TutoringHistoryRow[] {
  const sessionById = new Map(sessions.map((s) => [s.id, s]));
  const activeById = new Map(students.map((s) => [s.id, s.active !== false]));
  const histories: TutoringHistoryRow[] = [];
  const seen = new Set<string>();
  const ordered = [...attendances].sort((a, b) => a.id - b.id);
  for (const attendance of ordered) {
    const session = sessionById.get(attendance.sessionId);
    const tutorId = session?.supervisorId;
    if (!session || tutorId == null) continue;
    const key = `${tutorId}:${attendance.studentId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const enrollment = enrollments.find(
      (e) => e.courseId === session.courseId && e.studentId === attendance.studentId,
    );
    const createdAt = enrollment?.createdAt ?? utcDayOffset(now, -30);
    histories.push({
      id: histories.length + 1,
      tutorId,
      studentId: attendance.studentId,
      enrollmentId: enrollment?.id ?? null,
      active: activeById.get(attendance.studentId) ?? true,
      notes: null,
      createdAt,
      updatedAt: createdAt,
      lockVersion: 0,
    });
  }

  const withSessions = new Set(attendances.map((a) => a.studentId));
  const courseById = new Map(courses.map((c) => [c.id, c]));
  const latestEnded = new Map<
    number,
    { enrollment: EnrollmentRow; endsAt: string; tutorId: number }
  >();
  for (const enrollment of enrollments) {
    const course = courseById.get(enrollment.courseId);
    const endsAt = course?.endsAt;
    const tutorId = course?.hostId;
    if (
      course?.status !== 'published' ||
      endsAt == null ||
      tutorId == null ||
      withSessions.has(enrollment.studentId)
    )
      continue;
    const latest = latestEnded.get(enrollment.studentId);
    if (!latest || latest.endsAt < endsAt)
      latestEnded.set(enrollment.studentId, { enrollment, endsAt, tutorId });
  }
  for (const [studentId, { enrollment, tutorId }] of [...latestEnded].sort((a, b) => a[0] - b[0])) {
    histories.push({
      id: histories.length + 1,
      tutorId,
      studentId,
      enrollmentId: enrollment.id,
      active: activeById.get(studentId) ?? true,
      notes: null,
      createdAt: enrollment.createdAt,
      updatedAt: enrollment.createdAt,
      lockVersion: 0,
    });
  }
  return histories;
}
