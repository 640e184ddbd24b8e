import { enrollmentsContract, type EnrollmentStatus } from '@tp/domain';
import { enrollments } from '../../db/schema/index.ts';
import { defineResource, iso } from '../define.ts';
import { integerIn, stringIn } from '../filters.ts';
import { coursesOfSessions, forStudents, forTutor, isIn, tutorSessionIds } from '../scopes.ts';

export const enrollmentsResource = defineResource({
  contract: enrollmentsContract,
  from: enrollments,
  fields: {
    id: enrollments.id,
    courseId: enrollments.courseId,
    studentId: enrollments.studentId,
    status: enrollments.status,
    startsAt: enrollments.startsAt,
    lockVersion: enrollments.lockVersion,
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
    status: row.status as EnrollmentStatus,
    startsAt: iso(row.startsAt),
  }),
  readScopes: {
    tutor: forTutor((employeeId) =>
      isIn(enrollments.courseId, coursesOfSessions(tutorSessionIds(employeeId))),
    ),
    student: forStudents('student', (ids) => isIn(enrollments.studentId, ids)),
    parent: forStudents('parent', (ids) => isIn(enrollments.studentId, ids)),
  },
  write: { table: enrollments },
});
