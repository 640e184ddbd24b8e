import { studentsContract, type PaceUpdate } from '@tp/domain';
import { sql } from 'drizzle-orm';
import { students } from '../../db/schema/index.ts';
import { mergeStudents, studentWriteHooks, toggleStudentActive } from '../../services/students.ts';
import { studentHours } from '../../services/student-hours.ts';
import { updateStudentPace } from '../../services/student-pace.ts';
import { publishNewNotices } from '../../services/notices.ts';
import { studentContacts } from '../../services/student-contacts.ts';
import {
  incrementStudentPoints,
  studentLevelRow,
  studentLevelView,
  studentUnredeemedBadgesCount,
  supervisorIdsOf,
} from '../../services/points.ts';
import type { AttendancePointsIncrement, ExamScoredInput } from '@tp/domain';
import { notifyExamScored } from '../../services/exams.ts';
import { defineResource, isoRequired } from '../define.ts';
import { paymentsOf } from '../../payments/payments-from-config.ts';
import { booleanIs, expressionSearch, integerIn } from '../filters.ts';
import {
  forStudents,
  forTutor,
  isIn,
  qualified,
  studentsOfSessions,
  tutorSessionIds,
} from '../scopes.ts';
import {
  studentAdvisorName,
  studentEmailOnFile,
  studentEnrollmentsCount,
  studentParentName,
  studentSchoolName,
} from './student-fields.ts';

export const studentsResource = defineResource({
  contract: studentsContract,
  from: students,
  fields: {
    id: students.id,
    userId: students.userId,
    firstName: students.firstName,
    lastName: students.lastName,
    grade: students.grade,
    timeZone: students.timeZone,
    parentId: students.parentId,
    parentName: studentParentName.as('parent_name'),
    emailOnFile: studentEmailOnFile.as('email_on_file'),
    advisorName: studentAdvisorName.as('advisor_name'),
    note: students.note,
    schoolId: students.schoolId,
    schoolName: studentSchoolName.as('school_name'),
    points: students.points,
    pace: students.pace,
    levelRow: studentLevelRow.as('level_row'),
    unredeemedBadgesCount: studentUnredeemedBadgesCount.as('unredeemed_badges_count'),
    supervisorIds: supervisorIdsOf(qualified(students.id)).as('supervisor_ids'),
    active: students.active,
    enrollmentsCount: studentEnrollmentsCount.as('enrollments_count'),
    createdAt: students.createdAt,
    lockVersion: students.lockVersion,
  },
  idColumn: students.id,
  sortable: {
    id: students.id,
    first_name: students.firstName,
    last_name: students.lastName,
    grade: students.grade,
    points: students.points,
    active: students.active,
    parent_name: studentParentName,
    enrollments_count: studentEnrollmentsCount,
    created_at: students.createdAt,
  },
  defaultOrder: { column: 'last_name', sort: 'asc' },
  filters: {
    query: expressionSearch({
      searched: [
        students.firstName,
        students.lastName,
        sql`(${students.firstName} || ' ' || ${students.lastName})`,
      ],
      reveals: ['firstName', 'lastName'],
      description: 'First name, last name or full name contains (case-insensitive).',
    }),
    grade: integerIn(students.grade, 'Grade: -1 is TK, 0 is K, then 1 to 12.'),
    parentId: integerIn(students.parentId, 'Parent id.'),
    schoolId: integerIn(students.schoolId, 'School (lead source) id.'),
    active: booleanIs(students.active, 'Active students only (true) or inactive only (false).'),
  },
  includes: {
    parent: { kind: 'belongsTo', target: 'parents', foreignKey: 'parentId' },
    school: { kind: 'belongsTo', target: 'lead_sources', foreignKey: 'schoolId' },
  },
  serialize: ({ levelRow, ...row }) => ({
    ...row,
    level: studentLevelView(levelRow, row.points),
    fullName: `${row.firstName} ${row.lastName}`,
    createdAt: isoRequired(row.createdAt),
  }),
  readScopes: {
    tutor: forTutor((employeeId) =>
      isIn(students.id, studentsOfSessions(tutorSessionIds(employeeId))),
    ),
    student: forStudents('student', (ids) => isIn(students.id, ids)),
    parent: forStudents('parent', (ids) => isIn(students.id, ids)),
  },
  write: { table: students, hooks: studentWriteHooks },
  actions: {
    toggleActive: {
      async run({ tx, id }) {
        await toggleStudentActive(tx, id!);
      },
    },
    incrementPoints: {
      run: ({ tx, ctx, id, input }) =>
        incrementStudentPoints(tx, ctx, id!, (input as AttendancePointsIncrement).points),
    },
    hours: {
      run: async ({ tx, ctx, id }) => ({
        output: await studentHours(tx, id!, ctx.now, paymentsOf(ctx.deps).kind),
      }),
    },
    updatePace: {
      async run({ tx, ctx, id, input }) {
        const notices = await updateStudentPace(tx, ctx, id!, input as PaceUpdate);
        return { afterCommit: () => publishNewNotices(ctx.deps.realtime, notices) };
      },
    },
    merge: {
      async run({ tx, input }) {
        const merge = await mergeStudents(tx, input as Parameters<typeof mergeStudents>[1]);
        return { output: { merge } };
      },
    },
    contacts: {
      run: async ({ tx, id }) => ({ output: await studentContacts(tx, id!) }),
    },
    examScored: {
      async run({ tx, ctx, id, input }) {
        const notices = await notifyExamScored(tx, id!, input as ExamScoredInput);
        return {
          afterCommit: () => publishNewNotices(ctx.deps.realtime, notices, 'student'),
        };
      },
    },
  },
});
