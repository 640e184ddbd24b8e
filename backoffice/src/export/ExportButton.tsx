import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, downloadCSV, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import { actionErrorMessage } from '../actions/actionErrors.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import type { CsvDownload } from './exportRecords.ts';
import type { ListSelection } from './fetchAllPages.ts';

/**
 * Builds and downloads the CSV of a selection (e.g. `exportCourses`), times in the viewer's
 * `zone` where it writes any.
 */
export type ListExport = (
  dataProvider: AppDataProvider,
  selection: ListSelection,
  download: CsvDownload,
  zone: string,
) => Promise<unknown>;

/**
 * Export for a react-admin list: exactly what the list's current filters and sort select
 * (every page, not only the one on screen); disabled while exporting and for an empty list;
 * a failure is a toast with the server's sentence.
 */
export function ExportButton({ run }: { run: ListExport }) {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const zone = useDisplayTimeZone();
  const [isExporting, setIsExporting] = useState(false);

  async function handleClick() {
    setIsExporting(true);
    try {
      await run(dataProvider, { filter: filterValues, sort }, downloadCSV, zone);
    } catch (error) {
      notify(actionErrorMessage(error), { type: 'error' });
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
