import type { CourseHistoryRow, CourseRow, UserRow } from './types.ts';

/**
 * The history a course page shows: each course was created, and the ones live now were
 * published, by the demo admin (so the /history tab is never empty in the demo).
 */
export function generateCourseHistories(
  courses: readonly CourseRow[],
  users: readonly UserRow[],
): CourseHistoryRow[] {
  const admin = users.find((user) => user.email === 'admin@demo.test');
  const by = {
    userId: admin?.id ?? null,
    updatedBy: admin ? `${admin.firstName} ${admin.lastName}` : 'System',
  };
  const rows: CourseHistoryRow[] = [];
  for (const course of courses) {
    const createdAt = course.createdAt ?? new Date(0);
    rows.push({
      id: rows.length + 1,
      courseId: course.id,
      sessionId: null,
      change: 'Course created',
      details: `Title: ${course.title}; Status: ${course.status ?? 'unpublished'}`,
      createdAt,
      ...by,
    });
    if (course.status === 'published' && course.updatedAt) {
      rows.push({
        id: rows.length + 1,
        courseId: course.id,
        sessionId: null,
        change: 'Status changed',
        details: 'unpublished → published (publish)',
        createdAt: course.updatedAt,
        ...by,
      });
    }
  }
  return rows;
}
