import type { DataProvider } from 'react-admin';
import { csvDate, csvText, type Tutor } from '@tp/domain';
import { exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';
import { listText, tutorFullName } from './tutorLabels.ts';

/** The CSV's columns, in order: what the list shows, readable (names, not ids). */
export const TUTOR_CSV_FIELDS = [
  'ID',
  'Name',
  'Email',
  'Tier',
  'Subjects',
  'Departments',
  'Accepting new students',
  'Delivery target (h/week)',
  'Availability target (h/week)',
  'Status',
  'Hire date',
] as const;

type TutorCsvRow = Record<(typeof TUTOR_CSV_FIELDS)[number], string | number | boolean>;

export function tutorToCsvRow(tutor: Tutor & { tierName?: string | null }): TutorCsvRow {
  return {
    ID: tutor.id,
    Name: tutorFullName(tutor),
    Email: tutor.email ?? '',
    Tier: tutor.tierName ?? '',
    Subjects: listText(tutor.subjectNames).replace('—', ''),
    Departments: listText(tutor.departmentNames).replace('—', ''),
    'Accepting new students': tutor.acceptNewStudents ?? false,
    'Delivery target (h/week)': tutor.deliveryTarget ?? 0,
    'Availability target (h/week)': tutor.availabilityTarget ?? 0,
    Status: tutor.active ? 'Active' : 'Inactive',
    'Hire date': csvDate(tutor.hireDate),
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
