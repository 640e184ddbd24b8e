import { studentsContract } from '@tp/domain';
import { students } from '../../db/schema/index.ts';
import { defineResource } from '../define.ts';
import { booleanIs, integerIn, textSearch } from '../filters.ts';
import { forStudents, forTutor, isIn, studentsOfSessions, tutorSessionIds } from '../scopes.ts';

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
    points: students.points,
    active: students.active,
    lockVersion: students.lockVersion,
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
      { firstName: students.firstName, lastName: students.lastName },
      'First or last name contains (case-insensitive).',
    ),
    parentId: integerIn(students.parentId, 'Parent id.'),
    active: booleanIs(students.active, 'Active students only (true) or inactive only (false).'),
  },
  includes: { parent: { kind: 'belongsTo', target: 'parents', foreignKey: 'parentId' } },
  serialize: (row) => ({ ...row, fullName: `${row.firstName} ${row.lastName}` }),
  readScopes: {
    tutor: forTutor((employeeId) =>
      isIn(students.id, studentsOfSessions(tutorSessionIds(employeeId))),
    ),
    student: forStudents('student', (ids) => isIn(students.id, ids)),
    parent: forStudents('parent', (ids) => isIn(students.id, ids)),
  },
  write: { table: students },
});
