import {
  brandRequiresAttendanceNote,
  canAttendSession,
  canLaunchSession,
  canOn,
  isSessionCancelable,
  sessionClockFields,
  sessionsContract,
  type MeetingProvider,
  type SessionLiveRecordFields,
} from '@tp/domain';
import { sql } from 'drizzle-orm';
import {
  assignments,
  attendances,
  brands,
  courses,
  departments,
  sessionMeetings,
  sessions,
  students,
  subjects,
} from '../../db/schema/index.ts';
import { qualified } from '../scopes.ts';
import type { SerializeView, WireRecord } from '../types.ts';

/** The course's brand facts the live fields read, one subquery per session. */
interface BrandFacts {
  identifier: string | null;
  brandName: string;
  departmentName: string | null;
  includePoints: boolean;
  dynamicSubject: boolean;
}

/** The session's people as ids, for the viewer rules (canAttend). */
interface PeopleFacts {
  employeeIds: number[];
  studentIds: number[];
  parentIds: number[];
}

interface MeetingFacts {
  provider: MeetingProvider;
  joinUrl: string;
}

const sessionId = qualified(sessions.id);

/**
 * The selected facts behind the live fields: JSON objects from three subqueries (brand, people,
 * meeting), so a list of sessions costs three subqueries a row, not one per field.
 */
export const SESSION_LIVE_SELECT = {
  subjectId: sessions.subjectId,
  brandFacts: sql<BrandFacts>`(select json_build_object(
      'identifier', ${qualified(brands.identifier)}, 'brandName', ${qualified(brands.name)},
      'departmentName', ${qualified(departments.name)}, 'includePoints', ${qualified(brands.includePoints)},
      'dynamicSubject', ${qualified(courses.dynamicSubject)})
    from ${courses} join ${brands} on ${qualified(brands.id)} = ${qualified(courses.brandId)}
    left join ${departments} on ${qualified(departments.id)} = ${qualified(brands.departmentId)}
    where ${qualified(courses.id)} = ${qualified(sessions.courseId)})`.as('brand_facts'),
  sessionSubjectName: sql<string | null>`(select ${qualified(subjects.name)} from ${subjects}
    where ${qualified(subjects.id)} = ${qualified(sessions.subjectId)})`.as('session_subject_name'),
  peopleFacts: sql<PeopleFacts>`json_build_object(
    'employeeIds', array(select ${qualified(assignments.employeeId)} from ${assignments}
      where ${qualified(assignments.sessionId)} = ${sessionId} order by 1),
    'studentIds', array(select ${qualified(attendances.studentId)} from ${attendances}
      where ${qualified(attendances.sessionId)} = ${sessionId} order by 1),
    'parentIds', array(select distinct ${qualified(students.parentId)} from ${attendances}
      join ${students} on ${qualified(students.id)} = ${qualified(attendances.studentId)}
      where ${qualified(attendances.sessionId)} = ${sessionId} and ${qualified(students.parentId)} is not null))`.as(
    'people_facts',
  ),
  meetingFacts: sql<MeetingFacts | null>`(select json_build_object(
      'provider', ${qualified(sessionMeetings.provider)}, 'joinUrl', ${qualified(sessionMeetings.joinUrl)})
    from ${sessionMeetings} where ${qualified(sessionMeetings.sessionId)} = ${sessionId})`.as(
    'meeting_facts',
  ),
};

/** The stored facts of a session record the rules read. */
interface SessionFacts {
  startsAt: string;
  endsAt: string;
  canceledAt: string | null;
  suppressAttendance: boolean;
  supervisorId: number | null;
}

/** The selected facts, as the live-field rules need them. */
export interface LiveFacts {
  subjectId: number | null;
  brandFacts: BrandFacts | null;
  sessionSubjectName: string | null;
  peopleFacts: PeopleFacts;
  meetingFacts: MeetingFacts | null;
}

/**
 * A session record with its live fields for the viewer at `view.now` (spec scheduling §3, §4),
 * by domain's rules. `record` is the session's stored fields as serialised.
 *
 * The live fields come first in one object literal, the stored ones after them (the two share
 * no key: the select has none of the live fields' names). Added after the stored ones, as
 * `{ ...record, ...live }`, they cost V8 about 40 µs a session: nine tenths of serialising a
 * tutor's week.
 */
export function withSessionLiveFields<R extends SessionFacts & WireRecord>(
  record: R,
  facts: LiveFacts,
  view: SerializeView,
): R & SessionLiveRecordFields {
  const brand = facts.brandFacts;
  const identifier = brand?.identifier ?? null;
  const people = {
    supervisorId: record.supervisorId,
    assignedEmployeeIds: facts.peopleFacts.employeeIds,
    attendeeStudentIds: facts.peopleFacts.studentIds,
    attendeeParentIds: facts.peopleFacts.parentIds,
  };
  const canLaunch = canLaunchSession(view.user, people);
  const canAttend = canAttendSession(view.user, people);
  // The update and cancel rules read stored fields only (supervisorId): the record without its
  // live fields, which are what is being computed here, is all they need.
  const rulesRecord = record as never;
  const meeting = facts.meetingFacts;
  const clock = sessionClockFields(
    {
      startsAt: record.startsAt,
      endsAt: record.endsAt,
      canceledAt: record.canceledAt,
      suppressAttendance: record.suppressAttendance,
      identifier,
    },
    view.now,
  );
  return {
    launchable: clock.launchable,
    recentlyStarted: clock.recentlyStarted,
    isPast: clock.isPast,
    attendanceOpen: clock.attendanceOpen,
    canLaunch,
    canAttend,
    canEdit: canOn(sessionsContract, view.user, 'update', rulesRecord),
    canCancel:
      canOn(sessionsContract, view.user, 'cancel', rulesRecord) &&
      isSessionCancelable(record, view.now),
    identifier,
    // The join url only for those who may join or host: the room is the meeting's only secret.
    zoomMeeting: meeting
      ? { provider: meeting.provider, joinUrl: canAttend || canLaunch ? meeting.joinUrl : null }
      : null,
    subjectId: facts.subjectId,
    sessionSubject:
      facts.subjectId !== null && facts.sessionSubjectName !== null
        ? { id: facts.subjectId, name: facts.sessionSubjectName }
        : null,
    dynamicSubject: brand?.dynamicSubject ?? false,
    includePoints: brand?.includePoints ?? false,
    requiresAttendanceNote: brand
      ? brandRequiresAttendanceNote({ name: brand.brandName, departmentName: brand.departmentName })
      : false,
    assignedEmployeeIds: people.assignedEmployeeIds,
    ...record,
  };
}
