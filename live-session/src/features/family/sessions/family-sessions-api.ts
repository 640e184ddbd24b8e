import { fetchListPage, type HttpClient, type ListPageRequest } from '@tp/data-provider';
import type { Attendance, Course, Session, Subject, Tutor } from '@tp/domain';
import type { SessionListQuery } from './session-list-filters.ts';

/** A session as the family's list reads it: course and subject, tutor, and attendances. */
export type FamilySession = Session & {
  course?: (Course & { subject?: Subject | null }) | null;
  supervisor?: Tutor | null;
  /** The server embeds only the family's own students' attendances. */
  attendances?: Attendance[];
};

/** What the list includes (spec §7 GET sessions: course, supervisor, attendances). */
export const FAMILY_SESSIONS_INCLUDE = 'course.subject,supervisor,attendances';

/** One page of a student's sessions: GET /api/v2/sessions?studentId=…&page&per&include. */
export function fetchFamilySessionsPage(
  httpClient: HttpClient,
  query: SessionListQuery,
  request: Pick<ListPageRequest, 'page' | 'perPage' | 'signal'>,
) {
  return fetchListPage<FamilySession>(httpClient, 'sessions', {
    ...request,
    filter: query.filter,
    sort: query.sort,
    include: FAMILY_SESSIONS_INCLUDE,
  });
}

/** The title a family reads: the session's own name, else its course's title. */
export function sessionTitle(session: FamilySession): string {
  return session.name?.trim() || session.course?.title || 'Session';
}

/** "Tia O." as families see tutors (first name, last initial). */
export function sessionTutorName(session: FamilySession): string | null {
  const tutor = session.supervisor;
  return tutor ? `${tutor.firstName} ${tutor.lastInitial}.` : null;
}

/** The student's own attendance on the session, if they are on it. */
export function attendanceOf(session: FamilySession, studentId: number): Attendance | undefined {
  return session.attendances?.find((attendance) => attendance.studentId === studentId);
}
