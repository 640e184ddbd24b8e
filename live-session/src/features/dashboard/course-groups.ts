import type { Course } from '@tp/domain';

/** A course of the tutor's Courses tab, with its brand and the brand's department. */
export type DashboardCourse = Course & {
  brand?: { name: string; department?: { name: string } | null } | null;
};

export interface CourseBrandGroup {
  brand: string;
  courses: DashboardCourse[];
}

export interface CourseDepartmentGroup {
  department: string;
  brands: CourseBrandGroup[];
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const OTHER_DEPARTMENT = 'Other';
const OTHER_BRAND = 'Other';

/**
 * Spec staff §2 Tutor courses list: "grouped by department, then brand". Departments and brands
 * by name; the courses keep the order they came in (by title).
 */
export function groupCourses(courses: readonly DashboardCourse[]): CourseDepartmentGroup[] {
  const departments = new Map<string, Map<string, DashboardCourse[]>>();
  for (const course of courses) {
    const department = course.brand?.department?.name ?? OTHER_DEPARTMENT;
    const brand = course.brand?.name ?? OTHER_BRAND;
    const brands = departments.get(department) ?? new Map<string, DashboardCourse[]>();
    departments.set(department, brands);
    brands.set(brand, [...(brands.get(brand) ?? []), course]);
  }
  return [...departments.entries()]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([department, brands]) => ({
      department,
      brands: [...brands.entries()]
        .sort(([a], [b]) => collator.compare(a, b))
        .map(([brand, list]) => ({ brand, courses: list })),
    }));
}

/** What the list says of a course at `now` (spec staff §2 Tutor courses list). */
export interface CourseMarks {
  /** "a 'new!' label when the first session is in the future". */
  isNew: boolean;
  /** "a no-upcoming-sessions note when the last session is past". */
  hasNoUpcomingSessions: boolean;
  /** "a send-update link when there are enrollees". */
  hasEnrollees: boolean;
}

export function courseMarks(
  course: Pick<Course, 'firstSessionAt' | 'lastSessionAt' | 'enrollmentsCount'>,
  now: Date,
): CourseMarks {
  const at = (iso: string | null) => (iso === null ? null : new Date(iso).getTime());
  const first = at(course.firstSessionAt);
  const last = at(course.lastSessionAt);
  return {
    isNew: first !== null && first > now.getTime(),
    hasNoUpcomingSessions: last !== null && last < now.getTime(),
    hasEnrollees: course.enrollmentsCount > 0,
  };
}
