import type { HttpClient } from '@tp/data-provider';
import type { Availability } from '@tp/domain';

export interface AvailabilitySpan {
  start: Date;
  end: Date;
}

/** POST /api/v2/availabilities: a new availability of the tutor. */
export async function createAvailability(
  httpClient: HttpClient,
  tutorId: number,
  { start, end }: AvailabilitySpan,
): Promise<Availability> {
  const { json } = await httpClient<{ availability: Availability }>('/api/v2/availabilities', {
    method: 'POST',
    body: { availability: { tutorId, startsAt: start.toISOString(), endsAt: end.toISOString() } },
  });
  return json.availability;
}

/**
 * PUT /api/v2/availabilities/{id}: a move or resize. The lockVersion read with it makes a
 * change made meanwhile (another tab, staff) a 409 instead of a silent overwrite.
 */
export async function updateAvailability(
  httpClient: HttpClient,
  id: number,
  lockVersion: number,
  { start, end }: AvailabilitySpan,
): Promise<Availability> {
  const { json } = await httpClient<{ availability: Availability }>(
    `/api/v2/availabilities/${id}`,
    {
      method: 'PUT',
      body: {
        availability: { startsAt: start.toISOString(), endsAt: end.toISOString(), lockVersion },
      },
    },
  );
  return json.availability;
}

/** DELETE /api/v2/availabilities/{id}. */
export async function deleteAvailability(httpClient: HttpClient, id: number): Promise<void> {
  await httpClient(`/api/v2/availabilities/${id}`, { method: 'DELETE' });
}

/** POST /api/v2/availabilities/repeat: the week holding `date` (YYYY-MM-DD) on the next `weeks`. */
export async function repeatAvailabilityWeek(
  httpClient: HttpClient,
  date: string,
  weeks: number,
): Promise<{ created: number; skipped: number }> {
  const { json } = await httpClient<{ meta: { created: number; skipped: number } }>(
    '/api/v2/availabilities/repeat',
    { method: 'POST', body: { date, weeks } },
  );
  return json.meta;
}

/** DELETE /api/v2/availabilities/clear_upcoming: from `date` for `weeks` weeks, or all upcoming. */
export async function clearUpcomingAvailability(
  httpClient: HttpClient,
  date: string,
  weeks: number | null,
): Promise<{ deleted: number; trimmed: number }> {
  const { json } = await httpClient<{ meta: { deleted: number; trimmed: number } }>(
    '/api/v2/availabilities/clear_upcoming',
    { method: 'DELETE', query: weeks === null ? { date } : { date, weeks } },
  );
  return json.meta;
}
