import { describe, expect, it } from 'vitest';
import type { Course } from '@tp/domain';
import { courseMarks, groupCourses, type DashboardCourse } from './course-groups.ts';

function course(
  id: number,
  title: string,
  brand: string | null,
  department: string | null,
): DashboardCourse {
  return {
    id,
    title,
    brand:
      brand === null ? null : { name: brand, department: department ? { name: department } : null },
  } as DashboardCourse;
}

describe('groupCourses', () => {
  it('groups by department, then brand, both by name, keeping the courses in order', () => {
    const groups = groupCourses([
      course(1, 'Algebra A', 'Math Circle', 'Test Prep'),
      course(2, 'SAT Spring', 'SAT Prep', 'Test Prep'),
      course(3, 'Algebra B', 'Math Circle', 'Test Prep'),
      course(4, 'Chess', 'Clubs', 'Enrichment'),
      course(5, 'Orphan', null, null),
    ]);
    expect(
      groups.map(({ department, brands }) => [
        department,
        brands.map(({ brand, courses }) => [brand, courses.map((c) => c.id)]),
      ]),
    ).toEqual([
      ['Enrichment', [['Clubs', [4]]]],
      ['Other', [['Other', [5]]]],
      [
        'Test Prep',
        [
          ['Math Circle', [1, 3]],
          ['SAT Prep', [2]],
        ],
      ],
    ]);
  });
});

describe('courseMarks', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const marks = (
    firstSessionAt: string | null,
    lastSessionAt: string | null,
    enrollmentsCount = 0,
  ) =>
    courseMarks(
      { firstSessionAt, lastSessionAt, enrollmentsCount } as Pick<
        Course,
        'firstSessionAt' | 'lastSessionAt' | 'enrollmentsCount'
      >,
      now,
    );

  it('is new while the first session is still to come', () => {
    expect(marks('2026-03-11T00:00:00Z', '2026-05-01T00:00:00Z').isNew).toBe(true);
    expect(marks('2026-03-09T00:00:00Z', '2026-05-01T00:00:00Z').isNew).toBe(false);
    expect(marks(null, null).isNew).toBe(false);
  });

  it('has no upcoming sessions once the last one started, and enrollees when any are active', () => {
    expect(marks('2026-01-01T00:00:00Z', '2026-03-10T11:00:00Z').hasNoUpcomingSessions).toBe(true);
    expect(marks('2026-01-01T00:00:00Z', '2026-03-10T13:00:00Z').hasNoUpcomingSessions).toBe(false);
    expect(marks(null, null, 3).hasEnrollees).toBe(true);
    expect(marks(null, null, 0).hasEnrollees).toBe(false);
  });
});
