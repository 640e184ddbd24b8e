import { useEffect, useState } from 'react';
import type { HttpClient } from '@tp/data-provider';
import { isNewStudent, type CalendarEvent } from '@tp/domain';
import {
  countEarlierSessions,
  loadEvents,
  loadSessions,
  type AgendaSession,
} from './dashboard-api.ts';
import type { Range } from './dashboard-dates.ts';

export interface DayAgenda {
  sessions: AgendaSession[];
  /** The tutor's own events of the day (prep time, admin work...). */
  events: CalendarEvent[];
  /** Students whose first session with the tutor is on this day. */
  newStudentIds: ReadonlySet<number>;
}

/**
 * Today's sessions and events, and which students are new to the tutor (spec §2: the agenda "highlights
 * new students"): a student is new when none of their sessions with this tutor starts before
 * their first one today. One count per student of the day (a handful).
 */
export function useDayAgenda(
  httpClient: HttpClient,
  tutorId: number | null,
  day: Range,
  version: number,
  onError: (error: unknown) => void,
): DayAgenda | null {
  const [agenda, setAgenda] = useState<DayAgenda | null>(null);
  const startMs = day.start.getTime();
  const endMs = day.end.getTime();

  useEffect(() => {
    if (tutorId === null) return;
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      const range = { start: new Date(startMs), end: new Date(endMs) };
      const [sessions, events] = await Promise.all([
        loadSessions(httpClient, tutorId, range, signal),
        loadEvents(httpClient, tutorId, range, signal),
      ]);
      const firstToday = new Map<number, Date>();
      for (const session of sessions) {
        for (const attendance of session.attendances ?? []) {
          const start = new Date(session.startsAt);
          const known = firstToday.get(attendance.studentId);
          if (!known || start < known) firstToday.set(attendance.studentId, start);
        }
      }
      const verdicts = await Promise.all(
        [...firstToday].map(async ([studentId, start]) => {
          const earlier = await countEarlierSessions(httpClient, tutorId, studentId, start, signal);
          return isNewStudent(earlier) ? studentId : null;
        }),
      );
      const newStudentIds = new Set(verdicts.filter((id): id is number => id !== null));
      return { sessions, events, newStudentIds };
    })().then(setAgenda, (error: unknown) => {
      if (signal.aborted) return;
      setAgenda({ sessions: [], events: [], newStudentIds: new Set() });
      onError(error);
    });
    return () => controller.abort();
    // onError is a stable toast callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [httpClient, tutorId, startMs, endMs, version]);

  return agenda;
}
