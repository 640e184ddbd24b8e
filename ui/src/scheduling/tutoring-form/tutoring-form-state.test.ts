import { describe, expect, it } from 'vitest';
import { bookingPolicyFor } from '@tp/domain';
import {
  CUSTOM_DURATION,
  familyOfferedStarts,
  newFamilyTutoringState,
  newTutoringState,
  plannedStarts,
  tutoringDuration,
  tutoringPayload,
  tutoringStateErrors,
} from './tutoring-form-state.ts';

const ZONE = 'America/New_York';
const tutorPolicy = bookingPolicyFor({ roles: ['tutor'] });
// 2 pm in New York on Tuesday, March 3, 2026 (EST), the week before daylight time.
const slot = { start: new Date('2026-03-03T19:00:00Z') };

describe('tutoring form state', () => {
  it('starts on the slot, read in the zone, for 60 minutes, just this one', () => {
    expect(newTutoringState(slot, ZONE)).toMatchObject({
      date: '2026-03-03',
      time: '14:00',
      durationChoice: 60,
      repeat: 0,
      studentId: null,
    });
  });

  it('asks for the student and the enrollment, and applies domain rules to duration and notes', () => {
    const state = {
      ...newTutoringState(slot, ZONE),
      durationChoice: CUSTOM_DURATION,
      customMinutes: '400',
    } as const;
    expect(tutoringStateErrors({ ...state, notes: 'x'.repeat(251) }, tutorPolicy)).toEqual({
      studentId: ["can't be blank"],
      enrollmentId: ["can't be blank"],
      duration: ['must be less than or equal to 360'],
      notes: ['is too long (maximum is 250 characters)'],
    });
  });

  it("uses the brand's forced duration over the one picked", () => {
    const state = { ...newTutoringState(slot, ZONE), forceDuration: 45 };
    expect(tutoringDuration(state)).toBe(45);
  });

  it('lists weekly starts at the same local time across the daylight-saving change', () => {
    const state = { ...newTutoringState(slot, ZONE), repeat: 1 };
    expect(plannedStarts(state, ZONE).map((d) => d.toISOString())).toEqual([
      '2026-03-03T19:00:00.000Z',
      '2026-03-10T18:00:00.000Z',
    ]);
  });

  it('sends the booking for the tutor, the repeat as chosen and trimmed notes', () => {
    const state = {
      ...newTutoringState(slot, ZONE),
      studentId: 7,
      enrollmentId: 9,
      repeat: 'all' as const,
      notes: '  Bring the workbook. ',
    };
    expect(tutoringPayload(state, ZONE, 3)).toEqual({
      studentId: 7,
      enrollmentId: 9,
      tutorId: 3,
      bookings: [{ startsAt: '2026-03-03T19:00:00.000Z', duration: 60 }],
      repeatWeeks: 'all',
      notes: 'Bring the workbook.',
    });
  });

  describe('a family booking', () => {
    // An availability of 9 am – 12 pm in New York, the student already booked 9 – 10.
    const at = (time: string) => new Date(`2026-03-03T${time}:00-05:00`);
    const target = {
      student: { id: 1, name: 'Lily Brennan' },
      enrollment: { id: 2, courseTitle: 'Private Tutoring', forceDuration: null },
      tutorId: 3,
      availability: { id: 4, start: at('09:00'), end: at('12:00') },
      busy: [{ start: at('09:00'), end: at('10:00') }],
    };
    const now = at('07:00');
    const times = (starts: Date[]) => starts.map((start) => start.toISOString().slice(11, 16));

    it('offers no start that overlaps a time the student is already booked', () => {
      expect(times(familyOfferedStarts(target, 60, now))).toEqual(['15:00', '15:30', '16:00']);
      expect(times(familyOfferedStarts({ ...target, busy: [] }, 60, now))[0]).toBe('14:00');
    });

    it('starts the form at the first free start from where the family clicked', () => {
      expect(newFamilyTutoringState(target, ZONE, now).time).toBe('10:00');
      expect(
        newFamilyTutoringState({ ...target, preferredStart: at('10:30') }, ZONE, now).time,
      ).toBe('10:30');
      // A click in the last hour: the latest start that still fits.
      expect(
        newFamilyTutoringState({ ...target, preferredStart: at('11:30') }, ZONE, now).time,
      ).toBe('11:00');
    });

    it('starts at the duration given (a rescheduled session keeps its length), else 60', () => {
      const state = newFamilyTutoringState({ ...target, duration: 90 }, ZONE, now);
      expect(state.durationChoice).toBe(90);
      // The start leaves room for 90 minutes after the booked 9 – 10.
      expect(state.time).toBe('10:00');
      expect(newFamilyTutoringState({ ...target, duration: 45 }, ZONE, now).durationChoice).toBe(
        60,
      );
    });
  });
});
