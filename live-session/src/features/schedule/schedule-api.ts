import type { HttpClient } from '@tp/data-provider';
import type { Availability, Session } from '@tp/domain';
import { CALENDAR_FETCH_SIZE } from './calendar-settings.ts';
import type { VisibleRange } from './visible-range.ts';

export interface ScheduleData {
  sessions: Session[];
  availabilities: Availability[];
}

interface LoadScheduleParams extends VisibleRange {
  tutorId: number;
  signal?: AbortSignal;
}

/**
 * The tutor's sessions and availabilities overlapping the range: GET /api/v2/sessions (with
 * the course, assignments and attendances) and GET /api/v2/availabilities, 150 each. A failed
 * availability fetch is logged and shown as none (spec: sign-in §8); a failed session fetch
 * rejects.
 */
export async function loadSchedule(
  httpClient: HttpClient,
  { tutorId, start, end, signal }: LoadScheduleParams,
): Promise<ScheduleData> {
  const range = {
    tutorId,
    startsAt: start.toISOString(),
    endsAt: end.toISOString(),
    per: CALENDAR_FETCH_SIZE,
  };
  const availabilities = httpClient<{ availabilities: Availability[] }>('/api/v2/availabilities', {
    query: range,
    signal,
  }).then(
    ({ json }) => json.availabilities,
    (error: unknown) => {
      if (!signal?.aborted) console.warn('Could not load availabilities', error);
      return [];
    },
  );
  const sessions = httpClient<{ sessions: Session[] }>('/api/v2/sessions', {
    query: { ...range, include: 'course,assignments,attendances' },
    signal,
  });
  const [{ json }, available] = await Promise.all([sessions, availabilities]);
  return { sessions: json.sessions, availabilities: available };
}
