import type { HttpClient } from '@tp/data-provider';
import type { CalendarTokenAnswer, Tutor } from '@tp/domain';

/**
 * POST /api/v2/tutors/{id}/calendar_token: a new feed address (any earlier one stops
 * working). The server keeps only a digest, so the address can be shown only now.
 */
export async function createCalendarToken(
  httpClient: HttpClient,
  tutorId: number,
): Promise<CalendarTokenAnswer> {
  const { json } = await httpClient<CalendarTokenAnswer>(
    `/api/v2/tutors/${tutorId}/calendar_token`,
    { method: 'POST' },
  );
  return json;
}

/** DELETE /api/v2/tutors/{id}/calendar_token: the feed answers 404 from now on. */
export async function revokeCalendarToken(httpClient: HttpClient, tutorId: number): Promise<void> {
  await httpClient(`/api/v2/tutors/${tutorId}/calendar_token`, { method: 'DELETE' });
}

/** Whether the tutor has a feed already (GET /api/v2/tutors/{id}: `calendarFeedActive`). */
export async function hasCalendarFeed(
  httpClient: HttpClient,
  tutorId: number,
  signal?: AbortSignal,
): Promise<boolean> {
  const { json } = await httpClient<{ tutor: Tutor }>(`/api/v2/tutors/${tutorId}`, { signal });
  return json.tutor.calendarFeedActive === true;
}
