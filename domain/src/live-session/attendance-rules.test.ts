import { describe, expect, it } from 'vitest';
import {
  recordsAttendance,
  ATTENDANCE_CANCELED_MESSAGE,
  ATTENDANCE_CLOSED_MESSAGE,
  ATTENDANCE_NOT_OPEN_MESSAGE,
  NOTE_ONLY_WHEN_ATTENDED_MESSAGE,
  attendanceRefusal,
  attendanceRowErrors,
  brandRequiresAttendanceNote,
  isAttendanceOpen,
  isNoteRequired,
  noteShortfallMessage,
} from './attendance-rules.ts';

const startsAt = new Date('2026-03-10T16:00:00Z');
const session = { startsAt, suppressAttendance: false, canceledAt: null };
const minutesBefore = (n: number) => new Date(startsAt.getTime() - n * 60_000);

describe('attendance window', () => {
  it('opens exactly 30 minutes before the start', () => {
    expect(attendanceRefusal(session, minutesBefore(31))).toBe(ATTENDANCE_NOT_OPEN_MESSAGE);
    expect(attendanceRefusal(session, minutesBefore(30))).toBeNull();
    expect(isAttendanceOpen(session, minutesBefore(0))).toBe(true);
  });

  it('stays open after the session ended', () => {
    expect(isAttendanceOpen(session, new Date('2026-03-12T00:00:00Z'))).toBe(true);
  });

  it('refuses a closed or canceled session', () => {
    const now = minutesBefore(0);
    expect(attendanceRefusal({ ...session, suppressAttendance: true }, now)).toBe(
      ATTENDANCE_CLOSED_MESSAGE,
    );
    expect(attendanceRefusal({ ...session, canceledAt: now }, now)).toBe(
      ATTENDANCE_CANCELED_MESSAGE,
    );
  });
});

describe('attendance note', () => {
  const required = { requiresAttendanceNote: true, attendanceTaken: false };

  it('counts the characters still missing of 140, ignoring outer spaces', () => {
    expect(noteShortfallMessage(null)).toBe('140 more characters please');
    expect(noteShortfallMessage('  ab  ')).toBe('138 more characters please');
    expect(noteShortfallMessage('x'.repeat(139))).toBe('1 more characters please');
    expect(noteShortfallMessage('x'.repeat(140))).toBeNull();
  });

  it('is required for the Tutoring brand until attendance is taken, for attended rows', () => {
    expect(isNoteRequired(required, true)).toBe(true);
    expect(isNoteRequired(required, false)).toBe(false);
    expect(isNoteRequired(required, null)).toBe(false);
    expect(isNoteRequired({ ...required, attendanceTaken: true }, true)).toBe(false);
    expect(isNoteRequired({ ...required, requiresAttendanceNote: false }, true)).toBe(false);
  });

  it('answers the shortfall for an attended row with a short required note', () => {
    expect(attendanceRowErrors({ attended: true, notes: 'ok' }, required)).toEqual({
      notes: ['138 more characters please'],
    });
    expect(attendanceRowErrors({ attended: true, notes: 'x'.repeat(140) }, required)).toEqual({});
  });

  it('refuses a note for a student who did not attend, but not an empty one', () => {
    expect(attendanceRowErrors({ attended: false, notes: 'hello' }, required)).toEqual({
      notes: [NOTE_ONLY_WHEN_ATTENDED_MESSAGE],
    });
    expect(attendanceRowErrors({ attended: false, notes: '  ' }, required)).toEqual({});
    expect(attendanceRowErrors({ attended: null, notes: undefined }, required)).toEqual({});
  });

  it('takes any note length when the brand does not require one', () => {
    const optional = { requiresAttendanceNote: false, attendanceTaken: false };
    expect(attendanceRowErrors({ attended: true, notes: 'short' }, optional)).toEqual({});
  });

  it('knows the Tutoring brand by its name or its department', () => {
    expect(brandRequiresAttendanceNote({ name: 'Private Tutoring', departmentName: 'X' })).toBe(
      true,
    );
    expect(brandRequiresAttendanceNote({ name: 'Other', departmentName: 'Tutoring' })).toBe(true);
    expect(brandRequiresAttendanceNote({ name: 'Math Club', departmentName: null })).toBe(false);
  });
});

describe('recordsAttendance', () => {
  it('is true for a row marked attended or not, or with a note, and false for an untaken row', () => {
    expect(recordsAttendance({ attended: true, notes: null })).toBe(true);
    expect(recordsAttendance({ attended: false, notes: null })).toBe(true);
    expect(recordsAttendance({ attended: null, notes: 'Worked on fractions' })).toBe(true);
    expect(recordsAttendance({ attended: null, notes: '   ' })).toBe(false);
    expect(recordsAttendance({ attended: null, notes: null })).toBe(false);
  });
});
