import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { type Actor } from '../../permissions/actor.ts';
import { schedulingStaffOrEmployee, staffOrRoleOwn } from '../../permissions/rules.ts';
import type { CalendarEvent, eventRecord } from '../events.ts';

/** An employee's own event: one on their calendar. */
const isOwnEvent = (actor: Actor, event: { attendeeId: number }) =>
  actor.employeeId !== null && event.attendeeId === actor.employeeId;

/**
 * Who may do what (spec §6, and the "an employee edits their own events; scheduling
 * staff any"):
 * - read: staff every calendar; a tutor their own; students and parents none: these are an
 *   employee's working time (prep, admin, grading, payable), even one about a student. The
 *   planner's "study-area events" (spec §2 legend) are the student's test dates, read from
 *   their study areas (GET /study_areas?testDateFrom&testDateTo), which families may read;
 * - create, update, delete, cancel: scheduling staff on any calendar; any other employee (a
 *   tutor or staff) on their own only.
 */
const writeRule = () => schedulingStaffOrEmployee<CalendarEvent>(isOwnEvent);

export const eventsAccess = {
  singular: 'event',
  access: {
    read: staffOrRoleOwn<CalendarEvent>('tutor'),
    create: writeRule(),
    update: writeRule(),
    delete: writeRule(),
  },
  actions: {
    cancel: writeRule(),
  },
} satisfies ResourceAccess<z.infer<typeof eventRecord>>;
