import type { DataProvider } from 'react-admin';
import {
  csvDate,
  csvDateTime,
  csvDayOf,
  csvText,
  spreadsheetHours,
  type Enrollment,
} from '@tp/domain';
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
  'Hours used',
  'Hours remaining',
  'Tutor',
  'Starts on',
  'Unenrolled on',
  'Cancel reason',
  'Enrolled at',
] as const;

type EnrollmentCsvRow = Record<(typeof ENROLLMENT_CSV_FIELDS)[number], string | number | boolean>;

/** One enrollment as a CSV row: names and labels, instants' days in the viewer's zone. */
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
    // The hours' figures (enrollment-hours.ts), as every screen shows them: the sessions used
    // that a limit counts, and hours only where the course counts them.
    Attendances: enrollment.hours.attendancesCount,
    'Maxed out': enrollment.maxedOut,
    'Hours used': enrollment.hours.countsHours
      ? spreadsheetHours(enrollment.hours.usedMinutes)
      : '',
    'Hours remaining': enrollment.hours.countsHours
      ? spreadsheetHours(enrollment.hours.remainingMinutes)
      : '',
    Tutor: enrollment.tutorName ?? '',
    // A calendar date, as the course's: the same day in every viewer's zone.
    'Starts on': csvDate(enrollment.startsAt),
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
