import { SCHEDULING_STAFF_ROLES, hasAnyRole, type AuthUser } from '@tp/domain';

/** The booking screen's route, under the back-office's base path. */
export const BOOK_TUTORING_ROUTE = '/tutorings/create';

/** `/admin/tutorings/create`, with the student when one is known. */
export function bookTutoringPath(basename: string, studentId?: number | null): string {
  const path = `${basename}${BOOK_TUTORING_ROUTE}`;
  return studentId ? `${path}?studentId=${studentId}` : path;
}

/**
 * Who is offered the booking screen: the scheduling staff the server lets book for any
 * student (the server checks again on every booking).
 */
export const canBookTutoring = (user: AuthUser | null) =>
  user !== null && hasAnyRole(user.roles, SCHEDULING_STAFF_ROLES);
