import type { Actor } from './permissions/actor.ts';
import { hasRole } from './roles.ts';

/** Spec staff-and-crm §8 success messages of the student removal modal. */
export const STUDENT_REMOVED_MESSAGE = 'Student has been removed.';
export const STUDENT_REASSIGNED_MESSAGE = 'Student has been reassigned.';
/** Spec §5: "Reassign after removal: a tutor is required, else 'Please select a tutor to reassign.'" */
export const REASSIGN_TUTOR_REQUIRED_MESSAGE = 'Please select a tutor to reassign.';

/**
 * Spec §4 Student: removing a student from tutoring history "is blocked if the student has a
 * next session, and a student cannot be removed while future sessions exist". The spec gives
 * no sentence for the refusal; this is ours.
 */
export const STUDENT_REMOVAL_REFUSED_MESSAGE =
  'A student cannot be removed while they have a next session or future sessions.';

/**
 * Why the student cannot be removed from a tutor's history, or null when they can: a session
 * they attend that starts after `now` is their next session, and blocks the removal.
 */
export function studentRemovalRefusal(nextSessionStartsAt: Date | null, now: Date): string | null {
  if (nextSessionStartsAt !== null && nextSessionStartsAt.getTime() > now.getTime())
    return STUDENT_REMOVAL_REFUSED_MESSAGE;
  return null;
}

/**
 * Spec §4/§6: after a removal "if the user may reassign (instruction_manager only), the modal
 * moves from the confirm step to the reassign step. Otherwise it closes."
 */
export function canReassignAfterRemoval(actor: Pick<Actor, 'roles'>): boolean {
  return hasRole(actor.roles, 'instruction_manager');
}
