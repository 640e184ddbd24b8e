import { useOutletContext } from 'react-router';
import type { DashboardData } from './useDashboardData.ts';

/** A course's sessions to list for bulk editing, under the dialog's title. */
export interface SessionsTarget {
  courseId: number;
  title: string;
}

/** What the dashboard hands its tab routes. */
export type DashboardOutletContext = {
  data: DashboardData;
  /** Opens the course sessions dialog (select, edit in bulk, delete). */
  openSessions(target: SessionsTarget): void;
};

export function useDashboardLists(): DashboardData {
  return useOutletContext<DashboardOutletContext>().data;
}

export function useOpenSessions(): DashboardOutletContext['openSessions'] {
  return useOutletContext<DashboardOutletContext>().openSessions;
}

/** Spec §2: the message when there are neither students nor courses. */
export const NO_STUDENTS_OR_COURSES_MESSAGE = 'You have no students or courses yet.';

/**
 * Where the bare dashboard goes (spec §2): "to students if any tutoring history exists,
 * otherwise to courses if any courses exist"; nowhere when there are none.
 */
export function dashboardTab(data: Pick<DashboardData, 'hasTutoringHistory' | 'courses'>) {
  if (data.hasTutoringHistory) return 'students';
  if (data.courses.length > 0) return 'courses';
  return null;
}
