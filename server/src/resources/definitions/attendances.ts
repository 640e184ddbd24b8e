import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { attendances, sessions } from '../../db/schema/index.ts';
import { defineResource, iso } from '../define.ts';
import { booleanIs, integerIn } from '../filters.ts';
import { forStudents, forTutor, isIn, tutorSessionIds } from '../scopes.ts';

const attendanceUpdate = z.object({
  attended: z.boolean().nullable().optional(),
  notes: z.string().max(10_000).nullable().optional(),
  points: z.number().int().min(0).optional(),
});

export const attendancesResource = defineResource({
  name: 'attendances',
  summary: 'Students on sessions, and whether they attended.',
  from: attendances,
  fields: {
    id: attendances.id,
    sessionId: attendances.sessionId,
    studentId: attendances.studentId,
    attended: attendances.attended,
    joinedAt: attendances.joinedAt,
    notes: attendances.notes,
    points: attendances.points,
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
  record: z.object({
    id: z.number().int(),
    sessionId: z.number().int(),
    studentId: z.number().int(),
    attended: z.boolean().nullable(),
    joinedAt: z.iso.datetime().nullable(),
    notes: z.string().nullable(),
    points: z.number().int(),
  }),
  readScopes: {
    tutor: forTutor((employeeId) => isIn(attendances.sessionId, tutorSessionIds(employeeId))),
    student: forStudents('student', (ids) => isIn(attendances.studentId, ids)),
    parent: forStudents('parent', (ids) => isIn(attendances.studentId, ids)),
  },
  // A session's supervisor takes its attendance (spec scheduling §6).
  writeScopes: {
    tutor: forTutor(
      (employeeId) =>
        sql`${attendances.sessionId} in (select ${sessions.id} from ${sessions} where ${eq(sessions.supervisorId, employeeId)})`,
    ),
  },
  write: {
    table: attendances,
    create: attendanceUpdate.extend({
      sessionId: z.number().int().positive(),
      studentId: z.number().int().positive(),
    }),
    update: attendanceUpdate,
  },
});
