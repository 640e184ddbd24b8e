import { useEffect, useState } from 'react';
import type { HttpClient } from '@tp/data-provider';
import type { Availability, Tutor, TutoringHistory } from '@tp/domain';
import type { DashboardCourse } from './course-groups.ts';
import {
  loadAvailabilities,
  loadCourses,
  loadTutor,
  loadTutoringHistories,
} from './dashboard-api.ts';
import { thisWeekIn } from './dashboard-dates.ts';

export interface DashboardData {
  /** The active tutoring histories: the Tutoring tab's students and count. */
  students: TutoringHistory[];
  /** Spec §2: whether any tutoring history exists, active or not (the redirect rule). */
  hasTutoringHistory: boolean;
  /** The courses the tutor teaches, private tutoring left out. */
  courses: DashboardCourse[];
  weekAvailabilities: Availability[];
  tutor: Tutor | null;
}

/**
 * What the dashboard shows above its agenda: the tutoring students and courses (the tabs and
 * their counts), this week's availability and the tutor's targets. Null until the lists have
 * loaded; a failure is reported through `onError` and shows empty lists.
 */
export function useDashboardData(
  httpClient: HttpClient,
  tutorId: number | null,
  zone: string,
  now: Date,
  onError: (error: unknown) => void,
  /** Bumped to load again after a change (sessions edited or deleted). */
  version = 0,
): DashboardData | null {
  const [data, setData] = useState<DashboardData | null>(null);

  useEffect(() => {
    if (tutorId === null) return;
    const controller = new AbortController();
    const { signal } = controller;
    const week = thisWeekIn(now, zone);
    const lists = Promise.all([
      loadTutoringHistories(httpClient, tutorId, signal),
      loadCourses(httpClient, signal),
    ]).then(([histories, courses]) => ({
      students: histories.filter((history) => history.active),
      hasTutoringHistory: histories.length > 0,
      courses,
    }));
    // The widgets are extras: their failure leaves them empty, not the page.
    const availabilities = loadAvailabilities(httpClient, tutorId, week, signal).catch(() => []);
    const tutor = loadTutor(httpClient, tutorId, signal).catch(() => null);
    Promise.all([lists, availabilities, tutor]).then(
      ([listed, weekAvailabilities, tutorRecord]) =>
        setData({ ...listed, weekAvailabilities, tutor: tutorRecord }),
      (error: unknown) => {
        if (signal.aborted) return;
        setData({
          students: [],
          hasTutoringHistory: false,
          courses: [],
          weekAvailabilities: [],
          tutor: null,
        });
        onError(error);
      },
    );
    return () => controller.abort();
    // `now` is read once by the page; onError is a stable toast callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [httpClient, tutorId, zone, version]);

  return data;
}
