import { describe, expect, it } from 'vitest';
import {
  needsAttendanceWarning,
  sessionCalendarStatus,
  type CalendarSessionFacts,
} from './calendar-session-status.ts';

const NOW = new Date('2026-03-10T15:00:00Z');
const TUTOR = 7;

function session(overrides: Partial<CalendarSessionFacts> = {}): CalendarSessionFacts {
  return {
    startsAt: '2026-03-10T18:00:00Z',
    endsAt: '2026-03-10T19:00:00Z',
    canceledAt: null,
    supervisorId: TUTOR,
    attendancesCount: 2,
    attendanceTakenAt: null,
    suppressAttendance: false,
    ...overrides,
  };
}

describe('sessionCalendarStatus (spec §2 legend, §4)', () => {
  it('is cancelable for the supervising tutor before it starts', () => {
    expect(sessionCalendarStatus(session(), TUTOR, NOW)).toBe('cancelable');
  });

  it('is non-cancelable for a tutor who does not supervise it', () => {
    expect(sessionCalendarStatus(session({ supervisorId: 99 }), TUTOR, NOW)).toBe('non-cancelable');
    expect(sessionCalendarStatus(session(), null, NOW)).toBe('non-cancelable');
  });

  it('is launchable from 15 minutes before its start to its end', () => {
    const soon = session({ startsAt: '2026-03-10T15:15:00Z', endsAt: '2026-03-10T16:00:00Z' });
    expect(sessionCalendarStatus(soon, TUTOR, NOW)).toBe('launchable');
    const later = session({ startsAt: '2026-03-10T15:16:00Z', endsAt: '2026-03-10T16:00:00Z' });
    expect(sessionCalendarStatus(later, TUTOR, NOW)).toBe('cancelable');
    const running = session({ startsAt: '2026-03-10T14:30:00Z', endsAt: '2026-03-10T15:00:01Z' });
    expect(sessionCalendarStatus(running, TUTOR, NOW)).toBe('launchable');
  });

  it('is no-enrollments when nobody attends', () => {
    expect(sessionCalendarStatus(session({ attendancesCount: 0 }), TUTOR, NOW)).toBe(
      'no-enrollments',
    );
  });

  it('is disabled once ended or canceled', () => {
    const ended = session({ startsAt: '2026-03-10T13:00:00Z', endsAt: '2026-03-10T15:00:00Z' });
    expect(sessionCalendarStatus(ended, TUTOR, NOW)).toBe('disabled');
    expect(sessionCalendarStatus(session({ canceledAt: '2026-03-09T00:00:00Z' }), TUTOR, NOW)).toBe(
      'disabled',
    );
  });
});

describe('needsAttendanceWarning (spec §4)', () => {
  const ended = { startsAt: '2026-03-10T13:00:00Z', endsAt: '2026-03-10T14:00:00Z' };

  it('warns on an ended session without attendance', () => {
    expect(needsAttendanceWarning(session(ended), NOW)).toBe(true);
  });

  it('does not warn before the end, after attendance, when canceled, closed or empty', () => {
    expect(needsAttendanceWarning(session(), NOW)).toBe(false);
    expect(needsAttendanceWarning(session({ ...ended, attendanceTakenAt: NOW }), NOW)).toBe(false);
    expect(needsAttendanceWarning(session({ ...ended, canceledAt: NOW }), NOW)).toBe(false);
    expect(needsAttendanceWarning(session({ ...ended, suppressAttendance: true }), NOW)).toBe(
      false,
    );
    expect(needsAttendanceWarning(session({ ...ended, attendancesCount: 0 }), NOW)).toBe(false);
  });
});
