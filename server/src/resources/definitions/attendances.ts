import { attendancesContract, type AttendancePointsIncrement } from '@tp/domain';
import { eq, sql } from 'drizzle-orm';
import { attendances, sessions } from '../../db/schema/index.ts';
import { attendanceUpdateHooks } from '../../services/attendance-submit.ts';
import { defineResource, iso } from '../define.ts';
import { booleanIs, integerIn } from '../filters.ts';
import { forStudents, forTutor, isIn, qualified, tutorSessionIds } from '../scopes.ts';

/** The session's supervisor: the tutor the contract lets take this attendance. */
const sessionSupervisorId = sql<number | null>`(select ${sessions.supervisorId} from ${sessions}
  where ${sessions.id} = ${qualified(attendances.sessionId)})`.as('session_supervisor_id');

export const attendancesResource = defineResource({
  contract: attendancesContract,
  from: attendances,
  fields: {
    id: attendances.id,
    sessionId: attendances.sessionId,
    studentId: attendances.studentId,
    sessionSupervisorId,
    attended: attendances.attended,
    joinedAt: attendances.joinedAt,
    notes: attendances.notes,
    points: attendances.points,
    lockVersion: attendances.lockVersion,
  },
  idColumn: attendances.id,
  sortable: {
    id: attendances.id,
    session_id: attendances.sessionId,
    student_id: attendances.studentId,
  },
  filters: {
    sessionId: integerIn(attendances.sessionId, 'Session id.'),
    studentId: integerIn(attendances.studentId, 'Student id.'),
    attended: booleanIs(attendances.attended, 'Attended (true) or not (false).'),
  },
  includes: {
    student: { kind: 'belongsTo', target: 'students', foreignKey: 'studentId' },
    session: { kind: 'belongsTo', target: 'sessions', foreignKey: 'sessionId' },
  },
  serialize: (row) => ({ ...row, joinedAt: iso(row.joinedAt) }),
  readScopes: {
    tutor: forTutor((employeeId) => isIn(attendances.sessionId, tutorSessionIds(employeeId))),
    student: forStudents('student', (ids) => isIn(attendances.studentId, ids)),
    parent: forStudents('parent', (ids) => isIn(attendances.studentId, ids)),
  },
  write: { table: attendances, hooks: attendanceUpdateHooks },
  actions: {
    incrementPoints: {
      async run({ tx, id, input }) {
        const { points } = input as AttendancePointsIncrement;
        // The addition happens in SQL on the stored total, so simultaneous awards all count.
        await tx
          .update(attendances)
          .set({ points: sql`${attendances.points} + ${points}` })
          .where(eq(attendances.id, id!));
      },
    },
  },
});
