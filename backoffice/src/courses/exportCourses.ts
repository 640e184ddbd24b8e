import type { DataProvider } from 'react-admin';
import type { Course } from '@tp/domain';
import { csvText, exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';
import { courseDateForCsv } from './courseDates.ts';
import { courseStatusLabel } from './courseStatus.ts';

/** The CSV's columns, in order: readable headers, as the other exports. */
export const COURSE_CSV_FIELDS = [
  'id',
  'title',
  'name',
  'status',
  'brand',
  'subject',
  'host',
  'schedule',
  'starts on',
  'ends on',
  'duration (minutes)',
  'enrollments',
] as const;

type CourseCsvRow = Record<(typeof COURSE_CSV_FIELDS)[number], string | number>;

export function courseToCsvRow(course: Course): CourseCsvRow {
  return {
    id: course.id,
    title: course.title,
    name: course.name,
    status: courseStatusLabel(course.status),
    brand: course.brand?.name ?? '',
    subject: course.subject?.name ?? '',
    host: course.host ? `${course.host.firstName} ${course.host.lastName}` : '',
    schedule: course.schedule ?? '',
    'starts on': courseDateForCsv(course.startsAt),
    'ends on': courseDateForCsv(course.endsAt),
    'duration (minutes)': course.duration ?? '',
    enrollments: course.enrollmentsCount,
  };
}

/**
 * Courses as CSV text: a header row, then one row per course, with readable labels; course
 * dates are calendar days (MM/DD/YYYY), the same for every viewer.
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
