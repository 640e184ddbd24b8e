import type { HttpClient } from '@tp/data-provider';
import type { Attendance, Brand, Course, Session, Student, Subject, Tutor } from '@tp/domain';

/** The session as the modal reads it: its course with brand and subject, tutor and students. */
export type DetailedSession = Session & {
  course?: (Course & { brand?: Brand | null; subject?: Subject | null }) | null;
  supervisor?: Tutor | null;
  attendances?: (Attendance & { student?: Student | null })[];
  /** When the parent update was sent (spec §3); not served by the API yet. */
  parentUpdateSentAt?: string | null;
};

/** What the modal includes (spec §7 GET /sessions/{id}, within what the API serves). */
export const SESSION_DETAIL_INCLUDE = 'course.brand,course.subject,supervisor,attendances.student';

/** GET /api/v2/sessions/{id} with the course (brand, subject), supervisor and students. */
export async function loadSessionDetail(
  httpClient: HttpClient,
  sessionId: number,
  signal?: AbortSignal,
): Promise<DetailedSession> {
  const { json } = await httpClient<{ session: DetailedSession }>(`/api/v2/sessions/${sessionId}`, {
    query: { include: SESSION_DETAIL_INCLUDE },
    signal,
  });
  return json.session;
}

/** PUT /api/v2/sessions/{id}/cancel: the session stays on record, its time is given back. */
export async function cancelSession(httpClient: HttpClient, sessionId: number): Promise<void> {
  await httpClient(`/api/v2/sessions/${sessionId}/cancel`, { method: 'PUT' });
}

/** The students' names, in the order the API lists the attendances. */
export function attendeeNames(session: DetailedSession): string[] {
  return (session.attendances ?? []).map(
    (attendance) => attendance.student?.fullName ?? `Student #${attendance.studentId}`,
  );
}

export function tutorName(session: DetailedSession): string | null {
  const tutor = session.supervisor;
  if (!tutor) return null;
  return tutor.lastName
    ? `${tutor.firstName} ${tutor.lastName}`
    : `${tutor.firstName} ${tutor.lastInitial}.`;
}
