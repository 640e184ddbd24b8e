import { ExportButton } from '../export/ExportButton.tsx';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { exportStudents } from './exportStudents.ts';

/** Exports every student the list's filters select (all pages) as students.csv. */
export function ExportStudentsButton() {
  const zone = useDisplayTimeZone();
  return (
    <ExportButton
      run={(dataProvider, selection, download) =>
        exportStudents(dataProvider, selection, zone, download)
      }
    />
  );
}
