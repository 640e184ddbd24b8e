import type { ResourceName } from './resources.ts';
import { SCHEDULING_STAFF_ROLES, hasAnyRole, hasRole, isStaff } from './roles.ts';

export type Action = 'read' | 'create' | 'update' | 'delete';

/**
 * How much of a resource a user may touch:
 * - `all`: every record;
 * - `own`: only records tied to the user (a tutor's own sessions and availabilities, a
 *   student's own sessions, a parent's children's). The server turns `own` into a query
 *   condition per resource;
 * - `none`: nothing (the server answers 403 for the collection, 404 for a record).
 */
export type AccessScope = 'all' | 'own' | 'none';

type Rule = (roles: readonly string[]) => AccessScope;

const staffOrOwn: Rule = (roles) =>
  isStaff(roles) ? 'all' : hasAnyRole(roles, ['tutor', 'student', 'parent']) ? 'own' : 'none';
const schedulingStaffOrOwnTutor: Rule = (roles) =>
  hasAnyRole(roles, SCHEDULING_STAFF_ROLES) ? 'all' : hasRole(roles, 'tutor') ? 'own' : 'none';
const staffOrOwnTutor: Rule = (roles) =>
  isStaff(roles) ? 'all' : hasRole(roles, 'tutor') ? 'own' : 'none';
const schedulingStaff: Rule = (roles) =>
  hasAnyRole(roles, SCHEDULING_STAFF_ROLES) ? 'all' : 'none';
const adminOnly: Rule = (roles) => (hasRole(roles, 'admin') ? 'all' : 'none');
const anySignedIn: Rule = (roles) => (roles.length > 0 ? 'all' : 'none');
const staffOnly: Rule = (roles) => (isStaff(roles) ? 'all' : 'none');
const none: Rule = () => 'none';

const READ: Record<ResourceName, Rule> = {
  courses: staffOrOwn,
  sessions: staffOrOwn,
  availabilities: staffOrOwn,
  tutors: staffOrOwnTutor,
  students: staffOrOwn,
  parents: staffOrOwn,
  employees: staffOnly,
  brands: anySignedIn,
  departments: anySignedIn,
  subjects: anySignedIn,
  assignments: staffOrOwn,
  attendances: staffOrOwn,
  enrollments: staffOrOwn,
  notices: (roles) => (roles.length > 0 ? 'own' : 'none'),
  users: staffOnly,
};

const WRITE: Record<ResourceName, Rule> = {
  courses: schedulingStaff,
  sessions: schedulingStaffOrOwnTutor,
  availabilities: schedulingStaffOrOwnTutor,
  tutors: adminOnly,
  students: schedulingStaff,
  parents: schedulingStaff,
  employees: adminOnly,
  brands: adminOnly,
  departments: adminOnly,
  subjects: adminOnly,
  assignments: schedulingStaff,
  attendances: schedulingStaffOrOwnTutor,
  enrollments: schedulingStaff,
  notices: none,
  users: adminOnly,
};

/** The one permission rule used by the server's middleware and the apps' menus. */
export function accessScope(
  roles: readonly string[],
  action: Action,
  resource: ResourceName,
): AccessScope {
  const rule = action === 'read' ? READ[resource] : WRITE[resource];
  return rule(roles);
}

export function can(roles: readonly string[], action: Action, resource: ResourceName): boolean {
  return accessScope(roles, action, resource) !== 'none';
}
