import Papa from 'papaparse';
import type { DataProvider, RaRecord } from 'react-admin';
import { fetchAllPages, type ListSelection } from './fetchAllPages.ts';

/** Hands a CSV text to the browser as a file (react-admin's `downloadCSV`, in tests a spy). */
export type CsvDownload = (csv: string, filename: string) => void;

/** A header row, then one row per record; the header alone when there is no record. */
export function csvText(fields: readonly string[], rows: readonly object[]): string {
  // Given as fields + data so an empty selection still yields the header row.
  return Papa.unparse({ fields: [...fields], data: [...rows] });
}

/**
 * Every record the selection matches (all pages, `include` embedded), written by `toCsv` and
 * handed to `download` as `filename`.csv; answers how many records it wrote.
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
