import type { DataProvider, RaRecord } from 'react-admin';
import { fetchAllPages, type ListSelection } from './fetchAllPages.ts';

/**
 * Hands a CSV text to the browser as `filename`.csv (the ExportButton's download, which makes
 * sure of the byte order mark; in tests a spy).
 */
export type CsvDownload = (csv: string, filename: string) => void;

/**
 * Every record the selection matches (all pages, `include` embedded), written by `toCsv`
 * (domain's csvText, so every export escapes, dates and names its columns alike) and handed to
 * `download` as `filename`.csv; answers how many records it wrote.
 */
export async function exportRecords<RecordType extends RaRecord>(
  dataProvider: DataProvider,
  selection: ListSelection,
  download: CsvDownload,
  file: {
    resource: string;
    include?: string;
    filename: string;
    toCsv: (records: readonly RecordType[]) => string;
  },
): Promise<number> {
  const records = await fetchAllPages<RecordType>(
    dataProvider,
    file.resource,
    selection,
    file.include,
  );
  download(file.toCsv(records), file.filename);
  return records.length;
}
