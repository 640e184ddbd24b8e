import Papa from 'papaparse';
import type { DataProvider } from 'react-admin';
import type { Subject } from '@tp/domain';
import { fetchAllPages, type ListSelection } from '../export/fetchAllPages.ts';
import { languageName } from './languageName.ts';

export const SUBJECT_CSV_FIELDS = ['id', 'name', 'category', 'language'] as const;

export function subjectsToCsv(subjects: readonly Subject[]): string {
  return Papa.unparse({
    fields: [...SUBJECT_CSV_FIELDS],
    data: subjects.map((subject) => ({
      id: subject.id,
      name: subject.name,
      category: subject.categoryName,
      language: languageName(subject.language),
    })),
  });
}

/** Every subject the list's filters select (all pages), as subjects.csv. */
export async function exportSubjects(
  dataProvider: DataProvider,
  selection: ListSelection,
  download: (csv: string, filename: string) => void,
): Promise<number> {
  const subjects = await fetchAllPages<Subject>(dataProvider, 'subjects', selection);
  download(subjectsToCsv(subjects), 'subjects');
  return subjects.length;
}
