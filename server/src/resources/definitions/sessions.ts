import {
  SCHEDULING_STAFF_ROLES,
  SESSION_DURATION_LIMITS,
  SESSION_TYPES,
  hasAnyRole,
  hasRole,
  sessionsContract,
  type SessionBatch,
  type SessionType,
} from '@tp/domain';
import { isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { assignments, attendances, sessions } from '../../db/schema/index.ts';
import { Invalid } from '../../http/errors.ts';
import { readableIdsOf } from '../access.ts';
import { withResolvedTiming } from './timing-values.ts';
import { cancelSession, sessionWriteHooks } from '../../services/sessions.ts';
import { unreserveSession } from '../../services/family-booking.ts';
import { saveSessionBatch } from '../../services/session-batch.ts';
import { withSessionSubjectRule } from '../../services/session-meetings.ts';
import {
  withHomeworkHelpCancel,
  withHomeworkHelpChanges,
} from '../../services/session-homework-help.ts';
import { withSessionHistory } from '../../services/course-history.ts';
import { substituteJointSession } from '../../services/course-actions.ts';
import { earlierSessionsOf, type EarlierSessionsInput } from '../../services/earlier-sessions.ts';
import { defineResource, iso, isoRequired } from '../define.ts';
import { filter, integerIn, overlapWindow, queryValue, stringIn, upcoming } from '../filters.ts';
import {
  attendedSessionIds,
  forStudents,
  forTutor,
  idList,
  isIn,
  qualified,
  tutorSessionIds,
} from '../scopes.ts';
import type { ActionResult, AnyRow, CallContext } from '../types.ts';
import { attendancesResource } from './attendances.ts';
import { SESSION_FINDER_IMPLEMENTATIONS } from './staff-finder-actions.ts';
import { SESSION_ATTENDANCE_IMPLEMENTATIONS } from './session-attendance-actions.ts';
import { SESSION_LIVE_SELECT, withSessionLiveFields } from './session-live-fields.ts';
import { SESSION_MEETING_IMPLEMENTATIONS } from './session-meeting-actions.ts';
import { SESSION_HUB_IMPLEMENTATIONS } from './session-hub-actions.ts';

/**
 * Payload to columns: timing resolved against the current session; place needed offline; a
 * session a tutor creates without naming a supervisor is theirs (scheduling staff name one).
 */
function sessionValues(
  payload: Record<string, unknown>,
  current: AnyRow | null,
  ctx: CallContext,
): Record<string, unknown> {
  const values = withResolvedTiming(payload, current, SESSION_DURATION_LIMITS);
  const isTutorOnly =
    hasRole(ctx.user.roles, 'tutor') && !hasAnyRole(ctx.user.roles, SCHEDULING_STAFF_ROLES);
  if (current === null && payload.supervisorId === undefined && isTutorOnly)
    values.supervisorId = ctx.user.employeeId;
  const online = (payload.online ?? current?.online ?? true) as boolean;
  const place = (payload.place !== undefined ? payload.place : (current?.place ?? null)) as
    | string
    | null;
  if (!online && !place) throw new Invalid({ place: ["can't be blank"] });
  // The place is typed here (only the editor's batch takes a looked-up one): an edited place
  // no longer names the looked-up place.
  if (payload.place !== undefined && payload.place !== current?.place) values.placeId = null;
  return values;
}

const assignmentsCount = sql<number>`(select count(*)::int from ${assignments}
  where ${assignments.sessionId} = ${qualified(sessions.id)})`.as('assignments_count');
const attendancesCount = sql<number>`(select count(*)::int from ${attendances}
  where ${attendances.sessionId} = ${qualified(sessions.id)})`.as('attendances_count');

const window = overlapWindow(sessions.startsAt, sessions.endsAt);

/**
 * Sessions some students attend, by the attendances the caller may read: the `studentId`
 * filter must not tell a parent which of their child's group sessions another family's
 * student attends (the attendance itself is hidden from them).
 */
function readableAttendedSessionIds(studentIds: number[], ctx: CallContext): SQL {
  return readableIdsOf(
    attendancesResource,
    ctx.user,
    attendances.sessionId,
    isIn(attendances.studentId, idList(studentIds)),
  );
}

export const sessionsResource = defineResource({
  contract: sessionsContract,
  from: sessions,
  fields: {
    id: sessions.id,
    courseId: sessions.courseId,
    type: sessions.type,
    name: sessions.name,
    startsAt: sessions.startsAt,
    endsAt: sessions.endsAt,
    duration: sessions.duration,
    online: sessions.online,
    place: sessions.place,
    placeId: sessions.placeId,
    room: sessions.room,
    supervisorId: sessions.supervisorId,
    employeesRequired: sessions.employeesRequired,
    notes: sessions.notes,
    attendanceTakenAt: sessions.attendanceTakenAt,
    launchedAt: sessions.launchedAt,
    suppressAttendance: sessions.suppressAttendance,
    canceledAt: sessions.canceledAt,
    cancelReason: sessions.cancelReason,
    enrollmentId: sessions.enrollmentId,
    sessionTypeId: sessions.sessionTypeId,
    scheduledById: sessions.scheduledById,
    hubId: sessions.hubId,
    assignmentsCount,
    attendancesCount,
    createdAt: sessions.createdAt,
    updatedAt: sessions.updatedAt,
    lockVersion: sessions.lockVersion,
    ...SESSION_LIVE_SELECT,
  },
  idColumn: sessions.id,
  sortable: {
    id: sessions.id,
    starts_at: sessions.startsAt,
    ends_at: sessions.endsAt,
    duration: sessions.duration,
    type: sessions.type,
    course_id: sessions.courseId,
    created_at: sessions.createdAt,
    updated_at: sessions.updatedAt,
  },
  defaultOrder: { column: 'starts_at', sort: 'asc' },
  filters: {
    courseId: integerIn(sessions.courseId, 'Course id.'),
    tutorId: filter({
      description: 'Tutor (employee) id: sessions the tutor supervises or is assigned to.',
      valueType: 'integer',
      value: queryValue.integer,
      where: (ids) => isIn(sessions.id, tutorSessionIds(ids)),
    }),
    studentId: filter({
      description:
        'Student id: sessions the student attends (by the attendances the caller may read).',
      valueType: 'integer',
      value: queryValue.integer,
      where: (ids, ctx) => isIn(sessions.id, readableAttendedSessionIds(ids, ctx)),
    }),
    startsAt: window.startsAt,
    endsAt: window.endsAt,
    upcoming: upcoming(sessions.startsAt, 'true: starting after now; false: started already.'),
    type: stringIn(sessions.type, `Session type: ${SESSION_TYPES.join(', ')}.`),
    canceled: filter({
      description: 'true: canceled sessions only; false: those not canceled (they hold time).',
      valueType: 'boolean',
      value: queryValue.boolean,
      reveals: ['canceledAt'],
      where: (values) =>
        new Set(values).size === 1
          ? values[0]
            ? isNotNull(sessions.canceledAt)
            : isNull(sessions.canceledAt)
          : undefined,
    }),
    unassigned: filter({
      description:
        'true: sessions without a tutor (no supervisor and no assignment); false: staffed ones.',
      valueType: 'boolean',
      value: queryValue.boolean,
      where: (values) => {
        if (new Set(values).size !== 1) return undefined;
        const staffed = sql`(${qualified(sessions.supervisorId)} is not null or exists (select 1
          from ${assignments} where ${assignments.sessionId} = ${qualified(sessions.id)}))`;
        return values[0] ? sql`not ${staffed}` : staffed;
      },
    }),
  },
  includes: {
    course: { kind: 'belongsTo', target: 'courses', foreignKey: 'courseId' },
    supervisor: { kind: 'belongsTo', target: 'tutors', foreignKey: 'supervisorId' },
    assignments: { kind: 'hasMany', target: 'assignments', foreignKey: 'sessionId' },
    attendances: { kind: 'hasMany', target: 'attendances', foreignKey: 'sessionId' },
  },
  serialize: (row, view) => {
    const { subjectId, brandFacts, sessionSubjectName, peopleFacts, meetingFacts, ...columns } =
      row;
    const record = {
      ...columns,
      type: row.type as SessionType,
      startsAt: isoRequired(row.startsAt),
      endsAt: isoRequired(row.endsAt),
      attendanceTakenAt: iso(row.attendanceTakenAt),
      launchedAt: iso(row.launchedAt),
      canceledAt: iso(row.canceledAt),
      createdAt: isoRequired(row.createdAt),
      updatedAt: isoRequired(row.updatedAt),
    };
    const facts = { subjectId, brandFacts, sessionSubjectName, peopleFacts, meetingFacts };
    return withSessionLiveFields(record, facts, view);
  },
  readScopes: {
    tutor: forTutor((employeeId) => isIn(sessions.id, tutorSessionIds(employeeId))),
    student: forStudents('student', (ids) => isIn(sessions.id, attendedSessionIds(ids))),
    parent: forStudents('parent', (ids) => isIn(sessions.id, attendedSessionIds(ids))),
  },
  write: {
    table: sessions,
    toValues: sessionValues,
    hooks: withSessionSubjectRule(withHomeworkHelpChanges(withSessionHistory(sessionWriteHooks))),
  },
  actions: {
    substituteJointSession: {
      run: ({ tx, ctx, id, input }) =>
        substituteJointSession(tx, ctx, id!, (input as { employeeId: number }).employeeId),
    },
    ...SESSION_FINDER_IMPLEMENTATIONS,
    ...SESSION_ATTENDANCE_IMPLEMENTATIONS,
    ...SESSION_MEETING_IMPLEMENTATIONS,
    ...SESSION_HUB_IMPLEMENTATIONS,
    earlierSessions: {
      // Typed: it reads this resource's own read scope (sessionsResource) when it runs.
      run: async ({ tx, ctx, input }): Promise<ActionResult> => ({
        output: await earlierSessionsOf(tx, ctx, input as unknown as EarlierSessionsInput, {
          sessions: sessionsResource,
          attendances: attendancesResource,
        }),
      }),
    },
    cancel: {
      run: async ({ tx, ctx, id }) =>
        withHomeworkHelpCancel(tx, ctx.deps.realtime, id!, await cancelSession(tx, ctx, id!)),
    },
    unreserve: { run: ({ tx, ctx, id }) => unreserveSession(tx, ctx, id!) },
    saveBatch: { run: ({ tx, ctx, input }) => saveSessionBatch(tx, ctx, input as SessionBatch) },
  },
});
