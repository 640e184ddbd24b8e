import { z } from 'zod';
import { enrollments } from '../../db/schema/index.ts';
import { defineResource, iso } from '../define.ts';
import { integerIn, stringIn } from '../filters.ts';
import { coursesOfSessions, forStudents, forTutor, isIn, tutorSessionIds } from '../scopes.ts';

const ENROLLMENT_STATUSES = ['active', 'canceled'] as const;
const isoDateTime = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

const enrollmentPayload = z.object({
  courseId: z.number().int().positive(),
  studentId: z.number().int().positive(),
  status: z.enum(ENROLLMENT_STATUSES).optional(),
  startsAt: isoDateTime.nullable().optional(),
});

export const enrollmentsResource = defineResource({
  name: 'enrollments',
  summary: 'Students enrolled in courses.',
  from: enrollments,
  fields: {
    id: enrollments.id,
    courseId: enrollments.courseId,
    studentId: enrollments.studentId,
    status: enrollments.status,
    startsAt: enrollments.startsAt,
  },
  idColumn: enrollments.id,
  sortable: {
    id: enrollments.id,
    course_id: enrollments.courseId,
    student_id: enrollments.studentId,
    starts_at: enrollments.startsAt,
    created_at: enrollments.createdAt,
  },
  filters: {
    courseId: integerIn(enrollments.courseId, 'Course id.'),
    studentId: integerIn(enrollments.studentId, 'Student id.'),
    status: stringIn(enrollments.status, 'Status: active or canceled.'),
  },
  includes: {
    course: { kind: 'belongsTo', target: 'courses', foreignKey: 'courseId' },
    student: { kind: 'belongsTo', target: 'students', foreignKey: 'studentId' },
  },
  serialize: (row) => ({
    ...row,
    status: row.status as (typeof ENROLLMENT_STATUSES)[number],
    startsAt: iso(row.startsAt),
  }),
  record: z.object({
    id: z.number().int(),
    courseId: z.number().int(),
    studentId: z.number().int(),
    status: z.enum(ENROLLMENT_STATUSES),
    startsAt: z.iso.datetime().nullable(),
  }),
  readScopes: {
    tutor: forTutor((employeeId) =>
      isIn(enrollments.courseId, coursesOfSessions(tutorSessionIds(employeeId))),
    ),
    student: forStudents('student', (ids) => isIn(enrollments.studentId, ids)),
    parent: forStudents('parent', (ids) => isIn(enrollments.studentId, ids)),
  },
  write: {
    table: enrollments,
    create: enrollmentPayload,
    update: enrollmentPayload.omit({ courseId: true, studentId: true }).partial(),
  },
});
