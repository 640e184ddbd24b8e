import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/actor.ts';
import { mayUseMeeting } from './session-meeting-actions.ts';
import {
  canAttendSession,
  canLaunchSession,
  meetingRefusal,
  sessionClockFields,
} from './session-live-rules.ts';

const at = (iso: string) => new Date(iso);
const session = {
  startsAt: '2026-03-10T15:00:00.000Z',
  endsAt: '2026-03-10T16:00:00.000Z',
  canceledAt: null,
  suppressAttendance: false,
  identifier: null,
};
const actor = (roles: Actor['roles'], ids: Partial<Actor> = {}): Actor => ({
  id: 1,
  roles,
  tutorId: null,
  employeeId: null,
  studentId: null,
  parentId: null,
  ...ids,
});
const people = {
  supervisorId: 7,
  assignedEmployeeIds: [7, 8],
  attendeeStudentIds: [3],
  attendeeParentIds: [4],
};

describe('sessionClockFields', () => {
  it('is launchable from 15 minutes before the start until the end', () => {
    expect(sessionClockFields(session, at('2026-03-10T14:44:59Z')).launchable).toBe(false);
    expect(sessionClockFields(session, at('2026-03-10T14:45:00Z')).launchable).toBe(true);
    expect(sessionClockFields(session, at('2026-03-10T15:59:59Z')).launchable).toBe(true);
    expect(sessionClockFields(session, at('2026-03-10T16:00:00Z')).launchable).toBe(false);
  });

  it('opens a homework help session 5 minutes before its start only', () => {
    const hh = { ...session, identifier: 'HH' };
    expect(sessionClockFields(hh, at('2026-03-10T14:50:00Z')).launchable).toBe(false);
    expect(sessionClockFields(hh, at('2026-03-10T14:55:00Z')).launchable).toBe(true);
  });

  it('never launches a canceled session', () => {
    const canceled = { ...session, canceledAt: '2026-03-09T00:00:00.000Z' };
    const fields = sessionClockFields(canceled, at('2026-03-10T15:10:00Z'));
    expect(fields.launchable).toBe(false);
    expect(fields.attendanceOpen).toBe(false);
  });

  it('counts as recently started from 15 minutes before the start', () => {
    expect(sessionClockFields(session, at('2026-03-10T14:44:00Z')).recentlyStarted).toBe(false);
    expect(sessionClockFields(session, at('2026-03-10T14:45:00Z')).recentlyStarted).toBe(true);
  });

  it('is past from its end', () => {
    expect(sessionClockFields(session, at('2026-03-10T15:59:00Z')).isPast).toBe(false);
    expect(sessionClockFields(session, at('2026-03-10T16:00:00Z')).isPast).toBe(true);
  });

  it('opens attendance 30 minutes before the start, unless the session is closed', () => {
    expect(sessionClockFields(session, at('2026-03-10T14:29:00Z')).attendanceOpen).toBe(false);
    expect(sessionClockFields(session, at('2026-03-10T14:30:00Z')).attendanceOpen).toBe(true);
    expect(sessionClockFields(session, at('2026-03-11T09:00:00Z')).attendanceOpen).toBe(true);
    const closed = { ...session, suppressAttendance: true };
    expect(sessionClockFields(closed, at('2026-03-10T15:10:00Z')).attendanceOpen).toBe(false);
  });

  it('reads the same instant whatever the time zone of the input string', () => {
    const local = { ...session, startsAt: '2026-03-10T10:00:00-05:00' };
    expect(sessionClockFields(local, at('2026-03-10T14:45:00Z')).recentlyStarted).toBe(true);
  });
});

describe('canLaunchSession', () => {
  it('lets the supervisor and admins launch, nobody else', () => {
    expect(canLaunchSession(actor(['tutor'], { employeeId: 7 }), people)).toBe(true);
    expect(canLaunchSession(actor(['admin']), people)).toBe(true);
    expect(canLaunchSession(actor(['tutor'], { employeeId: 8 }), people)).toBe(false);
    expect(canLaunchSession(actor(['manager']), people)).toBe(false);
  });
});

describe('canAttendSession', () => {
  it('lets an assigned employee who does not supervise attend', () => {
    expect(canAttendSession(actor(['tutor'], { employeeId: 8 }), people)).toBe(true);
    expect(canAttendSession(actor(['tutor'], { employeeId: 7 }), people)).toBe(false);
    expect(canAttendSession(actor(['tutor'], { employeeId: 9 }), people)).toBe(false);
  });

  it('lets an attending student and their parent attend', () => {
    expect(canAttendSession(actor(['student'], { studentId: 3 }), people)).toBe(true);
    expect(canAttendSession(actor(['student'], { studentId: 5 }), people)).toBe(false);
    expect(canAttendSession(actor(['parent'], { parentId: 4 }), people)).toBe(true);
    expect(canAttendSession(actor(['parent'], { parentId: 6 }), people)).toBe(false);
  });

  it('does not let an unassigned admin attend (they launch instead)', () => {
    expect(canAttendSession(actor(['admin'], { employeeId: 1 }), people)).toBe(false);
  });
});

describe('mayUseMeeting', () => {
  const record = { supervisorId: 7, assignedEmployeeIds: [7, 8] };
  it('allows the supervisor, an admin, an assigned employee, students and parents', () => {
    expect(mayUseMeeting(actor(['tutor'], { employeeId: 7 }), record)).toBe(true);
    expect(mayUseMeeting(actor(['admin']), record)).toBe(true);
    expect(mayUseMeeting(actor(['tutor'], { employeeId: 8 }), record)).toBe(true);
    expect(mayUseMeeting(actor(['student'], { studentId: 3 }), record)).toBe(true);
    expect(mayUseMeeting(actor(['parent'], { parentId: 4 }), record)).toBe(true);
  });

  it('refuses staff who are neither its supervisor nor assigned', () => {
    expect(mayUseMeeting(actor(['manager'], { employeeId: 20 }), record)).toBe(false);
    expect(mayUseMeeting(actor(['hr']), record)).toBe(false);
  });
});

describe('meetingRefusal', () => {
  it('refuses canceled and ended sessions, allows the others', () => {
    expect(meetingRefusal(session, at('2026-03-10T12:00:00Z'))).toBeNull();
    expect(meetingRefusal(session, at('2026-03-10T16:00:00Z'))).toBe('This session has ended.');
    const canceled = { ...session, canceledAt: '2026-03-09T00:00:00.000Z' };
    expect(meetingRefusal(canceled, at('2026-03-10T12:00:00Z'))).toBe('This session was canceled.');
  });
});
