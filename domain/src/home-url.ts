import { hasRole, isStaff } from './roles.ts';

/** The app each role lands on after sign-in. */
export const HOME_URLS = {
  admin: '/admin',
  tutor: '/tutor/dashboard',
  student: '/student/planner',
  parent: '/parent/planner',
} as const;

/** A session's page in the tutor app (spec §2 tutor.session), as links from outside it name it. */
export function tutorSessionPath(sessionId: number): string {
  return `/tutor/sessions/${sessionId}`;
}

/**
 * Where a user with these roles lands. Admins go to the back-office; tutors (faculty leaders
 * included) to their dashboard; other staff to the back-office; then students, then parents.
 */
export function homeUrlFor(roles: readonly string[]): string {
  if (hasRole(roles, 'admin')) return HOME_URLS.admin;
  if (hasRole(roles, 'tutor')) return HOME_URLS.tutor;
  if (isStaff(roles)) return HOME_URLS.admin;
  if (hasRole(roles, 'student')) return HOME_URLS.student;
  if (hasRole(roles, 'parent')) return HOME_URLS.parent;
  return '/';
}
