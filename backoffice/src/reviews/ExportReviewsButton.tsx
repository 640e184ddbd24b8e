import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, downloadCSV, useDataProvider, useListContext, useNotify } from 'react-admin';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { exportReviews } from './exportReviews.ts';

/** Exports every review the list's filters select (all pages) as reviews.csv. */
export function ExportReviewsButton() {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const zone = useDisplayTimeZone();
  const [isExporting, setIsExporting] = useState(false);

  async function handleClick() {
    setIsExporting(true);
    try {
      await exportReviews(dataProvider, { filter: filterValues, sort }, zone, downloadCSV);
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
