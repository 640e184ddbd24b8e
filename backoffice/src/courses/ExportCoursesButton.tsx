import { ExportButton } from '../export/ExportButton.tsx';
import { exportCourses } from './exportCourses.ts';

/** Exports what the courses list selects as courses.csv. */
export function ExportCoursesButton() {
  return <ExportButton run={exportCourses} />;
}
