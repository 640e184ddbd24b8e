import type { DataProvider } from 'react-admin';
import { formatUsDate, type Tutor } from '@tp/domain';
import { csvText, exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';
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
  return csvText(TUTOR_CSV_FIELDS, tutors.map(tutorToCsvRow));
}

/** Fetches every tutor the selection matches and hands the CSV to `download`. */
export function exportTutors(
  dataProvider: DataProvider,
  selection: ListSelection,
  download: CsvDownload,
): Promise<number> {
  return exportRecords<Tutor>(dataProvider, selection, download, {
    resource: 'tutors',
    filename: 'tutors',
    toCsv: tutorsToCsv,
  });
}
