import { z } from 'zod';
import { defineContract } from './contract.ts';
import { integer, isoDateTime, recordId, storableText } from './payload-fields.ts';
import type { Session } from './sessions.ts';
import type { Student } from './students.ts';
import { attendancesAccess } from './access/attendances.ts';

export const attendanceRecord = z.object({
  id: integer,
  sessionId: integer,
  studentId: integer,
  /** The supervisor of the attendance's session: the tutor who takes its attendance. */
  sessionSupervisorId: integer.nullable(),
  attended: z.boolean().nullable(),
  joinedAt: isoDateTime.nullable(),
  notes: z.string().nullable(),
  points: integer,
  lockVersion: integer,
});
/** A student on a session, and whether they attended. */
export type Attendance = z.infer<typeof attendanceRecord> & {
  student?: Student | null;
  session?: Session | null;
};

export const attendanceUpdate = z.object({
  attended: z.boolean().nullable().optional(),
  notes: storableText.max(10_000).nullable().optional(),
});
export const attendanceCreate = attendanceUpdate.extend({
  sessionId: recordId,
  studentId: recordId,
});

/** Points given at once: a positive number, at most this many (a typo must not give a million). */
export const ATTENDANCE_POINTS_INCREMENT_MAX = 1000;

/**
 * Points added to an attendance. Points are a counter: they change by an amount the server
 * adds to the stored total (`points = points + n`), never by a total a client read earlier,
 * so simultaneous awards all count (spec: `PUT /students/{id}/increment_points | points`).
 */
export const attendancePointsIncrement = z.object({
  points: z
    .number({ error: 'must be a number' })
    .int('must be an integer')
    .min(1, 'must be greater than or equal to 1')
    .max(
      ATTENDANCE_POINTS_INCREMENT_MAX,
      `must be less than or equal to ${ATTENDANCE_POINTS_INCREMENT_MAX}`,
    ),
});
export type AttendancePointsIncrement = z.infer<typeof attendancePointsIncrement>;

export const attendancesContract = defineContract({
  name: 'attendances',
  singular: attendancesAccess.singular,
  summary: 'Students on sessions, and whether they attended.',
  record: attendanceRecord,
  create: attendanceCreate,
  update: attendanceUpdate,
  access: attendancesAccess.access,
  actions: {
    incrementPoints: {
      on: 'member',
      method: 'PUT',
      path: 'increment_points',
      summary:
        'Adds points to the attendance (points = points + n, however many run at once). Body: { points: n }, n from 1 to 1000.',
      input: { in: 'body', schema: attendancePointsIncrement },
      // Whoever may update the attendance may award its points.
      allow: attendancesAccess.actions.incrementPoints,
    },
  },
});
