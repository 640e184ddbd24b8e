import type { Actor } from './permissions/actor.ts';
import { hasAnyRole, hasRole, SCHEDULING_STAFF_ROLES } from './roles.ts';

/**
 * The staff side of course assignments (spec scheduling §5 "Assignment", §6, §8; staff-and-crm
 * §5, §6): which sessions of a course a user may select in the sessions editor, when the
 * buttons are enabled, and the messages.
 */
export const STAFFING_MESSAGES = {
  assigned: 'Saved your assignments',
  unassigned: 'Removed your assignments',
  sessionsDeleted: 'Removed all sessions.',
  substituted: 'Saved your substitute',
  selectTutor: 'Please select a tutor to assign.',
  noAppropriateSessions: 'There are no appropriate sessions to assign',
  noUnassignedSessions: 'No unassigned sessions found.',
  noSubstitutes: 'No substitutes could be found',
  notQualified: 'This tutor is not qualified.',
  notQualifiedToAssign: 'Tutor is not qualified to assign.',
  notAccepting: 'Cannot Add - Not accepting students',
  /** Partial failures of unassign and delete (scheduling §8), shown as errors. */
  notAllUnassigned: 'Not all your assignments were removed',
  notAllSessionsRemoved: 'Not all sessions were removed.',
  notAllSaved: 'Not all your changes were saved.',
  /** An employee who is not a tutor staffs only brands with employee staffing (§6). */
  noEmployeeStaffing: 'This brand is not staffed by employees.',
  /** Why a session keeps its tutors or stays: its attendance has been taken. */
  attendanceTaken: 'Attendance has been taken: the session can no longer change tutor.',
  confirmDelete: 'Are you sure you want to delete the checked session(s)?',
  confirmUnassign: 'Are you sure you want to remove tutor(s) from session(s)?',
  noRemovableAssignments: 'The tutor has no removable assignments on the selected sessions.',
} as const;

export interface StaffableSession {
  type: string;
  supervisorId: number | null;
}

/**
 * Spec §6: "Admin can select any session in a course ... A tutor can select only Tutoring
 * sessions they supervise." Scheduling staff count as admins here.
 */
export function canSelectSession(actor: Actor, session: StaffableSession): boolean {
  if (hasAnyRole(actor.roles, SCHEDULING_STAFF_ROLES)) return true;
  return (
    hasRole(actor.roles, 'tutor') &&
    session.type === 'Tutoring' &&
    actor.employeeId !== null &&
    session.supervisorId === actor.employeeId
  );
}

/** Spec §5: "Unassign is disabled while processing, with no tutor selected, or with no removable assignments." */
export function isUnassignDisabled(state: {
  isProcessing: boolean;
  tutorId: number | null;
  removableCount: number;
}): boolean {
  return state.isProcessing || state.tutorId === null || state.removableCount === 0;
}

/**
 * Spec scheduling §5: "Save disabled when processing, when more than one session is selected
 * and the tutor matches none, or when the tutor is not qualified."
 */
export function isAssignDisabled(state: {
  isProcessing: boolean;
  selectedCount: number;
  matchCount: number;
  isQualified: boolean;
}): boolean {
  return (
    state.isProcessing ||
    state.selectedCount === 0 ||
    (state.selectedCount > 1 && state.matchCount === 0) ||
    !state.isQualified
  );
}

/** Spec §5: "Substitute assign is disabled if there are no matches or the tutor is not qualified." */
export function isSubstituteDisabled(state: { matchCount: number; isQualified: boolean }): boolean {
  return state.matchCount === 0 || !state.isQualified;
}

/**
 * Spec staff-and-crm §5: "Tutor-to-brand qualification via an enrollments lookup returns
 * 'unqualified' when none." The lookup's answer.
 */
export const QUALIFICATIONS = ['qualified', 'unqualified'] as const;
export type Qualification = (typeof QUALIFICATIONS)[number];

/** Who is being staffed: a tutor (with the departments they work in) or another employee. */
export interface StaffMember {
  isTutor: boolean;
  departmentIds: readonly number[];
}

/** What a brand asks of its staff: its department, and whether employees may staff it. */
export interface StaffedBrand {
  departmentId: number | null;
  employeeStaffing: boolean;
}

/**
 * A tutor is qualified for a brand when they work in its department (a brand with no
 * department takes any tutor). An employee who is not a tutor is qualified only for brands
 * with employee staffing (§6: the Employees tab "appears only when brand.employeeStaffing").
 */
export function brandQualification(staff: StaffMember, brand: StaffedBrand): Qualification {
  if (!staff.isTutor) return brand.employeeStaffing ? 'qualified' : 'unqualified';
  if (brand.departmentId === null) return 'qualified';
  return staff.departmentIds.includes(brand.departmentId) ? 'qualified' : 'unqualified';
}

/**
 * Why someone cannot be put on a course's sessions (assign or substitute), or null when they
 * can: not qualified for the brand ("This tutor is not qualified."), then a tutor not taking
 * new students who is not on the course already ("Cannot Add - Not accepting students").
 */
export function staffingRefusal(facts: {
  qualification: Qualification;
  acceptNewStudents: boolean | null;
  alreadyOnCourse: boolean;
}): string | null {
  if (facts.qualification === 'unqualified') return STAFFING_MESSAGES.notQualified;
  if (facts.acceptNewStudents === false && !facts.alreadyOnCourse)
    return STAFFING_MESSAGES.notAccepting;
  return null;
}

/**
 * The toast after an unassign or a delete (scheduling §8): the success message when every
 * selected session changed, else the partial-failure one, shown as an error.
 */
export function removalOutcome(
  action: 'unassign' | 'delete',
  counts: { changed: number; refused: number },
): { message: string; partial: boolean } {
  const partial = counts.refused > 0;
  if (action === 'unassign')
    return {
      message: partial ? STAFFING_MESSAGES.notAllUnassigned : STAFFING_MESSAGES.unassigned,
      partial,
    };
  return {
    message: partial ? STAFFING_MESSAGES.notAllSessionsRemoved : STAFFING_MESSAGES.sessionsDeleted,
    partial,
  };
}

/**
 * Whether a tutor shows in the staffing pickers (§6: only OPERATIONS sees "Include
 * Non-Accepting Work Tutors?"): tutors taking new students always; the others only with the
 * toggle on, or when already on the course (they may be added back).
 */
export function isListedForStaffing(
  tutor: { acceptNewStudents: boolean; id: number },
  options: { includeNonAccepting: boolean; onCourseIds: readonly number[] },
): boolean {
  return (
    tutor.acceptNewStudents || options.includeNonAccepting || options.onCourseIds.includes(tutor.id)
  );
}

/** §6: only OPERATIONS sees the toggle "Include Non-Accepting Work Tutors?". */
export const INCLUDE_NON_ACCEPTING_LABEL = 'Include Non-Accepting Work Tutors?';
export function canIncludeNonAccepting(actor: Pick<Actor, 'roles'>): boolean {
  return hasRole(actor.roles, 'operations');
}
