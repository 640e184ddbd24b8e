import type { HttpClient } from '@tp/data-provider';
import type { CalendarEvent, Course, Session } from '@tp/domain';
import type { WorkLogWeek } from './work-log.ts';

export type WorkLogSession = Session & { course?: Course | null };

/**
 * The tutor's sessions and events overlapping the week: GET /api/v2/sessions?tutorId (those
 * they supervise or are staffed on) and GET /api/v2/events?attendeeId, both standing only.
 * The server scopes both to the signed-in tutor.
 */
export async function loadWorkLogRows(
  httpClient: HttpClient,
  tutorId: number,
  week: WorkLogWeek,
  signal: AbortSignal,
): Promise<{ sessions: WorkLogSession[]; events: CalendarEvent[] }> {
  const range = {
    startsAt: week.startsAt.toISOString(),
    endsAt: week.endsAt.toISOString(),
    canceled: false,
    noPagination: true,
  };
  const [sessions, events] = await Promise.all([
    httpClient<{ sessions: WorkLogSession[] }>('/api/v2/sessions', {
      query: { ...range, tutorId, include: 'course' },
      signal,
    }),
    httpClient<{ events: CalendarEvent[] }>('/api/v2/events', {
      query: { ...range, attendeeId: tutorId },
      signal,
    }),
  ]);
  return { sessions: sessions.json.sessions, events: events.json.events };
}
