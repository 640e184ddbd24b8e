import { readServerErrors, type HttpClient } from '@tp/data-provider';
import {
  bookingMeta,
  type BookingMeta,
  type Enrollment,
  type FieldErrors,
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
  | { kind: 'error'; meta: BookingMeta | null; errors: FieldErrors | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * POST /api/v2/tutorings. A 201 is the review; a 409 (the time is taken) or 422 (refused)
 * is the error state with the dates' outcome when the server sent it. Other failures throw.
 */
export async function bookTutoring(
  httpClient: HttpClient,
  tutoring: Record<string, unknown>,
): Promise<TutoringBookingAnswer> {
  try {
    const { json } = await httpClient<TutoringBookingResult>('/api/v2/tutorings', {
      method: 'POST',
      body: { tutoring },
    });
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
