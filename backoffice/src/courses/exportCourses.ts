import Papa from 'papaparse';
import type { DataProvider } from 'react-admin';
import { fetchAllPages, type ListSelection } from '../export/fetchAllPages.ts';
import type { Course } from '@tp/domain';
import { courseDateForCsv } from './courseDates.ts';
import { courseStatusLabel } from './courseStatus.ts';

export type CourseSelection = ListSelection;

/** The CSV's columns, in order. */
export const COURSE_CSV_FIELDS = [
  'id',
  'title',
  'name',
  'status',
  'brand',
  'subject',
  'host',
  'schedule',
  'startsAt',
  'endsAt',
  'duration',
  'enrollmentsCount',
] as const;

type CourseCsvRow = Record<(typeof COURSE_CSV_FIELDS)[number], string | number>;

/** Every course the selection matches (all pages). */
export function fetchAllCourses(
  dataProvider: DataProvider,
  selection: CourseSelection,
): Promise<Course[]> {
  return fetchAllPages<Course>(dataProvider, 'courses', selection, 'brand,subject,host');
}

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
    startsAt: courseDateForCsv(course.startsAt),
    endsAt: courseDateForCsv(course.endsAt),
    duration: course.duration ?? '',
    enrollmentsCount: course.enrollmentsCount,
  };
}

/**
 * Courses as CSV text: a header row, then one row per course, with readable labels; course
 * dates are calendar days (MM/DD/YYYY), the same for every viewer.
 */
export function coursesToCsv(courses: readonly Course[]): string {
  // Given as fields + data so an empty selection still yields the header row.
  return Papa.unparse({ fields: [...COURSE_CSV_FIELDS], data: courses.map(courseToCsvRow) });
}

/** Fetches everything the selection matches and hands the CSV to `download` (courses.csv). */
export async function exportCourses(
  dataProvider: DataProvider,
  selection: CourseSelection,
  download: (csv: string, filename: string) => void,
): Promise<number> {
  const courses = await fetchAllCourses(dataProvider, selection);
  download(coursesToCsv(courses), 'courses');
  return courses.length;
}
