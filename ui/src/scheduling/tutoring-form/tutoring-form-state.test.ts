import { describe, expect, it } from 'vitest';
import { bookingPolicyFor } from '@tp/domain';
import {
  CUSTOM_DURATION,
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
});
