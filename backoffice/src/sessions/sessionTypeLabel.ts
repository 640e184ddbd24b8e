import type { SessionType } from '@tp/domain';

const SESSION_TYPE_LABELS: Record<SessionType, string> = {
  Tutoring: 'Tutoring',
  'Session::ManuallyAttendable': 'Event',
  'Session::TutoringSplit': 'Split tutoring',
  Course: 'Course',
};

/** The stored type name as staff read it ("Session::ManuallyAttendable" -> "Event"). */
export function sessionTypeLabel(type: SessionType): string {
  return SESSION_TYPE_LABELS[type] ?? type;
}
