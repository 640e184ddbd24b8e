import { z } from 'zod';
import { isValidTimeZone } from '@tp/domain';
import { students } from '../../db/schema/index.ts';
import { defineResource } from '../define.ts';
import { booleanIs, integerIn, textSearch } from '../filters.ts';
import { forStudents, forTutor, isIn, studentsOfSessions, tutorSessionIds } from '../scopes.ts';

const studentPayload = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  grade: z.number().int().min(-1).max(12).nullable().optional(),
  timeZone: z.string().refine(isValidTimeZone, 'is not a known time zone').nullable().optional(),
  parentId: z.number().int().positive().nullable().optional(),
  active: z.boolean().optional(),
});

export const studentsResource = defineResource({
  name: 'students',
  summary: 'Students, each optionally with a parent and a sign-in user.',
  from: students,
  fields: {
    id: students.id,
    userId: students.userId,
    firstName: students.firstName,
    lastName: students.lastName,
    grade: students.grade,
    timeZone: students.timeZone,
    parentId: students.parentId,
    points: students.points,
    active: students.active,
  },
  idColumn: students.id,
  sortable: {
    id: students.id,
    first_name: students.firstName,
    last_name: students.lastName,
    grade: students.grade,
    points: students.points,
    created_at: students.createdAt,
  },
  defaultOrder: { column: 'last_name', sort: 'asc' },
  filters: {
    query: textSearch(
      [students.firstName, students.lastName],
      'First or last name contains (case-insensitive).',
    ),
    parentId: integerIn(students.parentId, 'Parent id.'),
    active: booleanIs(students.active, 'Active students only (true) or inactive only (false).'),
  },
  includes: { parent: { kind: 'belongsTo', target: 'parents', foreignKey: 'parentId' } },
  serialize: (row) => ({ ...row, fullName: `${row.firstName} ${row.lastName}` }),
  record: z.object({
    id: z.number().int(),
    userId: z.number().int().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    grade: z.number().int().nullable(),
    timeZone: z.string().nullable(),
    parentId: z.number().int().nullable(),
    points: z.number().int(),
    active: z.boolean(),
  }),
  readScopes: {
    tutor: forTutor((employeeId) =>
      isIn(students.id, studentsOfSessions(tutorSessionIds(employeeId))),
    ),
    student: forStudents('student', (ids) => isIn(students.id, ids)),
    parent: forStudents('parent', (ids) => isIn(students.id, ids)),
  },
  write: { table: students, create: studentPayload, update: studentPayload.partial() },
});
