import type { DataProvider } from 'react-admin';
import type { Subject } from '@tp/domain';
import { csvText, exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';
import { languageName } from './languageName.ts';

export const SUBJECT_CSV_FIELDS = ['id', 'name', 'category', 'language'] as const;

export function subjectsToCsv(subjects: readonly Subject[]): string {
  return csvText(
    SUBJECT_CSV_FIELDS,
    subjects.map((subject) => ({
      id: subject.id,
      name: subject.name,
      category: subject.categoryName,
      language: languageName(subject.language),
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
