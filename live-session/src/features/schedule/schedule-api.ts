import type { HttpClient } from '@tp/data-provider';
import type { Availability, CalendarEvent, Session } from '@tp/domain';
import { CALENDAR_FETCH_SIZE } from './calendar-settings.ts';
import type { VisibleRange } from './visible-range.ts';

export interface ScheduleData {
  sessions: Session[];
  availabilities: Availability[];
  events: CalendarEvent[];
}

interface LoadScheduleParams extends VisibleRange {
  tutorId: number;
  signal?: AbortSignal;
}

/** GET /api/v2/availabilities of the tutor overlapping the range; a failure is logged and shown as none (spec §8). */
export function loadAvailabilities(
  httpClient: HttpClient,
  { tutorId, start, end, signal }: LoadScheduleParams,
  per: number = CALENDAR_FETCH_SIZE,
): Promise<Availability[]> {
  return httpClient<{ availabilities: Availability[] }>('/api/v2/availabilities', {
    query: { tutorId, startsAt: start.toISOString(), endsAt: end.toISOString(), per },
    signal,
  }).then(
    ({ json }) => json.availabilities,
    (error: unknown) => {
      if (!signal?.aborted) console.warn('Could not load availabilities', error);
      return [];
    },
  );
}

/**
 * The tutor's sessions and events overlapping the range: GET /api/v2/sessions (with the
 * course, assignments and attendances, 150) and GET /api/v2/events (the tutor's calendar,
 * those that stand, unpaged). A failure of either rejects.
 */
export async function loadSessionsAndEvents(
  httpClient: HttpClient,
  { tutorId, start, end, signal }: LoadScheduleParams,
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
  const [sessionAnswer, eventAnswer] = await Promise.all([sessions, events]);
  return { sessions: sessionAnswer.json.sessions, events: eventAnswer.json.events };
}
