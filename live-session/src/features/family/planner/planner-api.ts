import type { HttpClient } from '@tp/data-provider';
import type { Availability, CalendarEvent, Enrollment, Session } from '@tp/domain';
import { CALENDAR_FETCH_SIZE } from '../../schedule/calendar-settings.ts';
import { loadAvailabilities } from '../../schedule/schedule-api.ts';
import type { VisibleRange } from '../../schedule/visible-range.ts';

/** What the planner shows for a range: the student's sessions, events and the tutor's open time. */
export interface PlannerData {
  sessions: Session[];
  events: CalendarEvent[];
  availabilities: Availability[];
}

export const EMPTY_PLANNER: PlannerData = { sessions: [], events: [], availabilities: [] };

/**
 * The student's tutoring enrollment: their active enrollment with a tutor chosen (the private
 * tutoring the planner books on), with its course's brand (a forced duration). Null: none.
 */
export async function loadTutoringEnrollment(
  httpClient: HttpClient,
  studentId: number,
  signal?: AbortSignal,
): Promise<Enrollment | null> {
  const { json } = await httpClient<{ enrollments: Enrollment[] }>('/api/v2/enrollments', {
    query: { studentId, active: true, per: 100, include: 'course.brand' },
    signal,
  });
  return json.enrollments.find((enrollment) => enrollment.tutorId !== null) ?? null;
}

/**
 * The planner's range: GET /api/v2/sessions of the student (150, with course, assignments and
 * attendances), GET /api/v2/events (none readable is an empty list), and the tutor's
 * availabilities (the server shows families only non-locked ones; a failure shows none).
 */
export async function loadPlannerRange(
  httpClient: HttpClient,
  {
    studentId,
    tutorId,
    start,
    end,
    signal,
  }: VisibleRange & { studentId: number; tutorId: number | null; signal?: AbortSignal },
): Promise<PlannerData> {
  const range = { startsAt: start.toISOString(), endsAt: end.toISOString() };
  const sessions = httpClient<{ sessions: Session[] }>('/api/v2/sessions', {
    query: {
      ...range,
      studentId,
      canceled: false,
      per: CALENDAR_FETCH_SIZE,
      include: 'course,assignments,attendances',
    },
    signal,
  });
  const events = httpClient<{ events: CalendarEvent[] }>('/api/v2/events', {
    query: { ...range, canceled: false, noPagination: true },
    signal,
  }).then(
    ({ json }) => json.events,
    () => [],
  );
  const availabilities =
    tutorId === null
      ? Promise.resolve([])
      : loadAvailabilities(httpClient, { tutorId, start, end, signal });
  const [sessionAnswer, eventList, availabilityList] = await Promise.all([
    sessions,
    events,
    availabilities,
  ]);
  return {
    sessions: sessionAnswer.json.sessions,
    events: eventList,
    availabilities: availabilityList.filter((a) => !a.locked),
  };
}

/** PUT /api/v2/tutorings/{id}/cancel: the family cancels an upcoming tutoring. */
export async function cancelFamilyTutoring(httpClient: HttpClient, id: number): Promise<void> {
  await httpClient(`/api/v2/tutorings/${id}/cancel`, { method: 'PUT' });
}

/** PUT /api/v2/sessions/{id}/unreserve: the student gives up a manually attendable session. */
export async function unreserveSession(httpClient: HttpClient, id: number): Promise<void> {
  await httpClient(`/api/v2/sessions/${id}/unreserve`, { method: 'PUT' });
}
