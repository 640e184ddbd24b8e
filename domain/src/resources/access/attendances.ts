import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { type Actor } from '../../permissions/actor.ts';
import { schedulingStaffOrEmployee, staffOrOwn } from '../../permissions/rules.ts';
import type { attendanceRecord } from '../attendances.ts';

/** A session's supervisor, a tutor or an employee, takes its attendance (spec scheduling §6). */
const supervisesSession = (actor: Actor, attendance: { sessionSupervisorId: number | null }) =>
  actor.employeeId !== null && attendance.sessionSupervisorId === actor.employeeId;

export const attendancesAccess = {
  singular: 'attendance',
  access: {
    read: staffOrOwn(),
    create: schedulingStaffOrEmployee(supervisesSession),
    update: schedulingStaffOrEmployee(supervisesSession),
    delete: schedulingStaffOrEmployee(supervisesSession),
  },
  actions: {
    incrementPoints: schedulingStaffOrEmployee(supervisesSession),
  },
} satisfies ResourceAccess<z.infer<typeof attendanceRecord>>;
