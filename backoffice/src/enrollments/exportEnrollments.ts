import type { DataProvider } from 'react-admin';
import { csvDateTime, csvDayOf, csvText, type Enrollment } from '@tp/domain';
import { exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';
import { stateLabel, typeLabel } from './enrollmentLabels.ts';

/** The CSV's columns, in order, with readable headers: what the lists show (names, not ids). */
export const ENROLLMENT_CSV_FIELDS = [
  'ID',
  'Student',
  'Course',
  'Status',
  'Type',
  'Attendances',
  'Maxed out',
  'Tutor',
  'Starts on',
  'Unenrolled on',
  'Cancel reason',
  'Enrolled at',
] as const;

type EnrollmentCsvRow = Record<(typeof ENROLLMENT_CSV_FIELDS)[number], string | number | boolean>;

/** One enrollment as a CSV row: names and labels, dates in the viewer's zone. */
export function enrollmentToCsvRow(
  enrollment: Enrollment,
  zone: string,
  now: Date = new Date(),
): EnrollmentCsvRow {
  return {
    ID: enrollment.id,
    Student: enrollment.studentName,
    Course: enrollment.courseTitle,
    Status: stateLabel(enrollment, now),
    Type: typeLabel(enrollment),
    Attendances: enrollment.attendancesCount,
    'Maxed out': enrollment.maxedOut,
    Tutor: enrollment.tutorName ?? '',
    'Starts on': csvDayOf(enrollment.startsAt, zone),
    'Unenrolled on': csvDayOf(enrollment.unenrolledAt, zone),
    'Cancel reason': enrollment.cancelReason ?? '',
    'Enrolled at': csvDateTime(enrollment.createdAt, zone),
  };
}

export function enrollmentsToCsv(
  enrollments: readonly Enrollment[],
  zone: string,
  now: Date = new Date(),
): string {
  return csvText(
    ENROLLMENT_CSV_FIELDS,
    enrollments.map((enrollment) => enrollmentToCsvRow(enrollment, zone, now)),
  );
}

/** Fetches every enrollment the selection matches and downloads enrollments.csv. */
export function exportEnrollments(
  dataProvider: DataProvider,
  selection: ListSelection,
  download: CsvDownload,
  zone: string,
): Promise<number> {
  return exportRecords<Enrollment>(dataProvider, selection, download, {
    resource: 'enrollments',
    filename: 'enrollments',
    toCsv: (enrollments) => enrollmentsToCsv(enrollments, zone),
  });
}
