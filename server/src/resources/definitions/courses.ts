import { COURSE_STATUSES } from '@tp/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
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

const isoDateTime = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

const coursePayload = z.object({
  title: z.string().trim().min(1).max(191),
  name: z.string().trim().min(1).max(191),
  status: z.enum(COURSE_STATUSES as [string, ...string[]]).optional(),
  brandId: z.number().int().positive(),
  subjectId: z.number().int().positive().nullable().optional(),
  startsAt: isoDateTime.nullable().optional(),
  endsAt: isoDateTime.nullable().optional(),
  duration: z.number().int().min(0).nullable().optional(),
  notes: z.string().max(10_000).nullable().optional(),
});

/** Active enrollments, counted in the same query as the courses. */
const enrollmentsCount = sql<number>`(select count(*)::int from ${enrollments}
  where ${enrollments.courseId} = ${qualified(courses.id)} and ${enrollments.status} = 'active')`.as(
  'enrollments_count',
);

export const coursesResource = defineResource({
  name: 'courses',
  summary: 'Courses: what students enroll in; each has sessions.',
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
    query: textSearch([courses.title, courses.name], 'Title or name contains (case-insensitive).'),
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
    status: row.status as (typeof COURSE_STATUSES)[number],
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
  }),
  record: z.object({
    id: z.number().int(),
    title: z.string(),
    name: z.string(),
    status: z.enum(COURSE_STATUSES as [string, ...string[]]),
    brandId: z.number().int(),
    subjectId: z.number().int().nullable(),
    startsAt: z.iso.datetime().nullable(),
    endsAt: z.iso.datetime().nullable(),
    duration: z.number().int().nullable(),
    notes: z.string().nullable(),
    enrollmentsCount: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  }),
  readScopes: {
    tutor: forTutor((employeeId) =>
      isIn(courses.id, coursesOfSessions(tutorSessionIds(employeeId))),
    ),
    student: forStudents('student', (ids) => isIn(courses.id, enrolledCourseIds(ids))),
    parent: forStudents('parent', (ids) => isIn(courses.id, enrolledCourseIds(ids))),
  },
  write: {
    table: courses,
    create: coursePayload,
    update: coursePayload.partial(),
  },
});
