import { describe, expect, it } from 'vitest';
import {
  bookingFailureSentences,
  bookingPolicyFor,
  bookingReasonMessages,
  bookingRequestErrors,
  durationLimitRefusal,
  forcedStartTimes,
  judgeBookingDate,
  type BookingDateFacts,
} from './booking-rules.ts';
import {
  AVAILABILITY_NOT_FOUND_MESSAGE,
  BOOKING_ERROR_TITLE,
  UNAVAILABLE_MESSAGE,
} from './scheduling-messages.ts';
import { TUTOR_DOUBLE_BOOKED_MESSAGE } from '../messages.ts';

const at = (hhmm: string, day = '2026-03-10') => new Date(`${day}T${hhmm}:00.000Z`);
const span = (from: string, to: string, day?: string) => ({
  startsAt: at(from, day),
  endsAt: at(to, day),
});

const tutor = bookingPolicyFor({ roles: ['tutor'] });
const admin = bookingPolicyFor({ roles: ['admin'] });
const advisor = bookingPolicyFor({ roles: ['advisor'] });
const spoofed = bookingPolicyFor({ roles: ['tutor'], spoofedBy: { id: 1 } });
const student = bookingPolicyFor({ roles: ['student'] });
const parent = bookingPolicyFor({ roles: ['parent'] });

describe('booking policy (spec §6)', () => {
  it('binds a tutor who is not spoofing, and staff, to availability; not admins nor spoofers', () => {
    expect(tutor.boundByAvailability).toBe(true);
    expect(advisor.boundByAvailability).toBe(true);
    expect(admin.boundByAvailability).toBe(false);
    expect(spoofed.boundByAvailability).toBe(false);
  });

  it('gives custom durations to the tutor and admin apps only', () => {
    expect([tutor, admin, advisor, spoofed].every((p) => p.allowCustomDuration)).toBe(true);
    expect(student.allowCustomDuration || parent.allowCustomDuration).toBe(false);
  });

  it('keeps students and parents off locked availability and an hour before its end', () => {
    expect(student).toEqual({
      allowCustomDuration: false,
      boundByAvailability: true,
      allowLockedAvailability: false,
      leadMinutesBeforeAvailabilityEnd: 60,
      startStepMinutes: 30,
    });
    expect(parent).toEqual(student);
  });
});

describe('bookingRequestErrors (spec §5)', () => {
  const ok = { duration: 60, forceDuration: null };
  it('accepts 60, 90 and 120 from anyone, custom 15..360 only where allowed', () => {
    for (const duration of [60, 90, 120])
      expect(bookingRequestErrors({ ...ok, duration }, student)).toEqual({});
    expect(bookingRequestErrors({ ...ok, duration: 45 }, student)).toEqual({
      duration: ['must be 60, 90 or 120 minutes'],
    });
    expect(bookingRequestErrors({ ...ok, duration: 45 }, tutor)).toEqual({});
    expect(bookingRequestErrors({ ...ok, duration: 15 }, admin)).toEqual({});
    expect(bookingRequestErrors({ ...ok, duration: 14 }, admin)).toEqual({
      duration: ['must be greater than or equal to 15'],
    });
    expect(bookingRequestErrors({ ...ok, duration: 360 }, admin)).toEqual({});
    expect(bookingRequestErrors({ ...ok, duration: 361 }, tutor)).toEqual({
      duration: ['must be less than or equal to 360'],
    });
  });

  it('fixes the duration of a forceDuration brand', () => {
    expect(bookingRequestErrors({ duration: 60, forceDuration: 60 }, student)).toEqual({});
    expect(bookingRequestErrors({ duration: 90, forceDuration: 60 }, admin)).toEqual({
      duration: ['must be 60 minutes for this brand'],
    });
  });

  it('takes up to two different subjects and notes up to 250 characters', () => {
    expect(bookingRequestErrors({ ...ok, subjectIds: [1, 2] }, tutor)).toEqual({});
    expect(bookingRequestErrors({ ...ok, subjectIds: [1, 2, 3] }, tutor)).toEqual({
      subjectIds: ['can have at most two subjects'],
    });
    expect(bookingRequestErrors({ ...ok, subjectIds: [4, 4] }, tutor)).toEqual({
      subjectIds: ['cannot name the same subject twice'],
    });
    expect(bookingRequestErrors({ ...ok, notes: 'x'.repeat(250) }, tutor)).toEqual({});
    expect(bookingRequestErrors({ ...ok, notes: 'x'.repeat(251) }, tutor)).toEqual({
      notes: ['is too long (maximum is 250 characters)'],
    });
  });
});

describe('durationLimitRefusal: a tutor not spoofing (spec §5)', () => {
  const availability = span('09:00', '11:00');
  it('refuses more than the availability, then more than what is left of it', () => {
    expect(durationLimitRefusal(150, availability, [])).toBe('exceedsAvailability');
    expect(durationLimitRefusal(120, availability, [span('09:00', '10:00')])).toBe(
      'exceedsRemaining',
    );
    expect(durationLimitRefusal(60, availability, [span('09:00', '10:00')])).toBeNull();
  });
});

describe('forcedStartTimes (spec §5 forceDuration)', () => {
  it('steps by the forced duration within the availability, each start leaving a whole session', () => {
    expect(forcedStartTimes(span('09:00', '11:30'), 60)).toEqual([at('09:00'), at('10:00')]);
    expect(forcedStartTimes(span('09:00', '09:45'), 60)).toEqual([]);
  });
});

describe('judgeBookingDate', () => {
  const base: BookingDateFacts = {
    slot: span('09:00', '10:00'),
    now: at('08:00'),
    policy: tutor,
    availabilities: [{ id: 7, locked: false, ...span('09:00', '12:00') }],
    tutorSessions: [],
    studentSessions: [],
    forceDuration: null,
    unscheduledMinutes: 600,
    availabilityHorizon: at('12:00'),
  };
  const judge = (facts: Partial<BookingDateFacts>) => judgeBookingDate({ ...base, ...facts });

  it('books a free slot inside an availability, naming it', () => {
    expect(judge({})).toEqual({ status: 'bookable', availabilityId: 7 });
  });

  it('refuses the past, time outside availability, busy tutors and students, and missing hours', () => {
    expect(judge({ now: at('09:30') })).toEqual({ status: 'failed', reasons: ['inThePast'] });
    expect(judge({ slot: span('08:30', '09:30') })).toEqual({
      status: 'failed',
      reasons: ['outsideAvailability'],
    });
    expect(judge({ tutorSessions: [span('09:30', '10:30')] })).toEqual({
      status: 'failed',
      reasons: ['tutorBusy'],
    });
    expect(judge({ studentSessions: [span('08:30', '09:15')] })).toEqual({
      status: 'failed',
      reasons: ['studentBusy'],
    });
    expect(judge({ unscheduledMinutes: 59 })).toEqual({
      status: 'failed',
      reasons: ['notEnoughHours'],
    });
    expect(
      judge({ tutorSessions: [span('09:00', '10:00')], studentSessions: [span('09:00', '10:00')] }),
    ).toEqual({
      status: 'failed',
      reasons: ['tutorBusy', 'studentBusy'],
    });
  });

  it('holds a date past the tutor published availability as pending', () => {
    expect(judge({ slot: span('09:00', '10:00', '2026-03-17') })).toEqual({
      status: 'pending',
      reasons: ['pendingAvailability'],
    });
    expect(judge({ availabilities: [], availabilityHorizon: null })).toEqual({
      status: 'pending',
      reasons: ['pendingAvailability'],
    });
  });

  it('lets admins and spoofers book outside availability, never over the tutor nor in the past', () => {
    expect(judge({ policy: admin, availabilities: [], slot: span('20:00', '21:00') })).toEqual({
      status: 'bookable',
      availabilityId: null,
    });
    expect(judge({ policy: spoofed, tutorSessions: [span('09:00', '10:00')] })).toEqual({
      status: 'failed',
      reasons: ['tutorBusy'],
    });
  });

  it('keeps students off locked availability and off its last hour', () => {
    const locked = [{ id: 7, locked: true, ...span('09:00', '12:00') }];
    expect(judge({ policy: student, availabilities: locked })).toEqual({
      status: 'failed',
      reasons: ['lockedAvailability'],
    });
    expect(judge({ policy: tutor, availabilities: locked }).status).toBe('bookable');
    expect(judge({ policy: student, slot: span('11:30', '12:00') })).toEqual({
      status: 'failed',
      reasons: ['tooCloseToEnd'],
    });
    expect(judge({ policy: student, slot: span('11:00', '11:30') }).status).toBe('bookable');
  });

  it("keeps a family's start on the planner's 30-minute grid, also sent straight to the API", () => {
    expect(judge({ policy: student, slot: span('09:10', '10:10') })).toEqual({
      status: 'failed',
      reasons: ['offStartGrid'],
    });
    expect(judge({ policy: parent, slot: span('09:30', '10:30') }).status).toBe('bookable');
    // An availability from 9:15: its own steps (9:45) and the clock's half hours (10:00).
    const quarterPast = [{ id: 7, locked: false, ...span('09:15', '12:00') }];
    const onIt = (from: string, to: string) =>
      judge({ policy: student, availabilities: quarterPast, slot: span(from, to) }).status;
    expect([onIt('09:45', '10:45'), onIt('10:00', '11:00'), onIt('09:50', '10:50')]).toEqual([
      'bookable',
      'bookable',
      'failed',
    ]);
    // Tutors and staff book any minute.
    expect(judge({ policy: tutor, slot: span('09:10', '10:10') }).status).toBe('bookable');
  });

  it('keeps a forced-duration booking on the availability steps', () => {
    expect(judge({ forceDuration: 60, slot: span('10:00', '11:00') }).status).toBe('bookable');
    expect(judge({ forceDuration: 60, slot: span('09:30', '10:30') })).toEqual({
      status: 'failed',
      reasons: ['offForcedStep'],
    });
  });

  it('uses the availability the booker picked when one is named', () => {
    expect(judge({ availabilityId: 8 })).toEqual({
      status: 'failed',
      reasons: ['outsideAvailability'],
    });
  });

  it('words its reasons with the catalogue', () => {
    expect(bookingReasonMessages(['tutorBusy'])).toEqual([TUTOR_DOUBLE_BOOKED_MESSAGE]);
    expect(BOOKING_ERROR_TITLE).toBe("We can't schedule that session");
    expect(AVAILABILITY_NOT_FOUND_MESSAGE).toBe(
      "Hmm, I couldn't find that availability.  Can you please try again?",
    );
    expect(UNAVAILABLE_MESSAGE).toBe('unavailable');
  });
});

describe('bookingFailureSentences', () => {
  it('reads each refused date in the given zone, then its reasons', () => {
    const failed = [
      { startsAt: '2026-03-17T18:00:00.000Z', reasons: [TUTOR_DOUBLE_BOOKED_MESSAGE] },
    ];
    expect(bookingFailureSentences(failed, 'America/New_York')).toEqual([
      `Tue, Mar 17, 2:00 PM: ${TUTOR_DOUBLE_BOOKED_MESSAGE}`,
    ]);
    expect(bookingFailureSentences(failed, 'Asia/Kolkata')).toEqual([
      `Tue, Mar 17, 11:30 PM: ${TUTOR_DOUBLE_BOOKED_MESSAGE}`,
    ]);
  });
});
