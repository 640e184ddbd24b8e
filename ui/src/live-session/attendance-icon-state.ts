/** The four states of the attendance icon (spec scheduling §4). */
export type AttendanceIconState = 'scheduled' | 'pending' | 'attended' | 'unattended';

export const ATTENDANCE_ICON_TEXT: Record<AttendanceIconState, string> = {
  scheduled: 'Session scheduled for a future date',
  attended: 'Student has been marked as attended by the tutor',
  unattended: 'Student has been marked as unattended by the tutor',
  pending: 'Attendance for the session has not yet been taken',
};

/**
 * A session that has not started is scheduled; once started, attendance is pending until it
 * is taken, then the student's row says attended or not. Without a student (the session as a
 * whole), taken attendance reads as attended. This is display-only (the server has no use for
 * it), so it lives beside the icon rather than in domain.
 */
export function attendanceIconState(
  session: { startsAt: string; attendanceTakenAt: string | null },
  attended: boolean | null | undefined,
  now: Date,
): AttendanceIconState {
  if (session.attendanceTakenAt === null) {
    return now.getTime() < new Date(session.startsAt).getTime() ? 'scheduled' : 'pending';
  }
  return attended === false || attended === null ? 'unattended' : 'attended';
}
