import { COURSE_STATUSES, coursesContract, type CourseStatus } from '@tp/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import { courses, enrollments, sessions } from '../../db/schema/index.ts';
import { defineResource, iso, isoRequired } from '../define.ts';
import { filter, integerIn, queryValue, stringIn, textSearch } from '../filters.ts';
import {
  coursesOfSessions,
  enrolledCourseIds,
  forStudents,
  forTutor,
  isIn,
  qualified,
  tutorSessionIds,
} from '../scopes.ts';

/** Active enrollments, counted in the same query as the courses. */
const enrollmentsCount = sql<number>`(select count(*)::int from ${enrollments}
  where ${enrollments.courseId} = ${qualified(courses.id)} and ${enrollments.status} = 'active')`.as(
  'enrollments_count',
);

export const coursesResource = defineResource({
  contract: coursesContract,
  from: courses,
  fields: {
    id: courses.id,
    title: courses.title,
    name: courses.name,
    status: courses.status,
    brandId: courses.brandId,
    subjectId: courses.subjectId,
    startsAt: courses.startsAt,
    endsAt: courses.endsAt,
    duration: courses.duration,
    notes: courses.notes,
    enrollmentsCount,
    createdAt: courses.createdAt,
    updatedAt: courses.updatedAt,
    lockVersion: courses.lockVersion,
  },
  idColumn: courses.id,
  sortable: {
    id: courses.id,
    title: courses.title,
    name: courses.name,
    status: courses.status,
    brand_id: courses.brandId,
    starts_at: courses.startsAt,
    ends_at: courses.endsAt,
    created_at: courses.createdAt,
    updated_at: courses.updatedAt,
  },
  defaultOrder: { column: 'id', sort: 'desc' },
  filters: {
    status: stringIn(courses.status, `Status: ${COURSE_STATUSES.join(', ')}.`),
    brandId: integerIn(courses.brandId, 'Brand id.'),
    subjectId: integerIn(courses.subjectId, 'Subject id.'),
    query: textSearch(
      { title: courses.title, name: courses.name },
      'Title or name contains (case-insensitive).',
    ),
    upcoming: filter({
      description: 'true: courses with a session starting after now; false: courses without one.',
      valueType: 'boolean',
      value: queryValue.boolean,
      where: (values, ctx) => {
        if (new Set(values).size !== 1) return undefined;
        const hasUpcoming = sql`exists (select 1 from ${sessions}
          where ${and(eq(sessions.courseId, qualified(courses.id)), gt(sessions.startsAt, ctx.now))})`;
        return values[0] ? hasUpcoming : sql`not ${hasUpcoming}`;
      },
    }),
  },
  includes: {
    brand: { kind: 'belongsTo', target: 'brands', foreignKey: 'brandId' },
    subject: { kind: 'belongsTo', target: 'subjects', foreignKey: 'subjectId' },
    sessions: { kind: 'hasMany', target: 'sessions', foreignKey: 'courseId' },
  },
  serialize: (row) => ({
    ...row,
    status: row.status as CourseStatus,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
  }),
  readScopes: {
    tutor: forTutor((employeeId) =>
      isIn(courses.id, coursesOfSessions(tutorSessionIds(employeeId))),
    ),
    student: forStudents('student', (ids) => isIn(courses.id, enrolledCourseIds(ids))),
    parent: forStudents('parent', (ids) => isIn(courses.id, enrolledCourseIds(ids))),
  },
  write: { table: courses },
});
