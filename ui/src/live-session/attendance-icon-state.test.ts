import { describe, expect, it } from 'vitest';
import { ATTENDANCE_ICON_TEXT, attendanceIconState } from './attendance-icon-state.ts';

const NOW = new Date('2025-03-05T15:00:00Z');
const FUTURE = { startsAt: '2025-03-06T15:00:00Z', attendanceTakenAt: null };
const PAST = { startsAt: '2025-03-04T15:00:00Z', attendanceTakenAt: null };
const TAKEN = { startsAt: '2025-03-04T15:00:00Z', attendanceTakenAt: '2025-03-04T16:00:00Z' };

describe('attendance icon state (spec §4)', () => {
  it('a session not yet started is scheduled for a future date', () => {
    expect(ATTENDANCE_ICON_TEXT[attendanceIconState(FUTURE, null, NOW)]).toBe(
      'Session scheduled for a future date',
    );
  });

  it('a started session without attendance has not been taken', () => {
    expect(ATTENDANCE_ICON_TEXT[attendanceIconState(PAST, null, NOW)]).toBe(
      'Attendance for the session has not yet been taken',
    );
  });

  it('taken attendance says attended or unattended for the student', () => {
    expect(ATTENDANCE_ICON_TEXT[attendanceIconState(TAKEN, true, NOW)]).toBe(
      'Student has been marked as attended by the tutor',
    );
    expect(ATTENDANCE_ICON_TEXT[attendanceIconState(TAKEN, false, NOW)]).toBe(
      'Student has been marked as unattended by the tutor',
    );
    expect(attendanceIconState(TAKEN, null, NOW)).toBe('unattended');
    expect(attendanceIconState(TAKEN, undefined, NOW)).toBe('attended');
  });
});
