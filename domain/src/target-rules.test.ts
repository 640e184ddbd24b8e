import { describe, expect, it } from 'vitest';
import {
  mayReadTargetHistory,
  mondayOf,
  quartersOf,
  targetChartWindow,
  targetFormErrors,
  targetProgress,
  targetTableStart,
  weekBoundsIn,
  weekOfInstant,
  weeksFrom,
  type TargetWeek,
} from './target-rules.ts';
import { targetHoursField } from './resources/tutors.ts';
import { targetHistoriesQuery } from './resources/target-histories.ts';
import { tutorCreate } from './resources/tutors.ts';

const HOUR = 3_600_000;

describe('target rules (spec §5: required numbers from 0 to 80)', () => {
  it('accepts 0 and 80 and refuses 81, -1, fractions and blanks', () => {
    expect(targetHoursField.safeParse(0).success).toBe(true);
    expect(targetHoursField.safeParse(80).success).toBe(true);
    expect(targetHoursField.safeParse(81).success).toBe(false);
    expect(targetHoursField.safeParse(-1).success).toBe(false);
    expect(targetHoursField.safeParse(1.5).success).toBe(false);
    expect(tutorCreate.partial().safeParse({ availabilityTarget: 81 }).success).toBe(false);
  });

  it('gives the form an error per wrong field', () => {
    expect(targetFormErrors({ deliveryTarget: '20', availabilityTarget: 80 })).toEqual({});
    expect(targetFormErrors({ deliveryTarget: '', availabilityTarget: '81' })).toEqual({
      deliveryTarget: 'is required',
      availabilityTarget: 'must be a number from 0 to 80',
    });
    expect(targetFormErrors({ deliveryTarget: 'abc', availabilityTarget: '2.5' })).toEqual({
      deliveryTarget: 'must be a number from 0 to 80',
      availabilityTarget: 'must be a whole number of hours',
    });
  });
});

describe('weeks in the tutor’s zone', () => {
  it('starts weeks on Monday', () => {
    expect(mondayOf('2026-03-08')).toBe('2026-03-02'); // a Sunday
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
    expect(weeksFrom('2026-03-11', 3)).toEqual(['2026-03-09', '2026-03-16', '2026-03-23']);
  });

  it('cuts the week at Monday midnight in the zone, whatever UTC says', () => {
    // Monday 2026-03-09 02:00 UTC is still Sunday evening in New York, already Monday in Tokyo.
    const instant = new Date('2026-03-09T02:00:00Z');
    expect(weekOfInstant(instant, 'America/New_York')).toBe('2026-03-02');
    expect(weekOfInstant(instant, 'Asia/Tokyo')).toBe('2026-03-09');
    expect(weekOfInstant(instant, 'UTC')).toBe('2026-03-09');
    expect(weekOfInstant(instant, 'Pacific/Kiritimati')).toBe('2026-03-09');
    expect(weekOfInstant(instant, 'Pacific/Pago_Pago')).toBe('2026-03-02');
  });

  it('makes the week DST starts in 167 hours and the one it ends in 169 (New York, Berlin)', () => {
    const spring = weekBoundsIn('2026-03-04', 'America/New_York');
    expect(spring.startsAt.toISOString()).toBe('2026-03-02T05:00:00.000Z');
    expect(spring.endsAt.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect((spring.endsAt.getTime() - spring.startsAt.getTime()) / HOUR).toBe(167);
    const fall = weekBoundsIn('2026-10-22', 'Europe/Berlin');
    expect(fall.startsAt.toISOString()).toBe('2026-10-18T22:00:00.000Z');
    expect((fall.endsAt.getTime() - fall.startsAt.getTime()) / HOUR).toBe(169);
  });

  it('keeps 168 hours in zones without DST, and the southern hemisphere’s change (Sydney)', () => {
    const tokyo = weekBoundsIn('2026-03-02', 'Asia/Tokyo');
    expect(tokyo.startsAt.toISOString()).toBe('2026-03-01T15:00:00.000Z');
    expect((tokyo.endsAt.getTime() - tokyo.startsAt.getTime()) / HOUR).toBe(168);
    // Sydney leaves daylight saving on Sunday 2026-04-05.
    const sydney = weekBoundsIn('2026-03-30', 'Australia/Sydney');
    expect((sydney.endsAt.getTime() - sydney.startsAt.getTime()) / HOUR).toBe(169);
  });

  it('starts the table 3 weeks back and the chart 5 weeks or 64 weeks back', () => {
    const now = new Date('2026-03-12T15:00:00Z'); // Thursday
    expect(targetTableStart(now, 'America/New_York')).toBe('2026-02-16');
    expect(targetChartWindow(now, 'America/New_York', 'weeks')).toEqual({
      startDate: '2026-02-02',
      weeks: 6,
    });
    const quarters = targetChartWindow(now, 'America/New_York', 'quarters');
    expect(quarters.weeks).toBe(65);
    expect(weeksFrom(quarters.startDate, 65).at(-1)).toBe('2026-03-09');
  });
});

describe('progress figures (spec §9)', () => {
  const week = (over: Partial<TargetWeek>): TargetWeek => ({
    date: '2026-03-02',
    deliveryTarget: 10,
    deliveryActual: 0,
    availabilityTarget: 20,
    availabilityActual: 0,
    availableAvailabilityActual: 0,
    ...over,
  });

  it('caps percentages at 100 and trims the availability bar to what delivery leaves', () => {
    expect(targetProgress(week({ deliveryActual: 25, availabilityActual: 10 }))).toEqual({
      deliveryPercent: 100,
      deliveryBarPercent: 100,
      availabilityPercent: 50,
      availabilityBarPercent: 0,
    });
    expect(targetProgress(week({ deliveryActual: 6, availabilityActual: 12 }))).toEqual({
      deliveryPercent: 60,
      deliveryBarPercent: 60,
      availabilityPercent: 60,
      availabilityBarPercent: 40,
    });
    expect(targetProgress(week({ deliveryTarget: 0, deliveryActual: 3 })).deliveryPercent).toBe(0);
  });

  it('sums five quarters of 13 weeks, missing weeks as zero', () => {
    const start = '2025-01-06';
    const weeks = weeksFrom(start, 65).map((date) =>
      week({ date, deliveryActual: 1.5, availabilityActual: 2 }),
    );
    const quarters = quartersOf(weeks.slice(1), start);
    expect(quarters.map((q) => q.date)).toEqual([
      '2025-01-06',
      '2025-04-07',
      '2025-07-07',
      '2025-10-06',
      '2026-01-05',
    ]);
    expect(quarters[0]).toMatchObject({ deliveryTarget: 120, deliveryActual: 18 });
    expect(quarters[1]).toMatchObject({ deliveryTarget: 130, deliveryActual: 19.5 });
  });
});

describe('the target histories query', () => {
  it('takes a tutor, up to 65 weeks and a start date', () => {
    expect(targetHistoriesQuery.safeParse({ tutorId: '3' }).success).toBe(true);
    expect(targetHistoriesQuery.safeParse({ tutorId: '3', weeks: '66' }).success).toBe(false);
    expect(targetHistoriesQuery.safeParse({ tutorId: '3', startDate: '2026-02-30' }).success).toBe(
      false,
    );
  });
});

describe('who reads a target history', () => {
  const none = { managesTutorsTeam: false };
  it('lets the tutor read theirs, staff and faculty leaders any, team managers their members’', () => {
    expect(mayReadTargetHistory({ roles: ['tutor'], tutorId: 4 }, 4, none)).toBe(true);
    expect(mayReadTargetHistory({ roles: ['tutor'], tutorId: 4 }, 5, none)).toBe(false);
    expect(
      mayReadTargetHistory({ roles: ['tutor'], tutorId: 4 }, 5, { managesTutorsTeam: true }),
    ).toBe(true);
    expect(mayReadTargetHistory({ roles: ['tutor', 'faculty_leader'], tutorId: 4 }, 5, none)).toBe(
      true,
    );
    expect(mayReadTargetHistory({ roles: ['advisor'], tutorId: null }, 5, none)).toBe(true);
    expect(mayReadTargetHistory({ roles: ['student'], tutorId: null }, 5, none)).toBe(false);
    expect(mayReadTargetHistory({ roles: ['parent'], tutorId: null }, 5, none)).toBe(false);
  });
});
