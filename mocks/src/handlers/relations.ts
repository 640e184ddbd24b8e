import type { AuthUser } from '@tp/domain';
import type { DemoWorld } from './world.ts';

/**
 * The joins behind the `own` scopes and the relational filters, as the server's scopes.ts
 * writes them in SQL: sets of ids computed from the world's rows.
 */

/** Sessions some tutors (employee ids) supervise or are assigned to. */
export function tutorSessionIds(world: DemoWorld, employeeIds: readonly number[]): Set<number> {
  const wanted = new Set(employeeIds);
  const ids = new Set<number>();
  for (const s of world.sessions)
    if (s.supervisorId !== null && wanted.has(s.supervisorId)) ids.add(s.id);
  for (const a of world.assignments) if (wanted.has(a.employeeId)) ids.add(a.sessionId);
  return ids;
}

/** The students a student or parent user acts for: themselves, or a parent's children. */
export function ownStudentIds(
  world: DemoWorld,
  user: AuthUser,
  as: 'student' | 'parent',
): Set<number> | null {
  if (as === 'student') return user.studentId === null ? null : new Set([user.studentId]);
  if (user.parentId === null) return null;
  return new Set(world.students.filter((s) => s.parentId === user.parentId).map((s) => s.id));
}

export function attendedSessionIds(world: DemoWorld, studentIds: Set<number>): Set<number> {
  return new Set(
    world.attendances.filter((a) => studentIds.has(a.studentId)).map((a) => a.sessionId),
  );
}

export function enrolledCourseIds(world: DemoWorld, studentIds: Set<number>): Set<number> {
  return new Set(
    world.enrollments.filter((e) => studentIds.has(e.studentId)).map((e) => e.courseId),
  );
}

export function coursesOfSessions(world: DemoWorld, sessionIds: Set<number>): Set<number> {
  return new Set(world.sessions.filter((s) => sessionIds.has(s.id)).map((s) => s.courseId));
}

export function studentsOfSessions(world: DemoWorld, sessionIds: Set<number>): Set<number> {
  return new Set(
    world.attendances.filter((a) => sessionIds.has(a.sessionId)).map((a) => a.studentId),
  );
}
