import type { DataProvider } from 'react-admin';
import { gradeLabel, type Student } from '@tp/domain';
import { csvText, exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';
import { formatInZone } from '../time/formatInZone.ts';

/** The CSV's columns, in order: what the list shows, readable (grade labels, names, Yes/No). */
export const STUDENT_CSV_FIELDS = [
  'id',
  'first name',
  'last name',
  'grade',
  'parent',
  'advisor',
  'email on file',
  'enrollments',
  'points',
  'active',
  'created',
] as const;

type StudentCsvRow = Record<(typeof STUDENT_CSV_FIELDS)[number], string | number>;

export function studentToCsvRow(student: Student, zone: string): StudentCsvRow {
  return {
    id: student.id,
    'first name': student.firstName,
    'last name': student.lastName,
    grade: gradeLabel(student.grade),
    parent: student.parentName ?? '',
    advisor: student.advisorName ?? '',
    'email on file': student.emailOnFile ?? '',
    enrollments: student.enrollmentsCount,
    points: student.points,
    active: student.active ? 'Yes' : 'No',
    created: formatInZone(student.createdAt, zone, 'YYYY-MM-DD'),
  };
}

export function studentsToCsv(students: readonly Student[], zone: string): string {
  return csvText(
    STUDENT_CSV_FIELDS,
    students.map((student) => studentToCsvRow(student, zone)),
  );
}

/** Fetches every student the selection matches (all pages) and downloads students.csv. */
export function exportStudents(
  dataProvider: DataProvider,
  selection: ListSelection,
  download: CsvDownload,
  zone: string,
): Promise<number> {
  return exportRecords<Student>(dataProvider, selection, download, {
    resource: 'students',
    filename: 'students',
    toCsv: (students) => studentsToCsv(students, zone),
  });
}
