import type { HttpClient } from '@tp/data-provider';
import type { Availability, Enrollment, Session, StudyArea } from '@tp/domain';
import { CALENDAR_FETCH_SIZE } from '../../schedule/calendar-settings.ts';
import { loadAvailabilitiesOf, loadTestDayAreas } from '../../schedule/schedule-api.ts';
import type { VisibleRange } from '../../schedule/visible-range.ts';

/**
 * What the planner shows for a range: the student's sessions, the study areas whose test falls
 * in it (the study-area events) and the tutor's open time.
 */
export interface PlannerData {
  sessions: Session[];
  testDayAreas: StudyArea[];
  availabilities: Availability[];
}

export const EMPTY_PLANNER: PlannerData = { sessions: [], testDayAreas: [], availabilities: [] };

/**
 * The student's tutoring enrollment: their active enrollment with a tutor chosen (the private
 * tutoring the planner books on), with its course's brand (a forced duration). Null: none.
 */
export async function loadTutoringEnrollment(
  httpClient: HttpClient,
  studentId: number,
): Promise<Enrollment | null> {
  const { json } = await httpClient<{ enrollments: Enrollment[] }>('/api/v2/enrollments', {
    query: { studentId, active: true, per: 100, include: 'course.brand' },
  });
  return json.enrollments.find((enrollment) => enrollment.tutorId !== null) ?? null;
}

/**
 * The planner's range: GET /api/v2/sessions of the student (150, with course, assignments and
 * attendances), GET /api/v2/study_areas of the student with a test on the range's days (in the
 * planner's zone), and the availabilities of the student's chosen tutors (the server shows
 * families only non-locked ones), all at once: the tutor shown is the one of the tutoring
 * enrollment, whose answer may come later. Families read no GET /events: those are employees'
 * working time (domain's events contract).
 */
export async function loadPlannerRange(
  httpClient: HttpClient,
  {
    studentId,
    tutorId,
    zone,
    start,
    end,
    signal,
  }: VisibleRange & {
    studentId: number;
    /** The tutor whose open time to show, or the answer that will tell it (the enrollment). */
    tutorId: number | null | Promise<number | null>;
    zone: string;
    signal?: AbortSignal;
  },
): Promise<PlannerData> {
  const range = { startsAt: start.toISOString(), endsAt: end.toISOString() };
  const sessions = httpClient<{ sessions: Session[] }>('/api/v2/sessions', {
    query: {
      ...range,
      studentId,
      // Canceled ones too: shown as canceled, with the reason (sessionEvent), never as upcoming.
      per: CALENDAR_FETCH_SIZE,
      include: 'course,assignments,attendances',
    },
    signal,
  });
  const testDayAreas = loadTestDayAreas(httpClient, { start, end, zone, studentId, signal });
  const availabilities = loadAvailabilitiesOf(
    httpClient,
    { tutorOfStudentId: studentId },
    { start, end, signal },
  );
  const [sessionAnswer, testDayAreaList, availabilityList, shownTutorId] = await Promise.all([
    sessions,
    testDayAreas,
    availabilities,
    tutorId,
  ]);
  return {
    sessions: sessionAnswer.json.sessions,
    testDayAreas: testDayAreaList,
    availabilities: availabilityList.filter((a) => !a.locked && a.tutorId === shownTutorId),
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
