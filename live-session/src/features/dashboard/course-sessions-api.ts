import type { HttpClient } from '@tp/data-provider';
import type { Session, SessionBatchResult } from '@tp/domain';

/** Spec §7: course session lists are fetched 100 at a time. */
export const COURSE_SESSIONS_PAGE_SIZE = 100;

/**
 * The course's sessions still to come, soonest first, with their supervisor:
 * GET /api/v2/sessions?courseId&upcoming=true&include=supervisor. The server shows a tutor
 * only the sessions they are on.
 */
export async function loadUpcomingCourseSessions(
  httpClient: HttpClient,
  courseId: number,
  signal?: AbortSignal,
): Promise<Session[]> {
  const { json } = await httpClient<{ sessions: Session[] }>('/api/v2/sessions', {
    query: {
      courseId,
      upcoming: true,
      canceled: false,
      include: 'supervisor',
      orderBy: 'starts_at',
      orderSort: 'asc',
      per: COURSE_SESSIONS_PAGE_SIZE,
    },
    signal,
  });
  return json.sessions;
}

/**
 * Deletes sessions of a course through the session editor's save (POST /api/v2/sessions/batch
 * with no rows): the server lets a tutor delete only the Tutoring sessions they supervise.
 */
export async function deleteCourseSessions(
  httpClient: HttpClient,
  courseId: number,
  sessionIds: number[],
): Promise<SessionBatchResult> {
  const { json } = await httpClient<SessionBatchResult>('/api/v2/sessions/batch', {
    method: 'POST',
    body: { courseId, rows: [], deleteIds: sessionIds },
  });
  return json;
}
