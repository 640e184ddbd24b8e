import { describe, expect, it } from 'vitest';
import { FAMILY_BOOKING_POLICY, bookingPolicyFor, bookingRequestErrors } from './booking-rules.ts';
import {
  FAMILY_CHANGE_CLOSED_MESSAGE,
  NOT_MANUALLY_ATTENDABLE_MESSAGE,
  UNRESERVE_CLOSED_MESSAGE,
  familyChangeRefusal,
  familyRoleFor,
  familyStartTimes,
  isFamilyBooker,
  unreserveRefusal,
} from './family-booking.ts';

const at = (iso: string) => new Date(iso);
const NOW = at('2026-03-10T15:00:00Z');
const AVAILABILITY = { startsAt: at('2026-03-10T18:00:00Z'), endsAt: at('2026-03-10T21:00:00Z') };
const hhmm = (dates: Date[]) => dates.map((d) => d.toISOString().slice(11, 16));

describe('family bookers', () => {
  it('are students and parents who are neither staff nor tutors', () => {
    expect(isFamilyBooker(['student'])).toBe(true);
    expect(isFamilyBooker(['parent'])).toBe(true);
    expect(isFamilyBooker(['parent', 'tutor'])).toBe(false);
    expect(isFamilyBooker(['parent', 'admin'])).toBe(false);
    expect(familyRoleFor(['student'])).toBe('student');
    expect(familyRoleFor(['parent'])).toBe('parent');
    expect(familyRoleFor(['tutor'])).toBeNull();
  });

  it('book under the family policy: fixed durations, open availability, an hour before its end', () => {
    expect(bookingPolicyFor({ roles: ['parent'] })).toEqual(FAMILY_BOOKING_POLICY);
    expect(FAMILY_BOOKING_POLICY).toEqual({
      allowCustomDuration: false,
      boundByAvailability: true,
      allowLockedAvailability: false,
      leadMinutesBeforeAvailabilityEnd: 60,
      startStepMinutes: 30,
    });
    const errors = (duration: number) =>
      bookingRequestErrors({ duration, forceDuration: null }, FAMILY_BOOKING_POLICY);
    expect(errors(60)).toEqual({});
    expect(errors(90)).toEqual({});
    expect(errors(120)).toEqual({});
    expect(errors(45).duration).toHaveLength(1);
    expect(errors(150).duration).toHaveLength(1);
  });
});

describe('familyStartTimes', () => {
  it('offers every 30 minutes that leaves the session inside the availability', () => {
    expect(hhmm(familyStartTimes(AVAILABILITY, 60, NOW))).toEqual([
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
    ]);
    expect(hhmm(familyStartTimes(AVAILABILITY, 120, NOW))).toEqual(['18:00', '18:30', '19:00']);
  });

  it('never starts less than 60 minutes before the end, nor in the past', () => {
    const short = { startsAt: at('2026-03-10T18:00:00Z'), endsAt: at('2026-03-10T18:30:00Z') };
    expect(familyStartTimes(short, 60, NOW)).toEqual([]);
    expect(hhmm(familyStartTimes(AVAILABILITY, 60, at('2026-03-10T18:40:00Z')))).toEqual([
      '19:00',
      '19:30',
      '20:00',
    ]);
  });
});

describe('familyChangeRefusal', () => {
  it('allows upcoming tutorings only', () => {
    expect(
      familyChangeRefusal({ startsAt: at('2026-03-10T15:01:00Z'), canceledAt: null }, NOW),
    ).toBeNull();
    expect(familyChangeRefusal({ startsAt: NOW, canceledAt: null }, NOW)).toBe(
      FAMILY_CHANGE_CLOSED_MESSAGE,
    );
    expect(
      familyChangeRefusal({ startsAt: at('2026-03-11T15:00:00Z'), canceledAt: NOW }, NOW),
    ).toBe(FAMILY_CHANGE_CLOSED_MESSAGE);
  });
});

describe('unreserveRefusal', () => {
  const manual = (startsAt: string) => ({
    type: 'Session::ManuallyAttendable',
    startsAt: at(startsAt),
  });
  it('allows a manually attendable session while more than 5 minutes remain', () => {
    expect(unreserveRefusal(manual('2026-03-10T15:05:01Z'), NOW)).toBeNull();
    expect(unreserveRefusal(manual('2026-03-10T15:05:00Z'), NOW)).toBe(UNRESERVE_CLOSED_MESSAGE);
    expect(unreserveRefusal(manual('2026-03-10T14:00:00Z'), NOW)).toBe(UNRESERVE_CLOSED_MESSAGE);
  });
  it('refuses other session types', () => {
    expect(unreserveRefusal({ type: 'Tutoring', startsAt: at('2026-03-11T15:00:00Z') }, NOW)).toBe(
      NOT_MANUALLY_ATTENDABLE_MESSAGE,
    );
  });
});
