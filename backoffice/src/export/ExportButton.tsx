import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import {
  Button,
  downloadCSV,
  useDataProvider,
  useListContext,
  useNotify,
  type DataProvider,
} from 'react-admin';
import type { ListSelection } from './fetchAllPages.ts';

/** Builds and downloads the CSV of a selection (e.g. `exportCourses`). */
export type ListExport = (
  dataProvider: DataProvider,
  selection: ListSelection,
  download: (csv: string, filename: string) => void,
) => Promise<unknown>;

/**
 * Export for a react-admin list: exactly what the list's current filters and sort select
 * (every page, not only the one on screen); disabled while exporting and for an empty list;
 * a failure is a toast with the server's sentence.
 */
export function ExportButton({ run }: { run: ListExport }) {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [isExporting, setIsExporting] = useState(false);

  async function handleClick() {
    setIsExporting(true);
    try {
      await run(dataProvider, { filter: filterValues, sort }, downloadCSV);
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
