import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, downloadCSV, useDataProvider, useListContext, useNotify } from 'react-admin';
import { withCsvBom } from '@tp/domain';
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
 * The browser download of every export: react-admin's, with the byte order mark spreadsheets
 * need to read UTF-8 (a CSV fetched from the server loses it when its text is decoded).
 */
export const downloadCsvFile: CsvDownload = (csv, filename) =>
  downloadCSV(withCsvBom(csv), filename);

/**
 * Export for a react-admin list: exactly what the list selects (every page, not only the one
 * on screen): the filters the user chose, the list's own permanent filter (a course's
 * enrollees), and `filter` for a list that keeps its scope elsewhere (a reference field's
 * target); disabled while exporting and for an empty list; a failure is a toast with the
 * server's sentence.
 */
export function ExportButton({
  run,
  filter: scope,
}: {
  run: ListExport;
  filter?: Record<string, unknown>;
}) {
  const { filter: permanentFilter, filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const zone = useDisplayTimeZone();
  const [isExporting, setIsExporting] = useState(false);

  async function handleClick() {
    setIsExporting(true);
    try {
      const filter = { ...filterValues, ...permanentFilter, ...scope };
      await run(dataProvider, { filter, sort }, downloadCsvFile, zone);
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
