import { describe, expect, it } from 'vitest';
import {
  isHeadsUpTitle,
  isUnderAvailabilityTarget,
  pogFormDue,
  readHeadsUp,
  refreshesTutoringHistory,
  underTargetMessage,
  underTargetWeekDue,
} from './notice-rules.ts';

const NY = 'America/New_York';

describe('Under Target', () => {
  it('is looked at from Monday 08:00 in the tutor zone', () => {
    // Monday 2026-03-09, 07:59 and 08:00 EDT (UTC-4).
    expect(underTargetWeekDue(new Date('2026-03-09T11:59:00Z'), NY)).toBeNull();
    expect(underTargetWeekDue(new Date('2026-03-09T12:00:00Z'), NY)).toBe('2026-03-09');
    // Sunday night in New York is already Monday in Tokyo, but before 08:00 there.
    expect(underTargetWeekDue(new Date('2026-03-15T20:00:00Z'), 'Asia/Tokyo')).toBeNull();
    expect(underTargetWeekDue(new Date('2026-03-15T20:00:00Z'), NY)).toBe('2026-03-09');
  });

  it('compares the availability offered with the target; a target of 0 asks nothing', () => {
    expect(isUnderAvailabilityTarget(9.5, 10)).toBe(true);
    expect(isUnderAvailabilityTarget(10, 10)).toBe(false);
    expect(isUnderAvailabilityTarget(0, 0)).toBe(false);
    expect(underTargetMessage(6.5, 10)).toBe(
      'You have offered 6.5 hours of availability this week, under your target of 10 hours. Add availability to your schedule to reach it.',
    );
    expect(underTargetMessage(1, 2)).toContain('offered 1 hour of');
  });
});

describe('POG Form Due', () => {
  it('is due 14 days into the quarter, at the end of that day in the zone', () => {
    const due = pogFormDue(new Date('2026-01-02T15:00:00Z'), NY);
    expect(due.key).toBe('2026-Q1');
    // The end of Jan 15 in New York (EST, UTC-5).
    expect(due.dueAt.toISOString()).toBe('2026-01-16T05:00:00.000Z');
  });

  it('gives a tutor told late in the quarter 7 days', () => {
    const due = pogFormDue(new Date('2026-05-20T15:00:00Z'), NY);
    expect(due.key).toBe('2026-Q2');
    expect(due.dueAt.toISOString()).toBe('2026-05-28T04:00:00.000Z');
  });

  it('takes the quarter of the tutor zone at a new year', () => {
    // 23:30 on Dec 31 in New York is Jan 1 in UTC.
    expect(pogFormDue(new Date('2026-01-01T04:30:00Z'), NY).key).toBe('2025-Q4');
    expect(pogFormDue(new Date('2026-01-01T04:30:00Z'), 'UTC').key).toBe('2026-Q1');
  });
});

describe('realtime notices', () => {
  it('sends a heads-up for the hours just ahead only', () => {
    expect(isHeadsUpTitle('Session Reminder')).toBe(true);
    expect(isHeadsUpTitle('Cancelation')).toBe(true);
    expect(isHeadsUpTitle('Pace Target')).toBe(false);
  });

  it("refreshes the tutoring history on a 'New Student' new-notice only", () => {
    expect(refreshesTutoringHistory({ noticeId: 1, title: 'New Student' })).toBe(true);
    expect(refreshesTutoringHistory({ noticeId: 1, title: 'New Session' })).toBe(false);
    expect(refreshesTutoringHistory(null)).toBe(false);
  });

  it('reads a heads-up payload', () => {
    const event = { noticeId: 3, title: 'Cancelation', message: 'Tia canceled.' };
    expect(readHeadsUp(event)).toEqual(event);
    expect(readHeadsUp({ title: 'x' })).toBeNull();
  });
});
