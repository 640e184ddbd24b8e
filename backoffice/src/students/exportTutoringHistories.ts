import type { DataProvider } from 'react-admin';
import { csvDayOf, csvText, spreadsheetHours, type TutoringHistory } from '@tp/domain';
import { exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';

/** The CSV's columns, in order: the list's, readable (hours, names, not ids). */
export const TUTORING_HISTORY_CSV_FIELDS = [
  'Student name',
  'Hours',
  'Remaining hours',
  'Advisor',
  'Tutor',
  'Brand',
  'Status',
  'Since',
] as const;

type TutoringHistoryCsvRow = Record<(typeof TUTORING_HISTORY_CSV_FIELDS)[number], string>;

/** One history as a CSV row: hours as the list shows them, the start date in the viewer's zone. */
export function tutoringHistoryToCsvRow(
  history: TutoringHistory,
  zone: string,
): TutoringHistoryCsvRow {
  return {
    'Student name': history.studentName,
    Hours: spreadsheetHours(history.minutes),
    'Remaining hours': spreadsheetHours(history.remainingMinutes),
    Advisor: history.advisorName ?? '',
    Tutor: history.tutorName,
    Brand: history.brandName ?? '',
    Status: history.active ? 'Active' : 'Removed',
    Since: csvDayOf(history.createdAt, zone),
  };
}

export function tutoringHistoriesToCsv(
  histories: readonly TutoringHistory[],
  zone: string,
): string {
  return csvText(
    TUTORING_HISTORY_CSV_FIELDS,
    histories.map((history) => tutoringHistoryToCsvRow(history, zone)),
  );
}

/** Every history the list's filters select (all pages), as tutoring-history.csv. */
export function exportTutoringHistories(
  dataProvider: DataProvider,
  selection: ListSelection,
  download: CsvDownload,
  zone: string,
): Promise<number> {
  return exportRecords<TutoringHistory>(dataProvider, selection, download, {
    resource: 'tutoring_histories',
    filename: 'tutoring-history',
    toCsv: (histories) => tutoringHistoriesToCsv(histories, zone),
  });
}
