import type { HttpClient } from '@tp/data-provider';
import type {
  Assignment,
  Attendance,
  Brand,
  Course,
  Session,
  SessionLiveFields,
  Student,
  Tutor,
} from '@tp/domain';

/** The session as the page reads it: the record, its live fields and what it includes. */
export type LiveSession = Session &
  SessionLiveFields & {
    course?: (Course & { brand?: Brand | null }) | null;
    supervisor?: Tutor | null;
    assignments?: Assignment[];
    attendances?: (Attendance & { student?: Student | null })[];
  };

/**
 * Spec §2 {app}.session: attendances with students, the course with brand. The allotments are
 * the attendance panel's own call (GET /sessions/{id}/allotments), so the page does not embed
 * them.
 */
export const SESSION_PAGE_INCLUDE = 'assignments,attendances.student,supervisor,course.brand';

const sessionPath = (sessionId: number) => `/api/v2/sessions/${sessionId}`;

/** GET /api/v2/sessions/{id} with what the page shows. */
export async function loadLiveSession(
  httpClient: HttpClient,
  sessionId: number,
  signal?: AbortSignal,
): Promise<LiveSession> {
  const { json } = await httpClient<{ session: LiveSession }>(sessionPath(sessionId), {
    query: { include: SESSION_PAGE_INCLUDE },
    signal,
  });
  return json.session;
}

/** GET /api/v2/sessions/{id}/prepare: provisions the meeting once; the session with its link. */
export async function prepareSession(
  httpClient: HttpClient,
  sessionId: number,
  signal?: AbortSignal,
): Promise<Pick<LiveSession, 'zoomMeeting'>> {
  const { json } = await httpClient<{ session: LiveSession }>(`${sessionPath(sessionId)}/prepare`, {
    signal,
  });
  return json.session;
}

/** PUT /api/v2/sessions/{id} { suppressAttendance }: Close Session (true) or Re-open (false). */
export async function saveSuppressAttendance(
  httpClient: HttpClient,
  session: Pick<LiveSession, 'id' | 'lockVersion'>,
  suppressAttendance: boolean,
): Promise<void> {
  await httpClient(sessionPath(session.id), {
    method: 'PUT',
    body: { session: { suppressAttendance, lockVersion: session.lockVersion } },
  });
}

/** POST /api/v2/sessions/{id}/reset_subject: a dynamic-subject course's session forgets its subject. */
export async function resetSessionSubject(
  httpClient: HttpClient,
  sessionId: number,
): Promise<void> {
  await httpClient(`${sessionPath(sessionId)}/reset_subject`, { method: 'POST' });
}

/**
 * The browser opens these (spec §7): the server records joinedAt / launchedAt and redirects to
 * the meeting; a new tab keeps the session page open beside the video.
 */
export const connectUrl = (sessionId: number) => `${sessionPath(sessionId)}/connect`;
export const launchUrl = (sessionId: number) => `${sessionPath(sessionId)}/launch`;

/** The students on the session, in the API's order (the selector and the first selected). */
export function sessionStudents(session: LiveSession): { id: number; name: string }[] {
  return (session.attendances ?? []).map((attendance) => ({
    id: attendance.studentId,
    name: attendance.student?.fullName ?? `Student #${attendance.studentId}`,
  }));
}

/** The page's title: the session's name, else its course's title. */
export function sessionTitle(session: LiveSession): string {
  return session.name || session.course?.title || `Session #${session.id}`;
}
