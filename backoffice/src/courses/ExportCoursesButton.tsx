import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, downloadCSV, useDataProvider, useListContext, useNotify } from 'react-admin';
import { exportCourses } from './exportCourses.ts';

/**
 * Exports exactly what the list's current filters and sort select (every page, not only
 * the one on screen) as courses.csv.
 */
export function ExportCoursesButton() {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [isExporting, setIsExporting] = useState(false);

  async function handleClick() {
    setIsExporting(true);
    try {
      await exportCourses(dataProvider, { filter: filterValues, sort }, downloadCSV);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <Button label="Export" onClick={handleClick} disabled={isExporting || total === 0}>
      <DownloadIcon />
    </Button>
  );
}
