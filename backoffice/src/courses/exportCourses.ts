import Papa from 'papaparse';
import type { DataProvider, SortPayload } from 'react-admin';
import { MAX_PER_PAGE } from '@tp/domain';
import type { Course } from '@tp/domain';

export interface CourseSelection {
  /** The list's current filter values, as the list sends them. */
  filter: Record<string, unknown>;
  sort: SortPayload;
}

/** The CSV's columns, in order. */
export const COURSE_CSV_FIELDS = [
  'id',
  'title',
  'name',
  'status',
  'brand',
  'subject',
  'startsAt',
  'endsAt',
  'duration',
  'enrollmentsCount',
] as const;

type CourseCsvRow = Record<(typeof COURSE_CSV_FIELDS)[number], string | number>;

/**
 * Every course the selection matches, page after page of the largest size the API allows,
 * so the export is never cut at one page.
 */
export async function fetchAllCourses(
  dataProvider: DataProvider,
  selection: CourseSelection,
): Promise<Course[]> {
  const courses: Course[] = [];
  for (let page = 1; ; page += 1) {
    const { data, total } = await dataProvider.getList<Course>('courses', {
      pagination: { page, perPage: MAX_PER_PAGE },
      sort: selection.sort,
      filter: selection.filter,
      meta: { include: 'brand,subject' },
    });
    courses.push(...data);
    const isLastPage =
      data.length < MAX_PER_PAGE || (total !== undefined && courses.length >= total);
    if (isLastPage) return courses;
  }
}

function isoOrEmpty(value: string | null): string {
  return value ? new Date(value).toISOString() : '';
}

export function courseToCsvRow(course: Course): CourseCsvRow {
  return {
    id: course.id,
    title: course.title,
    name: course.name,
    status: course.status,
    brand: course.brand?.name ?? '',
    subject: course.subject?.name ?? '',
    startsAt: isoOrEmpty(course.startsAt),
    endsAt: isoOrEmpty(course.endsAt),
    duration: course.duration ?? '',
    enrollmentsCount: course.enrollmentsCount,
  };
}

/** Courses as CSV text: a header row, then one row per course, dates in ISO 8601 (UTC). */
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
