import { anySignedIn, type AccessRule } from '../../permissions/rules.ts';
import { hasAnyRole, isStaff } from '../../roles.ts';

/** Who hosts courses: staff and tutors (a course's host is an employee). */
export function mayHostCourses<R>(): AccessRule<R> {
  return {
    reach: (actor) => (isStaff(actor.roles) || hasAnyRole(actor.roles, ['tutor']) ? 'all' : 'none'),
  };
}

/** Who may run the three course lists (COURSE_LIST_ACTIONS). */
export const COURSE_LIST_ACTIONS_RULES = {
  membership: anySignedIn(),
  homeworkHelp: anySignedIn(),
  hosted: mayHostCourses(),
};
