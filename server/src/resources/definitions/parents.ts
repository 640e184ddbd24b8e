import { eq, sql } from 'drizzle-orm';
import { parentsContract } from '@tp/domain';
import { parents, students, users } from '../../db/schema/index.ts';
import { defineResource } from '../define.ts';
import { textSearch } from '../filters.ts';
import { forStudents, forTutor, studentsOfSessions, tutorSessionIds } from '../scopes.ts';

export const parentsResource = defineResource({
  contract: parentsContract,
  from: parents,
  joins: [{ table: users, on: eq(users.id, parents.userId) }],
  fields: {
    id: parents.id,
    userId: parents.userId,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    timeZone: users.timeZone,
  },
  idColumn: parents.id,
  sortable: {
    id: parents.id,
    first_name: users.firstName,
    last_name: users.lastName,
    email: users.email,
  },
  defaultOrder: { column: 'last_name', sort: 'asc' },
  filters: {
    query: textSearch(
      { firstName: users.firstName, lastName: users.lastName, email: users.email },
      'Name or e-mail contains.',
    ),
  },
  serialize: (row) => ({ ...row }),
  readScopes: {
    tutor: forTutor(
      (employeeId) =>
        sql`${parents.id} in (select ${students.parentId} from ${students} where ${students.id} in ${studentsOfSessions(tutorSessionIds(employeeId))})`,
    ),
    student: forStudents(
      'student',
      (ids) =>
        sql`${parents.id} in (select ${students.parentId} from ${students} where ${students.id} in ${ids})`,
    ),
    parent: (user) => (user.parentId === null ? null : eq(parents.id, user.parentId)),
  },
});
