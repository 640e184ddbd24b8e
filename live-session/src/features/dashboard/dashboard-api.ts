import type { HttpClient } from '@tp/data-provider';
import type {
  Attendance,
  CalendarEvent,
  Availability,
  EarlierSessionsAnswer,
  Session,
  Student,
  Tutor,
  TutoringHistory,
} from '@tp/domain';
import type { DashboardCourse } from './course-groups.ts';
import type { Range } from './dashboard-dates.ts';

const iso = (date: Date) => date.toISOString();

/**
 * The tutor's tutoring histories, active or not: GET /api/v2/tutoring_histories (tutorId).
 * Spec §2: the Tutoring tab counts the active ones; the bare dashboard goes to it when any
 * history exists.
 */
export async function loadTutoringHistories(
  httpClient: HttpClient,
  tutorId: number,
  signal?: AbortSignal,
) {
  // The list is keyed by the resource's name, as every list is (ARCHITECTURE.md).
  const { json } = await httpClient<{ tutoring_histories: TutoringHistory[] }>(
    '/api/v2/tutoring_histories',
    { query: { tutorId, noPagination: true }, signal },
  );
  return json.tutoring_histories;
}

/**
 * The tutor's courses, private tutoring left out (the Tutoring tab lists those students):
 * GET /api/v2/courses?tutoring=false, which the server scopes to the courses of the tutor's
 * sessions (supervised or assigned), with the brand and its department (the tab's groups).
 */
export async function loadCourses(httpClient: HttpClient, signal?: AbortSignal) {
  const { json } = await httpClient<{ courses: DashboardCourse[] }>('/api/v2/courses', {
    query: { tutoring: false, noPagination: true, include: 'brand.department', orderBy: 'title' },
    signal,
  });
  return json.courses;
}

/** The tutor's availabilities overlapping the range (GET /api/v2/availabilities). */
export async function loadAvailabilities(
  httpClient: HttpClient,
  tutorId: number,
  range: Range,
  signal?: AbortSignal,
) {
  const { json } = await httpClient<{ availabilities: Availability[] }>('/api/v2/availabilities', {
    query: { tutorId, startsAt: iso(range.start), endsAt: iso(range.end), noPagination: true },
    signal,
  });
  return json.availabilities;
}

export type AgendaSession = Session & {
  attendances?: (Attendance & { student?: Student | null })[];
};

/** The tutor's sessions of the range that stand (not canceled), with course and students. */
export async function loadSessions(
  httpClient: HttpClient,
  tutorId: number,
  range: Range,
  signal?: AbortSignal,
) {
  const { json } = await httpClient<{ sessions: AgendaSession[] }>('/api/v2/sessions', {
    query: {
      tutorId,
      startsAt: iso(range.start),
      endsAt: iso(range.end),
      canceled: false,
      include: 'course,attendances.student',
      noPagination: true,
    },
    signal,
  });
  return json.sessions;
}

/**
 * For each student of the tutor's sessions in the range, how many sessions with the tutor (not
 * canceled) they had before their first one there: GET /api/v2/sessions/earlier_sessions, one
 * call for the whole day instead of one count per student.
 */
export async function loadEarlierSessions(
  httpClient: HttpClient,
  tutorId: number,
  range: Range,
  signal?: AbortSignal,
) {
  const { json } = await httpClient<EarlierSessionsAnswer>('/api/v2/sessions/earlier_sessions', {
    query: { tutorId, startsAt: iso(range.start), endsAt: iso(range.end) },
    signal,
  });
  return json;
}

/** The tutor's own record (its weekly targets): GET /api/v2/tutors/{id}. */
export async function loadTutor(httpClient: HttpClient, tutorId: number, signal?: AbortSignal) {
  const { json } = await httpClient<{ tutor: Tutor }>(`/api/v2/tutors/${tutorId}`, { signal });
  return json.tutor;
}

/** The tutor's events of the range that stand (GET /api/v2/events, their own calendar). */
export async function loadEvents(
  httpClient: HttpClient,
  tutorId: number,
  range: Range,
  signal?: AbortSignal,
) {
  const { json } = await httpClient<{ events: CalendarEvent[] }>('/api/v2/events', {
    query: {
      attendeeId: tutorId,
      startsAt: iso(range.start),
      endsAt: iso(range.end),
      canceled: false,
      noPagination: true,
    },
    signal,
  });
  return json.events;
}
