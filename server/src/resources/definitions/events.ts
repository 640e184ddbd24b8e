import { EVENT_TYPES, eventsContract, isPayableEventType, type EventType } from '@tp/domain';
import { eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { employees, events, users } from '../../db/schema/index.ts';
import { cancelEvent, eventValues, eventWriteHooks } from '../../services/events.ts';
import { defineResource, iso, isoRequired } from '../define.ts';
import { filter, integerIn, overlapWindow, queryValue, stringIn } from '../filters.ts';

const window = overlapWindow(events.startsAt, events.endsAt);

/**
 * Calendar events (spec scheduling §3, §5, §7 `GET events` with startsAt, endsAt and
 * noPagination): staff read every calendar, a tutor their own; writes follow domain's rules
 * (an employee's own events, scheduling staff anyone's) and the event form's; every change is
 * published to the attendee's calendar after the commit.
 */
export const eventsResource = defineResource({
  contract: eventsContract,
  from: events,
  joins: [
    { table: employees, on: eq(employees.id, events.attendeeId) },
    { table: users, on: eq(users.id, employees.userId) },
  ],
  fields: {
    id: events.id,
    type: events.type,
    name: events.name,
    details: events.details,
    startsAt: events.startsAt,
    endsAt: events.endsAt,
    duration: events.duration,
    allDay: events.allDay,
    departmentId: events.departmentId,
    attendeeId: events.attendeeId,
    attendeeName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`.as('attendee_name'),
    studentId: events.studentId,
    subjectId: events.subjectId,
    canceledAt: events.canceledAt,
    pastReason: events.pastReason,
    createdById: events.createdById,
    createdAt: events.createdAt,
    updatedAt: events.updatedAt,
    lockVersion: events.lockVersion,
  },
  idColumn: events.id,
  sortable: {
    id: events.id,
    starts_at: events.startsAt,
    ends_at: events.endsAt,
    duration: events.duration,
    type: events.type,
    created_at: events.createdAt,
  },
  defaultOrder: { column: 'starts_at', sort: 'asc' },
  filters: {
    startsAt: window.startsAt,
    endsAt: window.endsAt,
    attendeeId: integerIn(events.attendeeId, 'Whose calendar: employee (for a tutor, tutor) ids.'),
    type: stringIn(events.type, `Event type: ${EVENT_TYPES.join(', ')}.`),
    departmentId: integerIn(events.departmentId, 'Department id.'),
    studentId: integerIn(events.studentId, 'The student an event is about.'),
    canceled: filter({
      description:
        'true: canceled events only; false: events that stand (what a calendar shows). Both when absent.',
      valueType: 'boolean',
      value: queryValue.boolean,
      reveals: ['canceledAt'],
      where: (values) =>
        new Set(values).size !== 1
          ? undefined
          : values[0]
            ? isNotNull(events.canceledAt)
            : isNull(events.canceledAt),
    }),
  },
  includes: {
    attendee: { kind: 'belongsTo', target: 'employees', foreignKey: 'attendeeId' },
    department: { kind: 'belongsTo', target: 'departments', foreignKey: 'departmentId' },
    subject: { kind: 'belongsTo', target: 'subjects', foreignKey: 'subjectId' },
    student: { kind: 'belongsTo', target: 'students', foreignKey: 'studentId' },
  },
  serialize: (row) => ({
    ...row,
    type: row.type as EventType,
    payable: isPayableEventType(row.type as EventType),
    attendeeType: 'Employee' as const,
    startsAt: isoRequired(row.startsAt),
    endsAt: isoRequired(row.endsAt),
    canceledAt: iso(row.canceledAt),
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
  }),
  readScopes: {
    tutor: (user) => (user.employeeId === null ? null : eq(events.attendeeId, user.employeeId)),
  },
  write: { table: events, toValues: eventValues, hooks: eventWriteHooks },
  actions: {
    cancel: { run: ({ tx, ctx, id }) => cancelEvent(tx, ctx, id!) },
  },
});
