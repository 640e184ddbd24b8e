import { z } from 'zod';
import type { Actor } from '../permissions/actor.ts';
import { schedulingStaffOrEmployee, staffOrOwn } from '../permissions/rules.ts';
import { defineContract } from './contract.ts';
import { integer, isoDateTime, recordId } from './payload-fields.ts';
import type { Session } from './sessions.ts';
import type { Student } from './students.ts';

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
});
/** A student on a session, and whether they attended. */
export type Attendance = z.infer<typeof attendanceRecord> & {
  student?: Student | null;
  session?: Session | null;
};

export const attendanceUpdate = z.object({
  attended: z.boolean().nullable().optional(),
  notes: z.string().max(10_000).nullable().optional(),
  points: z.number().int().min(0).max(1_000_000).optional(),
});
export const attendanceCreate = attendanceUpdate.extend({
  sessionId: recordId,
  studentId: recordId,
});

/** A session's supervisor, a tutor or an employee, takes its attendance (spec scheduling §6). */
const supervisesSession = (actor: Actor, attendance: { sessionSupervisorId: number | null }) =>
  actor.employeeId !== null && attendance.sessionSupervisorId === actor.employeeId;

export const attendancesContract = defineContract({
  name: 'attendances',
  singular: 'attendance',
  summary: 'Students on sessions, and whether they attended.',
  record: attendanceRecord,
  create: attendanceCreate,
  update: attendanceUpdate,
  access: {
    read: staffOrOwn(),
    create: schedulingStaffOrEmployee(supervisesSession),
    update: schedulingStaffOrEmployee(supervisesSession),
    delete: schedulingStaffOrEmployee(supervisesSession),
  },
});
