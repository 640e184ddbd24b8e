import type { DataProvider } from 'react-admin';
import { csvText, type Subject } from '@tp/domain';
import { exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';
import { languageName } from './languageName.ts';

export const SUBJECT_CSV_FIELDS = ['ID', 'Name', 'Category', 'Language'] as const;

export function subjectsToCsv(subjects: readonly Subject[]): string {
  return csvText(
    SUBJECT_CSV_FIELDS,
    subjects.map((subject) => ({
      ID: subject.id,
      Name: subject.name,
      Category: subject.categoryName,
      Language: languageName(subject.language),
    })),
  );
}

/** Every subject the list's filters select (all pages), as subjects.csv. */
export function exportSubjects(
  dataProvider: DataProvider,
  selection: ListSelection,
  download: CsvDownload,
): Promise<number> {
  return exportRecords<Subject>(dataProvider, selection, download, {
    resource: 'subjects',
    filename: 'subjects',
    toCsv: subjectsToCsv,
  });
}
