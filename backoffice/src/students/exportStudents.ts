import type { DataProvider } from 'react-admin';
import { csvDayOf, csvText, gradeLabel, type Student } from '@tp/domain';
import { exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';

/** The CSV's columns, in order: what the list shows, readable (grade labels, names, Yes/No). */
export const STUDENT_CSV_FIELDS = [
  'ID',
  'First name',
  'Last name',
  'Grade',
  'School',
  'Parent',
  'Advisor',
  'Email on file',
  'Enrollments',
  'Points',
  'Active',
  'Created',
] as const;

type StudentCsvRow = Record<(typeof STUDENT_CSV_FIELDS)[number], string | number | boolean>;

export function studentToCsvRow(student: Student, zone: string): StudentCsvRow {
  return {
    ID: student.id,
    'First name': student.firstName,
    'Last name': student.lastName,
    Grade: gradeLabel(student.grade),
    School: student.schoolName ?? '',
    Parent: student.parentName ?? '',
    Advisor: student.advisorName ?? '',
    'Email on file': student.emailOnFile ?? '',
    Enrollments: student.enrollmentsCount,
    Points: student.points,
    Active: student.active,
    Created: csvDayOf(student.createdAt, zone),
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
