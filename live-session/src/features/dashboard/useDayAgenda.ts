import { useEffect, useState } from 'react';
import type { HttpClient } from '@tp/data-provider';
import { isNewStudent } from '@tp/domain';
import { countEarlierSessions, loadSessions, type AgendaSession } from './dashboard-api.ts';
import type { Range } from './dashboard-dates.ts';

export interface DayAgenda {
  sessions: AgendaSession[];
  /** Students whose first session with the tutor is on this day. */
  newStudentIds: ReadonlySet<number>;
}

/**
 * Today's sessions and which students are new to the tutor (spec §2: the agenda "highlights
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
      const sessions = await loadSessions(
        httpClient,
        tutorId,
        { start: new Date(startMs), end: new Date(endMs) },
        signal,
      );
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
      return { sessions, newStudentIds };
    })().then(setAgenda, (error: unknown) => {
      if (signal.aborted) return;
      setAgenda({ sessions: [], newStudentIds: new Set() });
      onError(error);
    });
    return () => controller.abort();
    // onError is a stable toast callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [httpClient, tutorId, startMs, endMs, version]);

  return agenda;
}
