import { brandRequiresAttendanceNote, isAttendanceOpen } from '@tp/domain';
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

/**
 * Reads the session's live fields (SessionLiveFields, computed by the server's rules). Thin
 * adapter: while the server does not answer a field yet (the live-server branch adds them),
 * the same domain rule is applied to the brand and times the session carries, so nothing is
 * decided twice; drop the fallbacks once every session record carries the fields.
 */
export function attendanceContext(session: AttendanceSession, now: Date): AttendanceContext {
  const brand = session.course?.brand ?? null;
  return {
    isOpen:
      session.attendanceOpen ??
      isAttendanceOpen(
        {
          startsAt: new Date(session.startsAt),
          suppressAttendance: session.suppressAttendance,
          canceledAt: session.canceledAt ? new Date(session.canceledAt) : null,
        },
        now,
      ),
    requiresAttendanceNote:
      session.requiresAttendanceNote ??
      (brand !== null &&
        brandRequiresAttendanceNote({
          name: brand.name,
          departmentName: brand.department?.name ?? null,
        })),
    includePoints: session.includePoints ?? brand?.includePoints ?? false,
    attendanceTaken: session.attendanceTakenAt !== null,
    // Without the field the controls show and the server answers 403 to those who may not.
    canEdit: session.canEdit ?? true,
  };
}
