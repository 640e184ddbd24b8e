import Papa from 'papaparse';
import type { DataProvider } from 'react-admin';
import { formatUsDate, type Tutor } from '@tp/domain';
import { fetchAllPages, type ListSelection } from '../export/fetchAllPages.ts';
import { listText, tutorFullName, yesNo } from './tutorLabels.ts';

/** The CSV's columns, in order: what the list shows, readable (names, not ids). */
export const TUTOR_CSV_FIELDS = [
  'id',
  'name',
  'email',
  'tier',
  'subjects',
  'departments',
  'accepting new students',
  'delivery target (h/week)',
  'availability target (h/week)',
  'status',
  'hire date',
] as const;

type TutorCsvRow = Record<(typeof TUTOR_CSV_FIELDS)[number], string | number>;

export function tutorToCsvRow(tutor: Tutor & { tierName?: string | null }): TutorCsvRow {
  return {
    id: tutor.id,
    name: tutorFullName(tutor),
    email: tutor.email ?? '',
    tier: tutor.tierName ?? '',
    subjects: listText(tutor.subjectNames).replace('—', ''),
    departments: listText(tutor.departmentNames).replace('—', ''),
    'accepting new students': yesNo(tutor.acceptNewStudents),
    'delivery target (h/week)': tutor.deliveryTarget ?? 0,
    'availability target (h/week)': tutor.availabilityTarget ?? 0,
    status: tutor.active ? 'Active' : 'Inactive',
    'hire date': formatUsDate(tutor.hireDate),
  };
}

export function tutorsToCsv(tutors: readonly Tutor[]): string {
  return Papa.unparse({ fields: [...TUTOR_CSV_FIELDS], data: tutors.map(tutorToCsvRow) });
}

/** Fetches every tutor the selection matches and hands the CSV to `download`. */
export async function exportTutors(
  dataProvider: DataProvider,
  selection: ListSelection,
  download: (csv: string, filename: string) => void,
): Promise<number> {
  const tutors = await fetchAllPages<Tutor>(dataProvider, 'tutors', selection);
  download(tutorsToCsv(tutors), 'tutors');
  return tutors.length;
}
