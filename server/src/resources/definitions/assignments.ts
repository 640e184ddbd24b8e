import { assignmentsContract } from '@tp/domain';
import { assignments } from '../../db/schema/index.ts';
import { assignmentWriteHooks } from '../../services/sessions.ts';
import { withAssignmentHistory } from '../../services/course-history.ts';
import { defineResource, iso } from '../define.ts';
import { booleanIs, integerIn } from '../filters.ts';
import { attendedSessionIds, forStudents, forTutor, isIn, tutorSessionIds } from '../scopes.ts';

export const assignmentsResource = defineResource({
  contract: assignmentsContract,
  from: assignments,
  fields: {
    id: assignments.id,
    sessionId: assignments.sessionId,
    employeeId: assignments.employeeId,
    supervisor: assignments.supervisor,
    attended: assignments.attended,
    joinedAt: assignments.joinedAt,
    lockVersion: assignments.lockVersion,
  },
  idColumn: assignments.id,
  sortable: {
    id: assignments.id,
    session_id: assignments.sessionId,
    employee_id: assignments.employeeId,
  },
  filters: {
    sessionId: integerIn(assignments.sessionId, 'Session id.'),
    employeeId: integerIn(assignments.employeeId, 'Employee (tutor) id.'),
    supervisor: booleanIs(
      assignments.supervisor,
      'Supervisor assignments only (true) or the others (false).',
    ),
  },
  includes: {
    employee: { kind: 'belongsTo', target: 'tutors', foreignKey: 'employeeId' },
    session: { kind: 'belongsTo', target: 'sessions', foreignKey: 'sessionId' },
  },
  serialize: (row) => ({ ...row, joinedAt: iso(row.joinedAt) }),
  readScopes: {
    tutor: forTutor((employeeId) => isIn(assignments.sessionId, tutorSessionIds(employeeId))),
    student: forStudents('student', (ids) => isIn(assignments.sessionId, attendedSessionIds(ids))),
    parent: forStudents('parent', (ids) => isIn(assignments.sessionId, attendedSessionIds(ids))),
  },
  write: { table: assignments, hooks: withAssignmentHistory(assignmentWriteHooks) },
});
