import type { AttendanceSession } from './attendance-api.ts';

/** What the panel needs to know about a session to offer and check its attendance. */
export interface AttendanceContext {
  /** Attendance may be taken now (from 30 minutes before the start, not closed). */
  isOpen: boolean;
  /** The Tutoring brand: notes are required until attendance is taken. */
  requiresAttendanceNote: boolean;
  /** +10 / +50 and the gems (brands with points). */
  includePoints: boolean;
  attendanceTaken: boolean;
  /** The viewer may take or edit the attendance (the server checks it again). */
  canEdit: boolean;
}

/** The session's live fields as the panel reads them (computed by the server's domain rules). */
export function attendanceContext(session: AttendanceSession): AttendanceContext {
  return {
    isOpen: session.attendanceOpen,
    requiresAttendanceNote: session.requiresAttendanceNote,
    includePoints: session.includePoints,
    attendanceTaken: session.attendanceTakenAt !== null,
    canEdit: session.canEdit,
  };
}
