import { describe, expect, it } from 'vitest';
import {
  attendanceLimitLabel,
  enrollmentHoursOf,
  hoursRunOutOn,
  maxedOutText,
  tutoredMinutes,
  type CountedSession,
  type EnrollmentHoursFacts,
  unscheduledMinutesOf,
} from './enrollment-hours.ts';

const now = new Date('2026-03-04T17:00:00Z');
const hour = 60 * 60_000;
const session = (endsInHours: number, duration = 60, supervisorId = 7): CountedSession => ({
  endsAt: new Date(now.getTime() + endsInHours * hour),
  duration,
  supervisorId,
  isStudents: true,
});

const facts = (over: Partial<EnrollmentHoursFacts> = {}): EnrollmentHoursFacts => ({
  boughtMinutes: 600,
  isTutoring: true,
  arrearBilling: false,
  type: 'Enrollment',
  limitedAttendancesCount: null,
  owedCents: 0,
  pace: 2,
  timeZone: 'America/New_York',
  sessions: [],
  ...over,
});

describe('enrollmentHoursOf', () => {
  it('counts ended sessions as used and the others as scheduled', () => {
    const figures = enrollmentHoursOf(
      facts({ sessions: [session(-48), session(-24, 90), session(24), session(48, 30)] }),
      now,
    );
    expect(figures).toMatchObject({
      countsHours: true,
      boughtMinutes: 600,
      usedMinutes: 150,
      scheduledMinutes: 90,
      remainingMinutes: 450,
      unscheduledMinutes: 360,
      owedMinutes: 0,
      usedSessionsCount: 2,
      upcomingSessionsCount: 2,
      maxedOut: false,
      maxedOutReason: null,
    });
  });

  it('counts a session under way as scheduled, and one ending now as used', () => {
    const underWay = { ...session(0.5), duration: 60 };
    const endingNow = session(0);
    const figures = enrollmentHoursOf(facts({ sessions: [underWay, endingNow] }), now);
    expect(figures.usedMinutes).toBe(60);
    expect(figures.scheduledMinutes).toBe(60);
  });

  it('owes what was used past what was bought, and never has less than nothing remaining', () => {
    const figures = enrollmentHoursOf(
      facts({ boughtMinutes: 60, sessions: [session(-5, 120), session(5)] }),
      now,
    );
    expect(figures).toMatchObject({ remainingMinutes: 0, unscheduledMinutes: 0, owedMinutes: 60 });
  });

  it('leaves to book what no session, ended or not, takes: the same at any time', () => {
    const booked = facts({
      sessions: [session(-48), session(-24, 90), session(24), session(48, 30)],
    });
    expect(unscheduledMinutesOf(booked)).toBe(360);
    const later = new Date(now.getTime() + 72 * hour);
    expect(enrollmentHoursOf(booked, later).unscheduledMinutes).toBe(360);
    expect(unscheduledMinutesOf(facts({ boughtMinutes: null }))).toBeNull();
    expect(unscheduledMinutesOf(facts({ boughtMinutes: 60, sessions: [session(-5, 120)] }))).toBe(
      0,
    );
  });

  it('counts no hours for a course without a duration', () => {
    const figures = enrollmentHoursOf(facts({ boughtMinutes: null, sessions: [session(-5)] }), now);
    expect(figures).toMatchObject({
      countsHours: false,
      boughtMinutes: 0,
      usedMinutes: 60,
      runsOutOn: null,
      maxedOut: false,
    });
  });

  it('maxes out a limited enrollment when its used sessions reach the limit', () => {
    const limited = facts({
      type: 'LimitedEnrollment',
      limitedAttendancesCount: 2,
      sessions: [session(-48), session(-24), session(24)],
    });
    const figures = enrollmentHoursOf(limited, now);
    expect(figures).toMatchObject({
      maxedOut: true,
      maxedOutReason: 'attendanceLimit',
      attendancesCount: 2,
    });
    expect(maxedOutText(figures)).toBe('Maxed out: 2 of 2 sessions used');
    expect(attendanceLimitLabel(figures)).toBe('2 of 2');
    expect(attendanceLimitLabel(enrollmentHoursOf(facts(), now))).toBeNull();
  });

  it('does not count booked sessions, or sessions without the student, towards the limit', () => {
    const limited = facts({
      type: 'LimitedEnrollment',
      limitedAttendancesCount: 2,
      sessions: [session(-48), { ...session(-24), isStudents: false }, session(24), session(48)],
    });
    expect(enrollmentHoursOf(limited, now)).toMatchObject({
      maxedOut: false,
      attendancesCount: 1,
    });
  });

  it('maxes out a tutoring enrollment whose bought hours are all used, unless Pay As You Go adds more', () => {
    const usedUp = facts({ boughtMinutes: 120, sessions: [session(-48), session(-24)] });
    const figures = enrollmentHoursOf(usedUp, now);
    expect(figures).toMatchObject({ maxedOut: true, maxedOutReason: 'hoursUsed' });
    expect(maxedOutText(figures)).toBe('Maxed out: every hour bought is used');
    expect(enrollmentHoursOf({ ...usedUp, arrearBilling: true }, now).maxedOut).toBe(false);
  });

  it('never maxes out with hours left, nor before any hour was bought', () => {
    expect(enrollmentHoursOf(facts({ sessions: [session(-24)] }), now).maxedOut).toBe(false);
    expect(enrollmentHoursOf(facts({ boughtMinutes: 0 }), now).maxedOut).toBe(false);
    expect(maxedOutText(enrollmentHoursOf(facts(), now))).toBeNull();
  });

  it('runs out at the pace, on a day of the student', () => {
    // 450 minutes at 2 hours a week: 3.75 weeks, 26.25 days, so the 27th day after today.
    const figures = enrollmentHoursOf(facts({ sessions: [session(-48, 150)] }), now);
    expect(figures.runsOutOn).toBe('2026-03-31');
  });
});

describe('hoursRunOutOn', () => {
  it('is today when nothing remains, and never at a pace of 0', () => {
    expect(hoursRunOutOn(0, 2, now, 'America/New_York')).toBe('2026-03-04');
    expect(hoursRunOutOn(600, 0, now, 'America/New_York')).toBeNull();
  });

  it('is a whole number of weeks later on the same weekday', () => {
    expect(hoursRunOutOn(120, 1, now, 'UTC')).toBe('2026-03-18');
  });

  it('keeps its day across a daylight-saving change late in the evening', () => {
    // Saturday 23:30 in New York (EST), the night before clocks go forward on Mar 8 2026.
    // 168 hours later is 00:30 EDT on the 15th: counted in hours the day would move to Sunday.
    const lateSaturday = new Date('2026-03-08T04:30:00Z');
    expect(hoursRunOutOn(60, 1, lateSaturday, 'America/New_York')).toBe('2026-03-14');
  });

  it('keeps its day across the autumn change, and in a negative-offset zone', () => {
    // Saturday 00:30 in Los Angeles (PDT) before clocks go back on Nov 1 2026.
    const earlySaturday = new Date('2026-10-31T07:30:00Z');
    expect(hoursRunOutOn(60, 1, earlySaturday, 'America/Los_Angeles')).toBe('2026-11-07');
  });

  it('reads today in the student zone, not the server one', () => {
    // 03:00 UTC on Mar 5 is still Mar 4 in New York.
    const late = new Date('2026-03-05T03:00:00Z');
    expect(hoursRunOutOn(0, 1, late, 'America/New_York')).toBe('2026-03-04');
    expect(hoursRunOutOn(0, 1, late, 'UTC')).toBe('2026-03-05');
  });
});

describe('tutoredMinutes', () => {
  it('adds the used sessions the tutor led, as used counts them', () => {
    const shared = facts({
      sessions: [
        session(-48, 60, 7),
        session(-24, 90, 8),
        session(24, 60, 7),
        { ...session(-12, 45, 7), isStudents: false },
      ],
    });
    expect(tutoredMinutes(shared, 7, now)).toBe(60);
    expect(tutoredMinutes(shared, 8, now)).toBe(90);
    // One tutor: what they tutored is what the family used.
    const single = facts({ sessions: [session(-48), session(-24, 90), session(5)] });
    expect(tutoredMinutes(single, 7, now)).toBe(enrollmentHoursOf(single, now).usedMinutes);
  });
});
