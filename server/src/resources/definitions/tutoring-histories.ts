import { tutoringHistoriesContract } from '@tp/domain';
import { sql } from 'drizzle-orm';
import {
  attendances,
  brands,
  courses,
  enrollments,
  sessions,
  students,
  tutoringHistories,
} from '../../db/schema/index.ts';
import {
  reassignTutoringHistory,
  removeFromTutoringHistory,
} from '../../services/tutoring-histories.ts';
import { defineResource, isoRequired } from '../define.ts';
import { booleanIs, expressionSearch, integerIn } from '../filters.ts';
import { qualified } from '../scopes.ts';
import { studentAdvisorName } from './student-fields.ts';

const tutorName = sql<string>`(select th_u.first_name || ' ' || th_u.last_name
  from employees th_e inner join users th_u on th_u.id = th_e.user_id
  where th_e.id = ${qualified(tutoringHistories.tutorId)})`;
const studentName = sql<string>`(${students.firstName} || ' ' || ${students.lastName})`;
const courseId = sql<number | null>`(select ${enrollments.courseId} from ${enrollments}
  where ${enrollments.id} = ${qualified(tutoringHistories.enrollmentId)})`;
const brandName = sql<string | null>`(select ${brands.name} from ${enrollments}
  inner join ${courses} on ${courses.id} = ${enrollments.courseId}
  inner join ${brands} on ${brands.id} = ${courses.brandId}
  where ${enrollments.id} = ${qualified(tutoringHistories.enrollmentId)})`;

/**
 * Minutes the tutor supervised and the student attended: of the tutoring enrollment's course
 * when there is one, else of every course.
 */
const minutes = sql<number>`(select coalesce(sum(${sessions.duration}), 0)::int from ${sessions}
  inner join ${attendances} on ${attendances.sessionId} = ${sessions.id}
  where ${attendances.studentId} = ${qualified(tutoringHistories.studentId)}
  and ${attendances.attended}
  and ${sessions.supervisorId} = ${qualified(tutoringHistories.tutorId)}
  and (${qualified(tutoringHistories.enrollmentId)} is null or ${sessions.courseId} = ${courseId}))`;

/** The course's minutes left once the student's attended sessions of it are taken off. */
const remainingMinutes = sql<number | null>`(select greatest(${courses.duration} - coalesce((
    select sum(${sessions.duration}) from ${sessions}
    inner join ${attendances} on ${attendances.sessionId} = ${sessions.id}
    where ${sessions.courseId} = ${courses.id}
    and ${attendances.studentId} = ${qualified(tutoringHistories.studentId)}
    and ${attendances.attended}), 0), 0)::int
  from ${enrollments} inner join ${courses} on ${courses.id} = ${enrollments.courseId}
  where ${enrollments.id} = ${qualified(tutoringHistories.enrollmentId)})`;

export const tutoringHistoriesResource = defineResource({
  contract: tutoringHistoriesContract,
  from: tutoringHistories,
  joins: [{ table: students, on: sql`${students.id} = ${tutoringHistories.studentId}` }],
  fields: {
    id: tutoringHistories.id,
    tutorId: tutoringHistories.tutorId,
    tutorName: tutorName.as('tutor_name'),
    studentId: tutoringHistories.studentId,
    studentName: studentName.as('student_name'),
    advisorName: studentAdvisorName.as('advisor_name'),
    enrollmentId: tutoringHistories.enrollmentId,
    courseId: courseId.as('course_id'),
    brandName: brandName.as('brand_name'),
    minutes: minutes.as('minutes'),
    remainingMinutes: remainingMinutes.as('remaining_minutes'),
    active: tutoringHistories.active,
    notes: tutoringHistories.notes,
    createdAt: tutoringHistories.createdAt,
    lockVersion: tutoringHistories.lockVersion,
  },
  idColumn: tutoringHistories.id,
  // Spec §2: "sortable headers Hours, Student Name, Advisor and Remaining Hours".
  sortable: {
    id: tutoringHistories.id,
    minutes,
    student_name: studentName,
    advisor_name: studentAdvisorName,
    remaining_minutes: remainingMinutes,
    created_at: tutoringHistories.createdAt,
  },
  defaultOrder: { column: 'student_name', sort: 'asc' },
  filters: {
    tutorId: integerIn(tutoringHistories.tutorId, 'Tutor (employee) id.'),
    studentId: integerIn(tutoringHistories.studentId, 'Student id.'),
    active: booleanIs(tutoringHistories.active, 'Active histories only (true) or removed only.'),
    query: expressionSearch({
      searched: [studentName],
      reveals: ['studentName'],
      description: "Student's name contains (case-insensitive).",
    }),
  },
  includes: {
    student: { kind: 'belongsTo', target: 'students', foreignKey: 'studentId' },
    tutor: { kind: 'belongsTo', target: 'tutors', foreignKey: 'tutorId' },
  },
  serialize: (row) => ({ ...row, createdAt: isoRequired(row.createdAt) }),
  readScopes: {
    tutor: (user) =>
      user.employeeId === null ? null : sql`${tutoringHistories.tutorId} = ${user.employeeId}`,
  },
  write: { table: tutoringHistories },
  actions: {
    remove: {
      async run({ tx, ctx, id, record }) {
        await removeFromTutoringHistory(
          tx,
          { id: id!, studentId: record!.studentId as number },
          ctx.now,
        );
      },
    },
    reassign: {
      async run({ tx, ctx, id, record, input }) {
        await reassignTutoringHistory(
          tx,
          {
            id: id!,
            studentId: record!.studentId as number,
            enrollmentId: (record!.enrollmentId as number | null) ?? null,
          },
          input.tutorId as number,
          ctx.now,
        );
      },
    },
  },
});
