import { readCallFailure, type ActionInput, type AppDataProvider } from '@tp/data-provider';
import { bookingMeta, type BookingPolicy, type FieldErrors } from '@tp/domain';
import {
  tutoringPayload,
  tutoringStateErrors,
  type TutoringBookingAnswer,
  type TutoringFormState,
} from '@tp/ui';
import { actionErrorMessage, actionFieldErrors } from '../actions/actionErrors.ts';

/** Whose zone the date and time are typed in (the screen says which). */
export type ZoneSide = 'tutor' | 'student';
/** Whose zone the times are read in: a side, or the signed-in user's when neither has one. */
export type ZoneOwner = ZoneSide | 'user';

export const ZONE_OWNER_LABELS: Readonly<Record<ZoneOwner, string>> = {
  tutor: "the tutor's",
  student: "the student's",
  user: 'your',
};

const BLANK = "can't be blank";

/** Staff choose the tutor too: the shared form's errors, and the tutor's. */
export function staffBookingErrors(
  state: TutoringFormState,
  tutorId: number | null,
  policy: BookingPolicy,
): FieldErrors {
  return {
    ...tutoringStateErrors(state, policy),
    ...(tutorId === null ? { tutorId: [BLANK] } : {}),
  };
}

/**
 * POST /tutorings through the engine's action for a complete form: the review, or the error
 * state (a 409 or 422, with each date's outcome when the server sent it). Other failures throw.
 */
export async function bookForStudent(
  dataProvider: AppDataProvider,
  state: TutoringFormState,
  zone: string,
  tutorId: number | null,
): Promise<TutoringBookingAnswer> {
  const payload = tutoringPayload(state, zone, tutorId ?? 0);
  const { studentId, enrollmentId } = payload;
  if (studentId === null || enrollmentId === null || tutorId === null)
    throw new Error('The booking is not complete.');
  const data: ActionInput<'tutorings', 'book'> = { ...payload, studentId, enrollmentId };
  try {
    const { data: answer } = await dataProvider.action('tutorings', 'book', { data });
    return { kind: 'review', meta: answer.meta, errors: answer.errors };
  } catch (error) {
    const { status, body } = readCallFailure(error);
    if (status !== 409 && status !== 422) throw error;
    const meta =
      typeof body === 'object' && body !== null && 'meta' in body
        ? bookingMeta.safeParse(body.meta)
        : null;
    return {
      kind: 'error',
      meta: meta?.success ? meta.data : null,
      errors: actionFieldErrors(error),
      fallback: actionErrorMessage(error),
    };
  }
}
