import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { SessionsTarget } from './dashboard-context.ts';
import type { DashboardData } from './useDashboardData.ts';

/** `?upcoming={courseId}` on the dashboard: open that course's upcoming sessions. */
export const UPCOMING_PARAM = 'upcoming';

/** Where a notice about a course leads (spec §4: "goes to the course's upcoming tab"). */
export function courseUpcomingPath(courseId: number): string {
  return `/tutor/dashboard/courses?${UPCOMING_PARAM}=${courseId}`;
}

/**
 * Opens the course sessions dialog on the upcoming sessions of `?upcoming={courseId}` once the
 * lists have loaded (for its title), then drops the parameter so a reload does not reopen it.
 */
export function useUpcomingFromUrl(
  data: DashboardData | null,
  open: (target: SessionsTarget) => void,
): void {
  const [params, setParams] = useSearchParams();
  const courseId = Number(params.get(UPCOMING_PARAM));
  useEffect(() => {
    if (!data || !Number.isInteger(courseId) || courseId <= 0) return;
    const course = data.courses.find((c) => c.id === courseId);
    open({ courseId, title: course ? `Sessions of ${course.title}` : 'Upcoming sessions' });
    setParams(
      (current) => {
        current.delete(UPCOMING_PARAM);
        return current;
      },
      { replace: true },
    );
    // Dropping the parameter makes courseId 0: the effect runs once per `?upcoming=`.
  }, [data, courseId, open, setParams]);
}
