import { enrollmentHoursOf, tutoredMinutes, tutoringHistoriesContract } from '@tp/domain';
import { sql } from 'drizzle-orm';
import {
  brands,
  courses,
  enrollments,
  students,
  tutoringHistories,
} from '../../db/schema/index.ts';
import {
  enrollmentHoursFactsSql,
  hoursFactsOf,
  hoursSortKeys,
} from '../../services/enrollment-hours-facts.ts';
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

/** The facts of the history's enrollment (enrollment-hours-facts.ts), every figure's source. */
const hoursFacts = enrollmentHoursFactsSql(qualified(tutoringHistories.enrollmentId));

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
    hoursFacts: hoursFacts.as('hours_facts'),
    active: tutoringHistories.active,
    notes: tutoringHistories.notes,
    createdAt: tutoringHistories.createdAt,
    lockVersion: tutoringHistories.lockVersion,
  },
  idColumn: tutoringHistories.id,
  // Spec §2: "sortable headers Hours, Student Name, Advisor and Remaining Hours".
  sortable: {
    id: tutoringHistories.id,
    minutes: (now) =>
      hoursSortKeys.tutored(
        qualified(tutoringHistories.enrollmentId),
        qualified(tutoringHistories.tutorId),
        now,
      ),
    student_name: studentName,
    advisor_name: studentAdvisorName,
    remaining_minutes: (now) =>
      hoursSortKeys.remaining(qualified(tutoringHistories.enrollmentId), now),
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
  // Spec §2's Hours (what the tutor tutored) and Remaining Hours, as the enrollment's hours
  // figures count them: one tutor's Hours is the family's Used. No enrollment: none known.
  serialize: ({ hoursFacts: factsJson, ...row }, { now }) => {
    const facts = hoursFactsOf(factsJson);
    return {
      ...row,
      minutes: facts ? tutoredMinutes(facts, row.tutorId, now) : 0,
      remainingMinutes:
        facts?.boughtMinutes == null ? null : enrollmentHoursOf(facts, now).remainingMinutes,
      createdAt: isoRequired(row.createdAt),
    };
  },
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
