import { sharedLoad, type HttpClient } from '@tp/data-provider';
import type { Availability, CalendarEvent, Session, StudyArea } from '@tp/domain';
import { CALENDAR_FETCH_SIZE } from './calendar-settings.ts';
import { formatDateParam } from './schedule-date.ts';
import type { VisibleRange } from './visible-range.ts';

/** A study area with its student (`include=student`): whose test day it is. */
export type StudentStudyArea = StudyArea & {
  student?: { id: number; firstName: string; lastName: string } | null;
};

export interface ScheduleData {
  sessions: Session[];
  availabilities: Availability[];
  events: CalendarEvent[];
  /** The study areas of the tutor's students whose test falls in the range (spec §2 legend). */
  testDayAreas: StudentStudyArea[];
}

interface LoadScheduleParams extends VisibleRange {
  tutorId: number;
  signal?: AbortSignal;
}

/**
 * GET /api/v2/study_areas whose test is on one of the range's days in the zone (the
 * study-area events): a student's (`studentId`), else every one the caller may read (a
 * tutor: their students'), with the student when `withStudent`.
 */
export async function loadTestDayAreas(
  httpClient: HttpClient,
  {
    start,
    end,
    zone,
    studentId,
    withStudent = false,
    signal,
  }: VisibleRange & {
    zone: string;
    studentId?: number;
    withStudent?: boolean;
    signal?: AbortSignal;
  },
): Promise<StudentStudyArea[]> {
  const { json } = await httpClient<{ study_areas: StudentStudyArea[] }>('/api/v2/study_areas', {
    query: {
      ...(studentId !== undefined ? { studentId } : {}),
      // The range ends at a midnight, which is the next range's first day.
      testDateFrom: formatDateParam(start, zone),
      testDateTo: formatDateParam(new Date(end.getTime() - 1), zone),
      ...(withStudent ? { include: 'student' } : {}),
      noPagination: true,
    },
    signal,
  });
  return json.study_areas;
}

/** GET /api/v2/availabilities of the tutor overlapping the range; a failure is logged and shown as none (spec §8). */
export function loadAvailabilities(
  httpClient: HttpClient,
  { tutorId, start, end, signal }: LoadScheduleParams,
  per: number = CALENDAR_FETCH_SIZE,
): Promise<Availability[]> {
  return loadAvailabilitiesOf(httpClient, { tutorId }, { start, end, signal }, per);
}

/**
 * GET /api/v2/availabilities overlapping the range, of a tutor (`tutorId`) or of the tutors
 * chosen on a student's active enrollments (`tutorOfStudentId`). Parts of a page asking the same
 * at once share one request (the schedule's week and its mini calendar ask the same month). A
 * failure is logged and shown as none (spec §8); an aborted load rejects.
 */
export function loadAvailabilitiesOf(
  httpClient: HttpClient,
  owner: { tutorId: number } | { tutorOfStudentId: number },
  { start, end, signal }: VisibleRange & { signal?: AbortSignal },
  per: number = CALENDAR_FETCH_SIZE,
): Promise<Availability[]> {
  const query = { ...owner, startsAt: start.toISOString(), endsAt: end.toISOString(), per };
  return sharedLoad(
    httpClient,
    `availabilities ${JSON.stringify(query)}`,
    (shared) =>
      httpClient<{ availabilities: Availability[] }>('/api/v2/availabilities', {
        query,
        signal: shared,
      }),
    signal,
  ).then(
    ({ json }) => json.availabilities,
    (error: unknown) => {
      if (signal?.aborted) throw error;
      console.warn('Could not load availabilities', error);
      return [];
    },
  );
}

/**
 * The tutor's sessions and events overlapping the range: GET /api/v2/sessions (with the
 * course, assignments and attendances, 150) and GET /api/v2/events (the tutor's calendar,
 * those that stand, unpaged), and their students' test days in the range (in `zone`). A
 * failure of sessions or events rejects; test days that cannot be loaded are logged and shown
 * as none, the schedule still stands.
 */
export async function loadSessionsAndEvents(
  httpClient: HttpClient,
  { tutorId, start, end, zone, signal }: LoadScheduleParams & { zone: string },
): Promise<Omit<ScheduleData, 'availabilities'>> {
  const range = { tutorId, startsAt: start.toISOString(), endsAt: end.toISOString() };
  const sessions = httpClient<{ sessions: Session[] }>('/api/v2/sessions', {
    query: { ...range, per: CALENDAR_FETCH_SIZE, include: 'course,assignments,attendances' },
    signal,
  });
  // A tutor's employee id is their tutor id: their events are those they attend.
  const events = httpClient<{ events: CalendarEvent[] }>('/api/v2/events', {
    query: {
      attendeeId: tutorId,
      startsAt: range.startsAt,
      endsAt: range.endsAt,
      canceled: false,
      noPagination: true,
    },
    signal,
  });
  // The server shows a tutor the study areas of the students of their sessions.
  const testDayAreas = loadTestDayAreas(httpClient, {
    start,
    end,
    zone,
    withStudent: true,
    signal,
  }).catch((error: unknown) => {
    if (!signal?.aborted) console.warn('Could not load test days', error);
    return [];
  });
  const [sessionAnswer, eventAnswer, areas] = await Promise.all([sessions, events, testDayAreas]);
  return {
    sessions: sessionAnswer.json.sessions,
    events: eventAnswer.json.events,
    testDayAreas: areas,
  };
}
