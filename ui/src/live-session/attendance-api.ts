import type { HttpClient } from '@tp/data-provider';
import type {
  AllotmentsRead,
  AllotmentsSave,
  AllotmentView,
  Assignment,
  Attendance,
  AttendanceSubmit,
  Session,
  Student,
  Tutor,
} from '@tp/domain';

/**
 * The session as the attendance panel reads it: its students, its tutors, and the live fields
 * the server computes on every session (spec §3: attendanceOpen, requiresAttendanceNote, ...).
 */
export type AttendanceSession = Session & {
  assignments?: (Assignment & { employee?: Tutor | null })[];
  attendances?: (Attendance & {
    student?: Student | null;
    unredeemedBadgesCount?: number;
  })[];
};

export type AttendanceRecord = NonNullable<AttendanceSession['attendances']>[number];
export type AssignmentRecord = NonNullable<AttendanceSession['assignments']>[number];

/** What the panel includes (spec §7 GET /sessions/{id}): students and tutors. */
export const ATTENDANCE_SESSION_INCLUDE = 'attendances.student,assignments.employee';

/** GET /api/v2/sessions/{id} with its attendances and assignments. */
export async function loadAttendanceSession(
  httpClient: HttpClient,
  sessionId: number,
  signal?: AbortSignal,
): Promise<AttendanceSession> {
  const { json } = await httpClient<{ session: AttendanceSession }>(
    `/api/v2/sessions/${sessionId}`,
    { query: { include: ATTENDANCE_SESSION_INCLUDE }, signal },
  );
  return json.session;
}

/** POST /api/v2/sessions/{id}/submit_attendance: the whole session in one transaction. */
export async function submitAttendance(
  httpClient: HttpClient,
  sessionId: number,
  body: AttendanceSubmit,
): Promise<void> {
  await httpClient(`/api/v2/sessions/${sessionId}/submit_attendance`, { method: 'POST', body });
}

/** GET /api/v2/sessions/{id}/allotments: saved allotments, subjects, total and skip rule. */
export async function loadAllotments(
  httpClient: HttpClient,
  sessionId: number,
  signal?: AbortSignal,
): Promise<AllotmentsRead> {
  const { json } = await httpClient<AllotmentsRead>(`/api/v2/sessions/${sessionId}/allotments`, {
    signal,
  });
  return json;
}

/** PUT /api/v2/sessions/{id}/allotments: upserts by subject; minutes 0 removes one. */
export async function saveAllotments(
  httpClient: HttpClient,
  sessionId: number,
  body: AllotmentsSave,
): Promise<{ allotments: AllotmentView[]; skipped: boolean }> {
  const { json } = await httpClient<{ allotments: AllotmentView[]; skipped: boolean }>(
    `/api/v2/sessions/${sessionId}/allotments`,
    { method: 'PUT', body },
  );
  return json;
}

/** A student's name as the tables show it. */
export function studentName(attendance: AttendanceRecord): string {
  return attendance.student?.fullName ?? `Student #${attendance.studentId}`;
}

/** A tutor's name as the tutor table shows it. */
export function tutorName(assignment: AssignmentRecord): string {
  const employee = assignment.employee;
  if (!employee) return `Tutor #${assignment.employeeId}`;
  return employee.lastName
    ? `${employee.firstName} ${employee.lastName}`
    : `${employee.firstName} ${employee.lastInitial}.`;
}
