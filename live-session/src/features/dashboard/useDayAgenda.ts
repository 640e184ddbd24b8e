import { useEffect, useState } from 'react';
import type { HttpClient } from '@tp/data-provider';
import { newStudentIdsOf, type CalendarEvent } from '@tp/domain';
import {
  loadEarlierSessions,
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
  /** The day's sessions or events could not be read (the toast said why): not an empty day. */
  failed?: boolean;
}

/**
 * Today's sessions and events, and which students are new to the tutor (spec §2: the agenda "highlights new
 * students"): a student is new when none of their sessions with this tutor starts before
 * their first one today. Three calls side by side, whatever the number of students.
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
    const range = { start: new Date(startMs), end: new Date(endMs) };
    const reportError = (error: unknown) => {
      if (!signal.aborted) onError(error);
    };
    // Which students are new only marks them: without it the day still shows, unmarked.
    const newStudentIds = loadEarlierSessions(httpClient, tutorId, range, signal).then(
      newStudentIdsOf,
      (error: unknown) => {
        reportError(error);
        return new Set<number>();
      },
    );
    Promise.all([
      loadSessions(httpClient, tutorId, range, signal),
      loadEvents(httpClient, tutorId, range, signal),
      newStudentIds,
    ]).then(
      ([sessions, events, newIds]) => setAgenda({ sessions, events, newStudentIds: newIds }),
      (error: unknown) => {
        if (signal.aborted) return;
        setAgenda({ sessions: [], events: [], newStudentIds: new Set(), failed: true });
        onError(error);
      },
    );
    return () => controller.abort();
    // onError is a stable toast callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [httpClient, tutorId, startMs, endMs, version]);

  return agenda;
}
