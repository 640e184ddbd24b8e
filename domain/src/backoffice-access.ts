import { hasRole, isStaff } from './roles.ts';

/**
 * Who works in the back-office (/admin): staff, and faculty leaders. A faculty leader is a
 * tutor whom the spec lets act as other tutors ("Admins and faculty leaders may spoof a
 * tutor", sign-in §5; the admin app's tutor list shows Spoof to them, staff §2): the
 * back-office is where they find the tutors to spoof and the low ratings to follow up.
 */
export function canUseBackoffice(roles: readonly string[]): boolean {
  return isStaff(roles) || isFacultyLeader(roles);
}

export function isFacultyLeader(roles: readonly string[]): boolean {
  return hasRole(roles, 'faculty_leader');
}

/**
 * Who reads every tutor in full and every tutor's reviews: staff, and faculty leaders, who
 * look after the other tutors (they need a tutor's account and roles to spoof them, and
 * their ratings to follow up).
 */
export function overseesTutors(roles: readonly string[]): boolean {
  return canUseBackoffice(roles);
}
