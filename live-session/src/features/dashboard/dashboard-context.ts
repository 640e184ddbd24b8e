import { useOutletContext } from 'react-router';
import type { DashboardData } from './useDashboardData.ts';

/** What the dashboard hands its tab routes. */
export type DashboardOutletContext = { data: DashboardData };

export function useDashboardLists(): DashboardData {
  return useOutletContext<DashboardOutletContext>().data;
}

/** Spec §2: the message when there are neither students nor courses. */
export const NO_STUDENTS_OR_COURSES_MESSAGE = 'You have no students or courses yet.';

/**
 * Where the bare dashboard goes (spec §2): the students when any tutoring history exists,
 * otherwise the courses when any exist; nowhere when there are none.
 */
export function dashboardTab(data: Pick<DashboardData, 'students' | 'courses'>) {
  if (data.students.length > 0) return 'students';
  if (data.courses.length > 0) return 'courses';
  return null;
}
