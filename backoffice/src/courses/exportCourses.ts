import type { DataProvider } from 'react-admin';
import { csvDate, csvText, type Course } from '@tp/domain';
import { exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';
import { courseStatusLabel } from './courseStatus.ts';

/** The CSV's columns, in order: readable headers, as the other exports. */
export const COURSE_CSV_FIELDS = [
  'ID',
  'Title',
  'Name',
  'Status',
  'Brand',
  'Subject',
  'Host',
  'Schedule',
  'Starts on',
  'Ends on',
  'Duration (minutes)',
  'Enrollments',
] as const;

type CourseCsvRow = Record<(typeof COURSE_CSV_FIELDS)[number], string | number>;

export function courseToCsvRow(course: Course): CourseCsvRow {
  return {
    ID: course.id,
    Title: course.title,
    Name: course.name,
    Status: courseStatusLabel(course.status),
    Brand: course.brand?.name ?? '',
    Subject: course.subject?.name ?? '',
    Host: course.host ? `${course.host.firstName} ${course.host.lastName}` : '',
    Schedule: course.schedule ?? '',
    'Starts on': csvDate(course.startsAt),
    'Ends on': csvDate(course.endsAt),
    'Duration (minutes)': course.duration ?? '',
    Enrollments: course.enrollmentsCount,
  };
}

/**
 * Courses as CSV text: a header row, then one row per course, with readable labels; course
 * dates are calendar days (YYYY-MM-DD), the same for every viewer.
 */
export function coursesToCsv(courses: readonly Course[]): string {
  return csvText(COURSE_CSV_FIELDS, courses.map(courseToCsvRow));
}

/** Fetches everything the selection matches and hands the CSV to `download` (courses.csv). */
export function exportCourses(
  dataProvider: DataProvider,
  selection: ListSelection,
  download: CsvDownload,
): Promise<number> {
  return exportRecords<Course>(dataProvider, selection, download, {
    resource: 'courses',
    include: 'brand,subject,host',
    filename: 'courses',
    toCsv: coursesToCsv,
  });
}
