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
  notAccepting: 'Cannot Add - Not accepting students',
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
