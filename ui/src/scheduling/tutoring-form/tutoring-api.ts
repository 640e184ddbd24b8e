import { readServerErrors, type HttpClient } from '@tp/data-provider';
import {
  bookingMeta,
  type BookingMeta,
  type Enrollment,
  type FieldErrors,
  type RepeatOption,
  type Subject,
  type TutoringBookingResult,
  type TutoringHistory,
} from '@tp/domain';

/** One of the tutor's students, as the student selector lists them. */
export interface TutorStudent {
  id: number;
  name: string;
}

/**
 * GET /api/v2/tutoring_histories?active=true: the students the signed-in tutor tutors (the
 * server scopes a tutor to their own histories), one entry per student, by name.
 */
export async function loadTutorStudents(
  httpClient: HttpClient,
  signal?: AbortSignal,
): Promise<TutorStudent[]> {
  const { json } = await httpClient<{ tutoring_histories: TutoringHistory[] }>(
    '/api/v2/tutoring_histories',
    { query: { active: true, per: 100, orderBy: 'student_name', orderSort: 'asc' }, signal },
  );
  const seen = new Map<number, TutorStudent>();
  for (const history of json.tutoring_histories)
    if (!seen.has(history.studentId))
      seen.set(history.studentId, { id: history.studentId, name: history.studentName });
  return [...seen.values()];
}

/** GET /api/v2/enrollments?studentId&active=true with the course's brand (its forced duration). */
export async function loadStudentEnrollments(
  httpClient: HttpClient,
  studentId: number,
  signal?: AbortSignal,
): Promise<Enrollment[]> {
  const { json } = await httpClient<{ enrollments: Enrollment[] }>('/api/v2/enrollments', {
    query: { studentId, active: true, per: 100, include: 'course.brand' },
    signal,
  });
  return json.enrollments;
}

/** What POST /tutorings answered: the review (something was booked) or the error state. */
export type TutoringBookingAnswer =
  | { kind: 'review'; meta: BookingMeta; errors: FieldErrors }
  | {
      kind: 'error';
      meta: BookingMeta | null;
      errors: FieldErrors | null;
      /** What to say when the errors make no sentence (the server's message). */
      fallback?: string;
    };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * POST /api/v2/tutorings. A 201 is the review; a 409 (the time is taken) or 422 (refused)
 * is the error state with the dates' outcome when the server sent it. Other failures throw.
 */
export function bookTutoring(
  httpClient: HttpClient,
  tutoring: object,
): Promise<TutoringBookingAnswer> {
  return bookingAnswerOf(
    httpClient<TutoringBookingResult>('/api/v2/tutorings', { method: 'POST', body: { tutoring } }),
  );
}

/**
 * PUT /api/v2/tutorings/{id}/reschedule (student and parent apps): the tutoring moves to the
 * first booking's time; answered as a booking.
 */
export function rescheduleTutoring(
  httpClient: HttpClient,
  id: number,
  tutoring: { bookings: { startsAt: string; duration: number; availabilityId?: number }[] },
): Promise<TutoringBookingAnswer> {
  const [slot] = tutoring.bookings;
  return bookingAnswerOf(
    httpClient<TutoringBookingResult>(`/api/v2/tutorings/${id}/reschedule`, {
      method: 'PUT',
      body: slot,
    }),
  );
}

async function bookingAnswerOf(
  call: Promise<{ json: TutoringBookingResult }>,
): Promise<TutoringBookingAnswer> {
  try {
    const { json } = await call;
    return { kind: 'review', meta: json.meta, errors: json.errors };
  } catch (error) {
    if (!isRecord(error) || (error.status !== 409 && error.status !== 422)) throw error;
    const response = isRecord(error.body) ? error.body.response : undefined;
    const meta = isRecord(response) ? bookingMeta.safeParse(response.meta) : null;
    const errors = readServerErrors(response);
    return {
      kind: 'error',
      meta: meta?.success ? meta.data : null,
      errors:
        errors === null || errors === undefined
          ? null
          : Array.isArray(errors)
            ? { base: errors }
            : errors,
    };
  }
}

/** GET /api/v2/subjects, by name: what a family picks a session's subjects from. */
export async function loadSubjects(httpClient: HttpClient, signal?: AbortSignal) {
  const { json } = await httpClient<{ subjects: Subject[] }>('/api/v2/subjects', {
    query: { noPagination: true, orderBy: 'name', orderSort: 'asc' },
    signal,
  });
  return json.subjects;
}

/**
 * GET /api/v2/availabilities/repeat_options for a booking being made: the repeat choices the
 * enrollment's hours allow for this start and duration (spec §5).
 */
export async function loadRepeatChoices(
  httpClient: HttpClient,
  params: { enrollmentId: number; tutorId: number; startsAt: Date; duration: number },
  signal?: AbortSignal,
): Promise<RepeatOption[]> {
  const { json } = await httpClient<{ choices: RepeatOption[] }>(
    '/api/v2/availabilities/repeat_options',
    {
      query: {
        enrollmentId: params.enrollmentId,
        tutorId: params.tutorId,
        startsAt: params.startsAt.toISOString(),
        duration: params.duration,
        numberOfRepeats: 0,
      },
      signal,
    },
  );
  return json.choices;
}
