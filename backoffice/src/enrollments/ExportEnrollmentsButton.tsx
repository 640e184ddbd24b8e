import { ExportButton } from '../export/ExportButton.tsx';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { exportEnrollments } from './exportEnrollments.ts';

/**
 * Exports every enrollment the list's filters select (all pages) as enrollments.csv: student
 * and course names, state labels, dates in the viewer's zone.
 */
export function ExportEnrollmentsButton() {
  const zone = useDisplayTimeZone();
  return (
    <ExportButton
      run={(dataProvider, selection, download) =>
        exportEnrollments(dataProvider, selection, zone, download)
      }
    />
  );
}
