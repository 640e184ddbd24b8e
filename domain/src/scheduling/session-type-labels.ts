import type { SessionType } from '../resources/sessions.ts';

/** What people call each stored session class; the stored names are the old app's class names. */
const SESSION_TYPE_LABELS: Record<SessionType, string> = {
  Tutoring: 'Tutoring',
  'Session::ManuallyAttendable': 'Event',
  'Session::TutoringSplit': 'Split tutoring',
  Course: 'Course',
};

/**
 * A session's or session type's class as people read it ("Session::TutoringSplit" -> "Split
 * tutoring"), in every app; a class this build does not know is shown without its prefix.
 */
export function sessionTypeLabel(type: string): string {
  return (
    (SESSION_TYPE_LABELS as Record<string, string | undefined>)[type] ??
    type.replace(/^Session::/, '').replace(/([a-z])([A-Z])/g, '$1 $2')
  );
}
